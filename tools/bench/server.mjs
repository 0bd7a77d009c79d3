// Starts and stops the production server from dist/ for the benchmark.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

export async function startServer({ root, port, dataDir }) {
  const nodeBin = existsSync(join(root, 'node_modules/.bin/node')) ? join(root, 'node_modules/.bin/node') : process.execPath;
  const child = spawn(nodeBin, [join(root, 'dist/apps/server/main.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: 'dist/apps' },
  });
  let exited = false;
  const exit = new Promise((resolveExit) => child.once('exit', () => ((exited = true), resolveExit())));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/zapi/internal/root/screen-data`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exit;
      clearTimeout(timer);
    },
  };
}
