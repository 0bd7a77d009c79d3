#!/usr/bin/env node
// `npm run bench:external-login`: logins through an external identity provider ("log in with LINE /
// Google") per second, beside password logins on the same server in the same run, with the server's
// CPU time per login of each: the provider's round trips take most of an external login's wall time,
// the server's CPU per login is the site's own share.
//
// Builds nothing (run `npx nx run-many -t build -p server identity-sandbox` first). Starts the identity
// sandbox's build (dist/apps/identity-sandbox/main.mjs) on CPU 1 and the server's
// (dist/apps/server/main.mjs) pinned to CPU 0 in the demo mode with IDENTITY_SANDBOX_URL, as `npm start`
// does (so the demo store offers `Line` and `Google` at the sandbox), on a fresh embedded database,
// both on free ports. Makes `--concurrency` members per provider, each through a trip as an unknown
// identity and the sign-up through it (external-trip.mjs), and one password member through the real
// sign-up; then measures, from CPU 1 in alternating rounds, complete external logins per provider
// (external-login-load.mjs: each must end on /mypage logged in as its member, else it is counted as
// failed) and password logins (bench:login's login-load.mjs). Prints each kind with its denominator and
// the server's CPU per login, and rewrites the "External logins" part of docs/performance.md.
// `-- --concurrency=N` clients per kind (4), `--seconds=S` measured per kind (10), `--providers=Line,Google`.
// Exit 1 without the builds or taskset, 2 when the run failed or any login failed (then the document
// is left as it is).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailCatcher } from '#vs/testing/mail-catcher.mjs';
import { BenchClient } from './bench-client.mjs';
import { summarize } from './closed-loop.mjs';
import { SandboxBrowser, benchAddress, signUpThroughProvider } from './external-trip.mjs';
import { externalLoginTable, shareSentence, summaryLine, writeExternalLoginSection } from './external-login-report.mjs';
import { databasePlace, machine } from './login-report.mjs';
import { signUpMember } from './login-member.mjs';
import { startPinnedServer } from './login-server.mjs';
import { runPinned, spawnPinned } from './pinned.mjs';
import { freePort } from './server.mjs';
import { importTypeScript } from './ts-import.mjs';

const SERVER_CPU = 0;
const LOAD_CPU = 1;
/** The demo store's providers at the sandbox (apps/server/src/dev/demo-identity-providers.plugin.ts). */
const PROVIDER_NAMES = { Line: 'LINE (HS256 ID token)', Google: 'Google (RS256 ID token)' };
/** Client addresses per kind and round (external-trip.mjs's benchAddress): no address is used twice. */
const ADDRESS_BLOCK = 2 ** 14;

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const settings = {
  concurrency: Number(option('concurrency', '4')),
  measureMs: 1000 * Number(option('seconds', '10')),
  rounds: 2,
  warmupMs: 2_000,
  roundWarmupMs: 1_000,
};
const providers = option('providers', 'Line,Google').split(',');
const fail = (message, status) => {
  console.error(`bench:external-login: ${message}`);
  process.exit(status);
};
if (!Number.isInteger(settings.concurrency) || settings.concurrency < 1)
  fail(`--concurrency must be a whole number of clients, got "${option('concurrency')}"`, 2);
if (!(settings.measureMs >= 1000)) fail(`--seconds must be 1 or more, got "${option('seconds')}"`, 2);
if (providers.some((provider) => !(provider in PROVIDER_NAMES)))
  fail(`--providers takes ${Object.keys(PROVIDER_NAMES).join(' and ')}, got "${providers}"`, 2);

const root = resolve(import.meta.dirname, '../..');
for (const build of ['dist/apps/server/main.mjs', 'dist/apps/identity-sandbox/main.mjs'])
  if (!existsSync(join(root, build)))
    fail(`${build} is missing; build it first with \`npx nx run-many -t build -p server identity-sandbox\``, 1);
try {
  execFileSync('taskset', ['-c', String(LOAD_CPU), 'true']);
} catch {
  fail(`needs taskset and CPUs ${SERVER_CPU} and ${LOAD_CPU} (this machine has ${availableParallelism()})`, 1);
}

/**
 * The sandbox's build on `cpu`, answering the site at `siteOrigin` only, once it prints where it
 * listens: its origin, pid and stop().
 */
