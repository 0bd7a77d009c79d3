// The first visit as deployed: nginx with docs/deploy.md's site file (tools/scale/nginx) in front of
// the benchmark's server, over TLS and HTTP/2 with a self-signed certificate made here by openssl.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx, nginxVersion, startProxy } from '../scale/proxy.mjs';

/** A self-signed certificate for 127.0.0.1 (P-256, two days) and its key, written into `dir`. */
function selfSignedCertificate(dir) {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certificate, key };
}

/**
 * nginx on a free `port` of 127.0.0.1 in front of the server on `upstream`, TLS and HTTP/2. Answers
 * its https origin, nginx's version and stop(), which removes its folder (kept, and named, when
 * `keep` says the run failed).
 * @param {{ port: number, upstream: number }} where
 */
export async function startTlsProxy({ port, upstream }) {
  const nginx = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'vs-bench-proxy-'));
  const proxy = await startProxy({ nginx, dir, port, upstreams: [upstream], tls: selfSignedCertificate(dir) });
  return {
    origin: proxy.origin,
    version: nginxVersion(nginx),
    /** @param {{ keep?: boolean }} [options] */
    async stop({ keep = false } = {}) {
      await proxy.stop();
      if (keep) console.error(`bench: nginx's files and log are in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
