// N production server processes on one PostgreSQL database, in production mode (not the demo):
// the settings a real deployment needs, shared keys, and TRUST_PROXY naming the proxy's address.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nodeBin } from '../bench/pinned.mjs';
import { untilServing } from '../bench/server.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * Starts one process per port, all at once (they migrate the fresh database one at a time under
 * the migration lock); each one's log goes to `<dir>/server-<port>.log`. Answers [{ port, logFile, stop }].
 */
export async function startServers({ ports, dir, databaseUrl, smtpPort, publicOrigin, cleanupIntervalSeconds }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '0',
    // A production-like rig: the demo stores are its test data (sign-up and login need a store).
    ALLOW_DEMO_DATA: '1',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_ORIGIN: publicOrigin,
    // Every process must hold the same keys: a CSRF token or a sealed OTP secret made by one is read by all.
    CSRF_SECRET: randomBytes(48).toString('base64url'),
    OTP_SEAL_KEY: randomBytes(32).toString('base64url'),
    // nginx connects from 127.0.0.1; the clients' own addresses (127.0.x.y) are not trusted.
    TRUST_PROXY: '127.0.0.1',
    CLEANUP_INTERVAL_SECONDS: String(cleanupIntervalSeconds),
    WEB_DIST: join(dir, 'no-web'), // the API only: the pages are not what this measures
    LOG_LEVEL: 'info',
  };
  return Promise.all(
    ports.map(async (port) => {
      const logFile = join(dir, `server-${port}.log`);
      const child = spawn(nodeBin, [join(root, 'dist/apps/server/main.mjs')], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...env, PORT: String(port) },
      });
      child.stdout.pipe(createWriteStream(logFile));
      const server = await untilServing(child, port, ` (log: ${logFile})`);
      return { port, pid: server.pid, logFile, stop: server.stop };
    }),
  );
}

/** The JSON lines of a server's log with message `msg`. */
export function logEntries(logFile, msg) {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line));
}
