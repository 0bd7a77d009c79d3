#!/usr/bin/env node
// `npm run bench:login`: password logins per second on one core, beside the bare argon2id
// verification rate of the same library on the same core in the same run, like for like:
// the denominator is a synchronous loop of verifySync, one thread, nothing else, printed first.
//
// Builds nothing (run `npx nx run server:build` first). Starts dist/apps/server/main.mjs pinned to
// CPU 0 on a fresh database, signs a member up through the real calls, then measures on CPU 0, in
// alternating rounds: the bare verify loop, and logins driven from CPU 1. Every counted login is
// checked to be a full one (200, new session and account cookies, no second-factor step).
// `-- --database=postgres` (the default when PostgreSQL answers at 127.0.0.1:5432): a database of
// its own there, dropped afterwards; PostgreSQL stays unpinned, another process as in production.
// `-- --database=pglite`: the server's embedded database, inside the server process on CPU 0.
// Prints a table, rewrites this database's row of the "Login throughput" section of
// docs/performance.md, and exits 1 when the ratio is below the database's target or the build is
// missing, 2 when the run failed.
// `-- --concurrency=N` sets the number of login clients (4 by default).
// `-- --cpu-prof` also writes a V8 CPU profile of the server and prints its folder.
// `-- --spread-addresses` sends every login from an address of its own (the server then trusts
// X-Forwarded-For), for a server whose per-address guessing limit counts successful logins too.
// `-- --node-flag=<flag>` (repeatable) starts the server with that Node or V8 flag; such a run is an
// experiment: it prints its figures and leaves docs/performance.md as it is.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailCatcher } from '#vs/testing/mail-catcher.mjs';
import { chooseDatabase, createPostgresDatabase } from './login-database.mjs';
import { databaseDetails, databasePlace, loginTable, machine, summaryRow, writeLoginSection } from './login-report.mjs';
import { signUpMember } from './login-member.mjs';
import { startPinnedServer, startThinLogin } from './login-server.mjs';
import { runPinned } from './pinned.mjs';
import { freePort } from './server.mjs';
import { importTypeScript } from './ts-import.mjs';
import { summarize } from './closed-loop.mjs';

/** The targets: logins ÷ the bare sync-loop rate, per database. */
const TARGETS = { postgres: 0.8, pglite: 0.7 };
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const concurrencyArg = process.argv.find((arg) => arg.startsWith('--concurrency='))?.slice('--concurrency='.length);
/**
 * 4 clients keep one core busy while each waits for its answer. The measured time of each kind is
 * split into rounds that alternate bare verifies, logins and the thin route (the machine is shared).
 */
const settings = {
  concurrency: concurrencyArg ? Number(concurrencyArg) : 4,
  warmupMs: 3_000,
  measureMs: 10_000,
  rounds: 4,
  roundWarmupMs: 1_000,
};
if (!Number.isInteger(settings.concurrency) || settings.concurrency < 1) {
  console.error(`bench:login: --concurrency must be a whole number of clients, got "${concurrencyArg}"`);
  process.exit(2);
}

const root = resolve(import.meta.dirname, '../..');
if (!existsSync(join(root, 'dist/apps/server/main.mjs'))) {
  console.error('bench:login: dist/apps/server/main.mjs is missing; build it first with `npx nx run server:build`');
  process.exit(1);
}
try {
  execFileSync('taskset', ['-c', String(LOAD_CPU), 'true']);
} catch {
  console.error(
    `bench:login: needs taskset and CPUs ${SERVER_CPU} and ${LOAD_CPU} (this machine has ${availableParallelism()})`,
  );
  process.exit(2);
}

