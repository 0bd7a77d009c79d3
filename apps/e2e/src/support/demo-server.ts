import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface DemoServer {
  /** The demo store's address as `npm start` prints it (localhost, the port the system chose). */
  readonly origin: string;
  stop(): Promise<void>;
}

const root = resolve(__dirname, '../../../..');

/**
 * The seeded demo member `npm start` prints, read from the file the server seeds it from (read, not
 * imported: the e2e project may not reach into the server's files).
 */
export const demoMember = (
  JSON.parse(readFileSync(join(root, 'apps/server/src/dev/demo-members.json'), 'utf8')) as {
    password: { email: string; password: string };
  }
).password;

/**
 * The server exactly as `npm start` runs it (tools/scripts/start.mjs): the production build in the demo
 * mode and no other setting, so mail stays on the server and /dev/mailbox shows it. The journeys' own
 * server (serve-dist.mjs) sends mail over SMTP instead, where that page is absent. A throw-away data
 * folder and a port of the system's choosing keep it apart from every other run.
 */
export async function startDemoServer(): Promise<DemoServer> {
  const main = join(root, 'dist/apps/server/main.mjs');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx run-many -t build\` first`);
  const nodeBin = existsSync(join(root, 'node_modules/.bin/node')) ? join(root, 'node_modules/.bin/node') : 'node';
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-e2e-demo-'));
  // None of the journeys' settings (SMTP, outboxes, fixtures) may leak in: `npm start` sets only these.
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], HOME: process.env['HOME'] };
  const server = spawn(nodeBin, [main], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      NODE_ENV: 'production',
      DEMO: '1',
      ALLOW_DEMO_IN_PRODUCTION: '1',
      WEB_DIST: 'dist/apps',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await listeningPort(server);
    return { origin: `http://localhost:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits for main.mjs's "server listening on http://127.0.0.1:<port>" line. */
function listeningPort(server: ChildProcess): Promise<number> {
  return new Promise((resolvePort, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`demo server did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /server listening on http:\/\/[^\s:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`demo server exited with ${code}:\n${output}`));
    });
  });
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolveStop();
    });
    server.kill('SIGTERM');
  });
}
