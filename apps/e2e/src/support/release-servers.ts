import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const workspaceRoot = resolve(__dirname, '../../../..');
export const nodeBin = existsSync(join(workspaceRoot, 'node_modules/.bin/node'))
  ? join(workspaceRoot, 'node_modules/.bin/node')
  : process.execPath;
/** The deployed site: every app as `npx nx run-many -t build` left it. */
export const webDist = join(workspaceRoot, 'dist/apps');

export interface ReleaseSite {
  /** Each server process's address; all read the same releases folder and the same database. */
  readonly origins: readonly string[];
  /** The releases folder the processes poll (REMOTE_RELEASES), apart from dist/apps' own. */
  readonly releasesDir: string;
  stop(): Promise<void>;
}

const adminUrl = process.env['E2E_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits for main.mjs's "server listening on http://127.0.0.1:<port>" line. */
function listeningOrigin(server: ChildProcess): Promise<string> {
  return new Promise((resolveOrigin, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /server listening on (http:\/\/[^\s:]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        server.stdout?.off('data', read);
        server.stdout?.resume();
        resolveOrigin(match[1] as string);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
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

/**
 * A key pair made afresh for one journey run, never written to disk and trusted by no other server:
 * the private key (PEM) signs the run's releases as a team's would, the public key (base64url) is what
 * its servers hold for the remote (docs/deploy.md "Signing releases").
 */
export function testReleaseKeys(): { readonly privateKeyPem: string; readonly publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKey: publicKey.export({ format: 'jwk' }).x as string,
  };
}

/**
 * Two production server processes as a deployment runs them (docs/deploy.md): one PostgreSQL database
 * of their own (created here, dropped at the end), the same keys, and one releases folder of their
 * own, so publishing there touches no other journey's server; `releaseKeys` names, per remote, the
 * public key its releases must be signed by. The demo mode seeds the demo member;
 * the second process starts once the first has (both would seed it at once).
 */
export async function startReleaseSite(releaseKeys: Readonly<Record<string, string>> = {}): Promise<ReleaseSite> {
  const main = join(workspaceRoot, 'dist/apps/server/main.mjs');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx run-many -t build\` first`);
  const database = `vs_e2e_release_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${database}`));
  const scratch = mkdtempSync(join(tmpdir(), 'vs-e2e-releases-'));
  const releasesDir = join(scratch, 'releases');
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    NODE_ENV: 'production',
    DEMO: '1',
    ALLOW_DEMO_IN_PRODUCTION: '1',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: url.toString(),
    WEB_DIST: webDist,
    REMOTE_RELEASES: releasesDir,
    REMOTE_REGISTRY_POLL_MS: '250',
    CSRF_SECRET: randomBytes(48).toString('base64url'),
    OTP_SEAL_KEY: randomBytes(32).toString('base64url'),
    // Per remote (`mypage` → REMOTE_RELEASE_KEYS_MYPAGE), the public keys its releases must be signed by.
    ...Object.fromEntries(
      Object.entries(releaseKeys).map(([remote, key]) => [
        `REMOTE_RELEASE_KEYS_${remote.toUpperCase().replace(/-/g, '_')}`,
        key,
      ]),
    ),
  };
  const servers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map(stopProcess));
    await withAdmin((client) => client.query(`drop database if exists ${database} with (force)`));
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const origins: string[] = [];
    for (let i = 0; i < 2; i++) {
      const server = spawn(nodeBin, [main], { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
      servers.push(server);
      origins.push(await listeningOrigin(server));
    }
    return { origins, releasesDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
