// nginx in front of the server processes, as docs/deploy.md runs it: nginx/account-site.conf as it
// is, plus the two per-installation files (which processes, where to listen) and a main nginx.conf
// of the tool's own (loopback, its own temp folder, no daemon). Never as root: as `nobody` when the
// tool itself runs as root (CI).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tlsListenConfig } from './tls-listen.mjs';

export const siteConfig = join(import.meta.dirname, 'nginx/account-site.conf');
const NOBODY = 65534;

/** `nginx version: nginx/1.22.1` of the binary at `nginx` (it prints it on stderr). */
export function nginxVersion(nginx) {
  return spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '');
}

/** Debian's nginx, installed with apt-get when missing (as in CI, where the tool runs as root). */
export function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: `apt-get install -y nginx`, then run again');
  console.log('scale: installing nginx (apt-get install -y nginx)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return '/usr/sbin/nginx';
}

/** @typedef {{ certificate: string, key: string }} TlsFiles the certificate and key files nginx reads */

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (ports on 127.0.0.1), in folder `dir`:
 * plain http, or with `tls` (a certificate and key file) TLS and HTTP/2 as in production. Its access
 * log notes, per request, the process that answered and the `x-scale-phase` header the tool sends.
 * Answers the origin, the access log's path and stop().
 * @param {{ nginx: string, dir: string, port: number, upstreams: number[], tls?: TlsFiles }} proxy
 */
export async function startProxy({ nginx, dir, port, upstreams, tls }) {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  copyFileSync(siteConfig, join(dir, 'account-site.conf'));
  writeFileSync(join(dir, 'account-site-servers.conf'), upstreams.map((p) => `server 127.0.0.1:${p};\n`).join(''));
  const listen = tls
    ? tlsListenConfig({ address: '127.0.0.1', port, ...tls, version: nginxVersion(nginx) })
    : `listen 127.0.0.1:${port};\n`;
  writeFileSync(join(dir, 'account-site-listen.conf'), listen);
  const accessLog = join(dir, 'access.log');
  const temp = (name) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  log_format scale '$upstream_addr $status $request_method $uri $http_x_scale_phase';`,
      `  access_log ${accessLog} scale;`,
      '  include account-site.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownTree(dir, NOBODY);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const identity = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
  execFileSync(nginx, ['-t', '-q', ...args], { ...identity, stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(nginx, args, { ...identity, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start (log: ${join(dir, 'error.log')})`);
    if (await answersOk(`${origin}/healthz`)) break;
    if (tries > 100) throw new Error(`nginx did not answer within 10 s (log: ${join(dir, 'error.log')})`);
    await sleep(100);
  }
  return {
    origin,
    accessLog,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT'); // graceful: lets the requests under way finish
      await exited;
    },
  };
}

/** Whether `url` answers 200; over https any certificate will do (the benchmark's is self-signed). */
async function answersOk(url) {
  if (url.startsWith('http:')) return (await fetch(url).catch(() => null))?.ok ?? false;
  return new Promise((resolveOk) => {
    const request = httpsGet(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolveOk(response.statusCode === 200);
    });
    request.on('error', () => resolveOk(false));
  });
}

function chownTree(path, id) {
  chownSync(path, id, id);
  for (const entry of readdirSync(path, { withFileTypes: true }))
    if (entry.isDirectory()) chownTree(join(path, entry.name), id);
    else chownSync(join(path, entry.name), id, id);
}

/**
 * The access log's requests of `phase` (and `uri`, when given), counted per process that answered:
 * { '127.0.0.1:3301': 25, … }. Read once nginx has stopped: it writes a line after the answer.
 */
export function answersPerProcess(accessLog, phase, uri) {
  const counts = {};
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const [upstream, , , lineUri, linePhase] = line.split(' ');
    if (linePhase === phase && upstream && (uri === undefined || lineUri === uri))
      counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}
