// Starts and stops the production server from dist/ for the benchmarks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serverNodeFlags } from '#vs/testing/server-node-flags.mjs';
import { nodeBin } from './pinned.mjs';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Waits until the server `child` answers root screen data on `port` (`waitMs`, 60 s unless told;
 * `logHint` is added to the errors) and answers its pid and a stop() that ends it with SIGTERM,
 * SIGKILL after 8 s.
 */
export async function untilServing(child, port, logHint = '', waitMs = 60_000) {
  let exited = false;
  /** @type {Promise<void>} */
  const exit = new Promise((resolveExit) => child.once('exit', () => ((exited = true), resolveExit())));
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (exited) throw new Error(`the server exited during start-up${logHint}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/zapi/internal/root/screen-data`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${waitMs / 1000} s${logHint}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/**
 * The node flags of a benchmark's server (or its thin route): those `npm start` gives the server on
 * that database (serverNodeFlags), then the run's `--node-flag`s, which come later so they can undo them.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {readonly string[]} experiments
 */
export const benchNodeFlags = (env, experiments) => [...serverNodeFlags(env), ...experiments];

/**
 * Starts the production server build with the flags `npm start` gives it on that database
 * (serverNodeFlags), then `nodeFlags` (experiments; `--no-liftoff-only` undoes the embedded database's).
 * Answers untilServing's pid and stop(), and the flags it ran with.
 * @param {{ root: string, port: number, dataDir: string, env?: Record<string, string>, waitMs?: number,
 *   nodeFlags?: string[] }} options
 */
export async function startServer({ root, port, dataDir, env = {}, waitMs = 60_000, nodeFlags = [] }) {
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '1',
    ALLOW_DEMO_IN_PRODUCTION: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: 'dist/apps',
    ...env,
  };
  const flags = benchNodeFlags(serverEnv, nodeFlags);
  const child = spawn(nodeBin, [...flags, join(root, 'dist/apps/server/main.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv,
  });
  return { ...(await untilServing(child, port, '', waitMs)), nodeFlags: flags };
}