// The server's own parameters, so the bare rate verifies exactly what a login verifies.
const { ARGON2_OPTIONS } = await importTypeScript(
  new URL('../../apps/server/src/modules/password/password-hasher.ts', import.meta.url).href,
);
const expected = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
if (Object.entries(expected).some(([key, value]) => ARGON2_OPTIONS[key] !== value)) {
  console.error(
    `bench:login: the server hashes with ${JSON.stringify(ARGON2_OPTIONS)},` +
      ' not argon2id m=19456 t=2 p=1 as the target assumes',
  );
  process.exit(2);
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const spreadAddresses = process.argv.includes('--spread-addresses');
const nodeFlags = process.argv.filter((arg) => arg.startsWith('--node-flag=')).map((arg) => arg.slice(12));
const database = await chooseDatabase(process.argv).catch((error) => {
  console.error(`bench:login: ${error.message}`);
  process.exit(2);
});
console.log(`bench:login: database ${databasePlace(database, SERVER_CPU)} (${database.why})`);
const work = mkdtempSync(join(tmpdir(), 'vs-bench-login-'));
const cpuProfDir = process.argv.includes('--cpu-prof')
  ? mkdtempSync(join(tmpdir(), 'vs-bench-login-prof-'))
  : undefined;
// The mailbox reader of @vs/testing looks in E2E_MAIL_DIR, where the catcher writes.
process.env.E2E_MAIL_DIR = join(work, 'mail');
const mailbox = await importTypeScript(import.meta.resolve('#vs/testing/mailbox.ts'));
const smtpPort = await freePort();
const catcher = await startMailCatcher({ port: smtpPort, dir: process.env.E2E_MAIL_DIR });
const port = await freePort();
const logFile = join(work, 'server.log');
let postgres;
let server;
let thin;
let results;
try {
  if (database.kind === 'postgres') postgres = await createPostgresDatabase();
  server = await startPinnedServer({
    cpu: SERVER_CPU,
    port,
    databaseUrl: postgres?.url,
    dataDir: join(work, 'data'),
    smtpPort,
    logFile,
    cpuProfDir,
    trustProxy: spreadAddresses,
    nodeFlags,
  });
  const origin = `http://127.0.0.1:${port}`;
  const member = await signUpMember(origin, mailbox);
  const thinPort = await freePort();
  thin = await startThinLogin({
    cpu: SERVER_CPU,
    port: thinPort,
    databaseUrl: postgres?.url,
    email: member.identifier,
    password: member.password,
    nodeFlags,
  });
  const slice = settings.measureMs / settings.rounds;
  const loginRuns = [];
  const bareRuns = [];
  const thinRuns = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const bare = async () =>
      bareRuns.push(
        await runPinned(SERVER_CPU, 'bare-verify.mjs', {
          warmupMs: settings.roundWarmupMs,
          measureMs: slice,
          argon2Options: ARGON2_OPTIONS,
        }),
      );
    /** One round of `script`'s clients on CPU 1 against the server at `pid`. */
    const load = (script, pid, input) =>
      runPinned(LOAD_CPU, script, {
        ...settings,
        warmupMs: round === 0 ? settings.warmupMs : settings.roundWarmupMs,
        measureMs: slice,
        serverPid: pid,
        databaseName: postgres?.name,
        clockTicks,
        ...input,
      });
    const logins = async () =>
      loginRuns.push(
        await load('login-load.mjs', server.pid, { origin, ...member, spreadAddresses, addressBase: round * 2 ** 15 }),
      );
    const thinLogins = async () =>
      thinRuns.push(
        await load('thin-login-load.mjs', thin.pid, {
          origin: `http://127.0.0.1:${thinPort}`,
          email: member.identifier,
          password: member.password,
        }),
      );
    // ABC CBA order: a drift in the machine's load over the run weighs on every figure alike.
    if (round % 2 === 0) await bare().then(logins).then(thinLogins);
    else await thinLogins().then(logins).then(bare);
  }
  const rate = (run) => run.latencies.length / run.seconds;
  results = {
    logins: summarize(loginRuns),
    bare: summarize(bareRuns),
    thin: summarize(thinRuns),
    rounds: loginRuns.map((run, i) => rate(run) / rate(bareRuns[i])),
    thinRounds: thinRuns.map((run, i) => rate(run) / rate(bareRuns[i])),
  };
} catch (error) {
  console.error(`bench:login: ${error instanceof Error ? error.message : error} (server log: ${logFile})`);
  if (!spreadAddresses && /answered 429/.test(String(error)))
    console.error(
      'bench:login: the per-address guessing limit refused a right password: it counts successful logins.' +
        ' `-- --spread-addresses` measures around it.',
    );
} finally {
  thin?.stop();
  await server?.stop();
  await postgres
    ?.drop()
    .catch((error) => console.error(`bench:login: could not drop ${postgres.name}: ${error.message}`));
  catcher.close();
  if (results) rmSync(work, { recursive: true, force: true });
}
if (!results) process.exit(2);

