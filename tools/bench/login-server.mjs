// The production server for the login benchmark: pinned to one CPU, NODE_ENV=production, on a
// fresh database (PostgreSQL at `databaseUrl`, else embedded PGlite in `dataDir`), mail over SMTP
// to `smtpPort`. (server.mjs starts it unpinned for the first-visit benchmark.)
import { createWriteStream } from 'node:fs';
import { spawnPinned, startPinnedListener } from './pinned.mjs';
import { benchNodeFlags, untilServing } from './server.mjs';

/**
 * Starts dist/apps/server/main.mjs on `cpu`; its request log goes to `logFile`. The server migrates
 * and seeds the database on start. With `cpuProfDir`, V8 writes a CPU profile of the server there
 * when it stops; `trustProxy` sets TRUST_PROXY=1; node gets the flags `npm start` gives the server on
 * that database (serverNodeFlags), then `nodeFlags` (experiments), before the script; `waitMs` as
 * untilServing's (5 minutes unless told: migrating and seeding PGlite in a pinned process is slow on
 * a busy machine).
 * @param {{ cpu: number, port: number, databaseUrl?: string, dataDir: string, smtpPort: number, logFile: string,
 *   cpuProfDir?: string, trustProxy: boolean, nodeFlags?: string[], waitMs?: number }} options
 */
export function startPinnedServer({
  cpu,
  port,
  databaseUrl,
  dataDir,
  smtpPort,
  logFile,
  cpuProfDir,
  trustProxy,
  nodeFlags = [],
  waitMs = 300_000,
}) {
  const profile = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const flags = benchNodeFlags({ DATABASE_URL: databaseUrl }, nodeFlags);
  const child = spawnPinned(cpu, [...profile, ...flags, 'dist/apps/server/main.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo mode: no keys or PUBLIC_ORIGIN to set up, the embedded database allowed; the login
      // path measured is the production one (DEMO adds only the outboxes, and mail goes over SMTP).
      DEMO: '1',
      ALLOW_DEMO_IN_PRODUCTION: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '', // empty: embedded PGlite even where a real database is configured
      DATA_DIR: dataDir,
      WEB_DIST: 'dist/apps',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY: trustProxy ? '1' : '0',
    },
  });
  child.stdout.pipe(createWriteStream(logFile));
  return untilServing(child, port, ` (log: ${logFile})`, waitMs);
}

/**
 * The thin route (thin-login-server.mjs) on `cpu`, answering once it listens: the same member's
 * e-mail and password, on PostgreSQL at `databaseUrl` or an in-memory PGlite of its own, with the
 * server's node flags on that database (startPinnedServer's), so the floor runs its PGlite as the server does.
 * @param {{ cpu: number, port: number, databaseUrl?: string, email: string, password: string,
 *   nodeFlags?: string[] }} options
 */
export function startThinLogin({ cpu, nodeFlags = [], ...input }) {
  const flags = benchNodeFlags({ DATABASE_URL: input.databaseUrl }, nodeFlags);
  return startPinnedListener(cpu, 'thin-login-server.mjs', JSON.stringify(input), 'the thin login route', flags);
}
