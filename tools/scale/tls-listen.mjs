// account-site-listen.conf for TLS and HTTP/2, as docs/deploy.md's production example has it, for
// nginx on this machine: `http2 on;` exists from nginx 1.25.1; older ones (Debian 12's 1.22) take
// `http2` as a parameter of `listen`.

/**
 * [major, minor, patch] of `nginx/1.22.1` (nginxVersion's answer) or of `1.22.1`.
 * @param {string} version
 * @returns {[number, number, number]}
 */
export function versionNumbers(version) {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`not an nginx version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether nginx `version` knows the `http2 on;` directive (1.25.1 and newer). */
export function hasHttp2Directive(version) {
  const [major, minor, patch] = versionNumbers(version);
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/**
 * The listen file's text: TLS and HTTP/2 on `address`:`port` with the certificate and key at
 * `certificate` and `key`, written for nginx `version`.
 * @param {{ address: string, port: number, certificate: string, key: string, version: string }} listen
 */
export function tlsListenConfig({ address, port, certificate, key, version }) {
  const listen = hasHttp2Directive(version)
    ? [`listen ${address}:${port} ssl;`, 'http2 on;']
    : [`listen ${address}:${port} ssl http2;`];
  return [...listen, `ssl_certificate ${certificate};`, `ssl_certificate_key ${key};`, ''].join('\n');
}