async function startSandbox(cpu, siteOrigin) {
  const port = await freePort();
  const child = spawnPinned(cpu, [join(root, 'dist/apps/identity-sandbox/main.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      IDENTITY_SANDBOX_HOST: '127.0.0.1',
      IDENTITY_SANDBOX_PORT: String(port),
      IDENTITY_SANDBOX_SITE_ORIGINS: siteOrigin,
    },
  });
  const stopped = new Promise((resolveExit) => child.once('exit', resolveExit));
  await new Promise((resolveUp, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('identity sandbox on') && resolveUp(undefined));
    child.once('exit', (code) => reject(new Error(`the identity sandbox exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => (child.kill('SIGTERM'), stopped) };
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const database = { kind: 'pglite', label: 'PGlite' };
const work = mkdtempSync(join(tmpdir(), 'vs-bench-external-login-'));
const logFile = join(work, 'server.log');
// The password member's PIN comes by mail, to the catcher the journeys use (as bench:login's).
process.env.E2E_MAIL_DIR = join(work, 'mail');
const mailbox = await importTypeScript(import.meta.resolve('#vs/testing/mailbox.ts'));
const smtpPort = await freePort();
const catcher = await startMailCatcher({ port: smtpPort, dir: process.env.E2E_MAIL_DIR });
const kinds = ['password', ...providers];
let sandbox;
let server;
let results;
try {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  sandbox = await startSandbox(LOAD_CPU, origin);
  // The demo store's providers point at the sandbox (startPinnedServer passes the environment on).
  process.env.IDENTITY_SANDBOX_URL = sandbox.origin;
  server = await startPinnedServer({
    cpu: SERVER_CPU,
    port,
    dataDir: join(work, 'data'),
    smtpPort,
    logFile,
    trustProxy: true,
  });
  console.log(`bench:external-login: server on ${origin} (CPU ${SERVER_CPU}), identity sandbox on ${sandbox.origin}`);

  const password = await signUpMember(origin, mailbox);
  let prepared = ADDRESS_BLOCK * kinds.length * settings.rounds;
  /** @type {Record<string, object[]>} */
  const members = {};
  for (const provider of providers) {
    members[provider] = [];
    for (let i = 0; i < settings.concurrency; i += 1) {
      const headers = { 'x-forwarded-for': benchAddress((prepared += 1)) };
      const site = new BenchClient(origin);
      const browser = new SandboxBrowser(sandbox.origin);
      members[provider].push(await signUpThroughProvider({ site, sandbox: browser, provider, headers }));
    }
  }
  console.log(
    `bench:external-login: ${settings.concurrency} members per provider signed up through it;` +
      ` ${settings.measureMs / 1000} s per kind, ${settings.concurrency} clients`,
  );

  const runs = Object.fromEntries(kinds.map((kind) => [kind, []]));
  const slice = settings.measureMs / settings.rounds;
  for (let round = 0; round < settings.rounds; round += 1) {
    const order = round % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) {
      const common = {
        ...settings,
        warmupMs: round === 0 ? settings.warmupMs : settings.roundWarmupMs,
        measureMs: slice,
        origin,
        serverPid: server.pid,
        clockTicks,
        addressBase: ADDRESS_BLOCK * (kinds.indexOf(kind) * settings.rounds + round),
      };
      const run =
        kind === 'password'
          ? await runPinned(LOAD_CPU, 'login-load.mjs', { ...common, ...password, spreadAddresses: true })
          : await runPinned(LOAD_CPU, 'external-login-load.mjs', {
              ...common,
              sandboxOrigin: sandbox.origin,
              sandboxPid: sandbox.pid,
              provider: kind,
              members: members[kind],
            });
      runs[kind].push(run);
    }
  }
  results = kinds.map((kind) => ({
    kind,
    label: kind === 'password' ? 'password logins' : `external logins through ${PROVIDER_NAMES[kind]}`,
    name: kind === 'password' ? 'password' : PROVIDER_NAMES[kind].split(' ')[0],
    result: summarize(runs[kind]),
    failed: runs[kind].reduce((sum, run) => sum + (run.failed ?? 0), 0),
    failureReasons: runs[kind].flatMap((run) => run.failureReasons ?? []),
  }));
} catch (error) {
  console.error(`bench:external-login: ${error instanceof Error ? error.message : error} (server log: ${logFile})`);
} finally {
  await server?.stop();
  await sandbox?.stop();
  catcher.close();
  if (results?.every((kind) => kind.failed === 0)) rmSync(work, { recursive: true, force: true });
}
if (!results) process.exit(2);

const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const external = results.filter((kind) => kind.kind !== 'password');
const passwordKind = results.find((kind) => kind.kind === 'password');
const table = externalLoginTable(results);
const share = shareSentence(external, passwordKind, settings.concurrency);
console.log(`\nExternal and password logins, the server on CPU ${SERVER_CPU} (${machine()})\n`);
for (const kind of results) console.log(summaryLine(kind));
console.log(`\n${table}\n\n${share}\nload average ${loadAverage}`);

const failed = results.filter((kind) => kind.failed > 0);
if (failed.length > 0) {
  for (const kind of failed) console.error(`FAILED ${kind.label}: ${kind.failureReasons.join('; ')}`);
  console.error(`bench:external-login: logins failed; docs/performance.md left as it is (server log: ${logFile})`);
  process.exit(2);
}
writeExternalLoginSection(join(root, 'docs/performance.md'), {
  table,
  share,
  facts: {
    date: new Date().toISOString().slice(0, 10),
    machine: machine(),
    database: databasePlace(database, SERVER_CPU),
    loadAverage,
    settings,
    providers,
  },
});
console.log('Wrote the "External logins" section of docs/performance.md');