const { logins, bare, thin: thinResult, rounds, thinRounds } = results;
const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ratio = logins.perSecond / bare.perSecond;
const cpuRatio = logins.perCpuSecond / bare.perCpuSecond;
const thinRatio = thinResult.perSecond / bare.perSecond;
// Below this share of CPU 0 other work on the machine took the rest, and the wall-clock ratio moves
// with whichever process the scheduler favoured: then the lower of the two ratios decides.
const QUIET_SHARE = 0.8;
const quiet = Math.min(logins.cpuShare, bare.cpuShare) >= QUIET_SHARE;
const verdictRatio = quiet ? ratio : Math.min(ratio, cpuRatio);
const target = TARGETS[database.kind];
const busy = quiet ? '' : ' (busy machine: the lower ratio decides)';
const verdict = `${verdictRatio >= target ? 'pass' : 'FAIL'}${busy}`;
const table = loginTable(
  [
    { label: `bare verifies (verifySync loop, one thread, CPU ${SERVER_CPU})`, result: bare, databaseNote: '—' },
    {
      label:
        `logins (POST /login, ${settings.concurrency} clients` +
        `${spreadAddresses ? ', one address per login' : ''}, CPU ${SERVER_CPU}; every one checked full)`,
      result: logins,
      databaseNote: 'inside the server',
    },
    {
      label:
        `thin route (look up, verify, set a cookie: the floor;` +
        ` ${settings.concurrency} clients, CPU ${SERVER_CPU})`,
      result: thinResult,
      databaseNote: 'inside the route',
    },
  ],
  { ratio, rounds, cpuRatio, thinRatio, thinRounds },
  verdict,
  target,
);
console.log(`Login throughput on one core, ${databasePlace(database, SERVER_CPU)} (${machine()})\n\n${table}\n`);
console.log(
  `bare verifySync loop ${bare.perSecond.toFixed(1)}/s; logins ${logins.perSecond.toFixed(1)}/s` +
    ` (p50 ${logins.p50Ms.toFixed(1)} ms, p99 ${logins.p99Ms.toFixed(1)} ms, ${logins.count} full logins checked);` +
    ` ratio ${ratio.toFixed(3)} (target ≥ ${target} on ${database.label}); the thin route's` +
    ` ${thinResult.perSecond.toFixed(1)}/s, ratio ${thinRatio.toFixed(3)}; load average ${loadAverage}`,
);
if (nodeFlags.length > 0) {
  console.log(`An experiment (--node-flag ${nodeFlags.join(' ')}): docs/performance.md left as it is`);
} else {
  writeLoginSection(join(root, 'docs/performance.md'), {
    database,
    row: summaryRow({ database, logins, bare, ratio, cpuRatio, thinRatio, verdict }),
    details: databaseDetails({ database, serverCpu: SERVER_CPU, spreadAddresses, table, loadAverage }),
    settings,
    quietShare: QUIET_SHARE,
    targets: TARGETS,
  });
  console.log(`Wrote the ${database.label} row of the "Login throughput" section of docs/performance.md`);
}
if (cpuProfDir) console.log(`Server CPU profile: ${cpuProfDir}`);
if (verdictRatio < target) {
  console.error(
    `BELOW TARGET: ${verdictRatio.toFixed(3)} < ${target} on ${database.label}` +
      (quiet ? '' : ' (busy machine: the lower of the wall-clock and per-CPU-second ratios)'),
  );
  process.exit(1);
}
