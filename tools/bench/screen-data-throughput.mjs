#!/usr/bin/env node
// `npm run bench:screen-data`: screen data per second on one core, beside a floor route
// measured in the same run: GET /dev/fixtures/floor, which only looks the session up and reads the
// member's account through the same hooks, the least any member screen data can do.
//
// Builds nothing (run `npx nx run-many -t build` first: the HTML shell needs the web apps). Starts
// dist/apps/server/main.mjs pinned to CPU 0 on a fresh database (DEV_FIXTURES=1 for the member and
// the floor), drives it from CPU 1, in rounds that alternate the kinds:
//   floor   GET /dev/fixtures/floor as the member (answers the member's address)
//   mypage  GET /zapi/internal/mypage/screen-data as the member (its contactEmail, not a redirect)
//   plans   GET /zapi/internal/plans/screen-data with no cookie (a guest's first visit)
//   html    GET /plans with no cookie (the shell's HTML, a guest's first visit)
// On PostgreSQL the sessions table is counted before and after the cookieless kinds: a page view
// without a cookie must write nothing. `-- --database=postgres|pglite` as bench:login; `--cpu-prof`;
// `--node-flag=<flag>` (repeatable) starts the server with that Node or V8 flag (docs left as they are).
// Prints a table and rewrites this database's block of the "Screen data throughput" section of
// docs/performance.md; exits 1 below target or when a cookieless view wrote a row, 2 when the run failed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startMailCatcher } from '#vs/testing/mail-catcher.mjs';
import { loggedInMember } from './bench-member.mjs';
import { summarize } from './closed-loop.mjs';
import { screenDataPath } from './contract.mjs';
import { marked, markedBlock, readDoc, withMarkedBlock } from './doc-section.mjs';
import { chooseDatabase, createPostgresDatabase } from './login-database.mjs';
import { databasePlace, machine } from './login-report.mjs';
import { startPinnedServer } from './login-server.mjs';
import { runPinned } from './pinned.mjs';
import { freePort } from './server.mjs';
import { writeFileSync } from 'node:fs';

const TARGETS = { postgres: 3_000, pglite: 1_000 };
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const settings = { concurrency: 8, warmupMs: 2_000, measureMs: 6_000, rounds: 2, roundWarmupMs: 500 };

const root = resolve(import.meta.dirname, '../..');
if (!existsSync(join(root, 'dist/apps/server/main.mjs')) || !existsSync(join(root, 'dist/apps/shell'))) {
  console.error('bench:screen-data: dist/apps is missing; build it first with `npx nx run-many -t build`');
  process.exit(1);
}
try {
  execFileSync('taskset', ['-c', String(LOAD_CPU), 'true']);
} catch {
  console.error(`bench:screen-data: needs taskset and CPUs ${SERVER_CPU} and ${LOAD_CPU}`);
  process.exit(2);
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const database = await chooseDatabase(process.argv).catch((error) => {
  console.error(`bench:screen-data: ${error.message}`);
  process.exit(2);
});
console.log(`bench:screen-data: database ${databasePlace(database, SERVER_CPU)} (${database.why})`);
const work = mkdtempSync(join(tmpdir(), 'vs-bench-screen-data-'));
const cpuProfDir = process.argv.includes('--cpu-prof')
  ? mkdtempSync(join(tmpdir(), 'vs-bench-screen-data-prof-'))
  : undefined;
const nodeFlags = process.argv.filter((arg) => arg.startsWith('--node-flag=')).map((arg) => arg.slice(12));
process.env.DEV_FIXTURES = '1';
const smtpPort = await freePort();
const catcher = await startMailCatcher({ port: smtpPort, dir: join(work, 'mail') });
const port = await freePort();
const logFile = join(work, 'server.log');

/** The sessions table's row count (PostgreSQL only: PGlite lives inside the server). */
async function sessionRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from sessions')).rows[0].n);
  } finally {
    await client.end();
  }
}

const loadAverage = () => readDoc('/proc/loadavg').split(' ').slice(0, 3).join(' ');
let postgres;
let server;
let results;
try {
  if (database.kind === 'postgres') postgres = await createPostgresDatabase('vs_bench_sd');
  server = await startPinnedServer({
    cpu: SERVER_CPU,
    port,
    databaseUrl: postgres?.url,
    dataDir: join(work, 'data'),
    smtpPort,
    logFile,
    cpuProfDir,
    trustProxy: false,
    nodeFlags,
  });
  const origin = `http://127.0.0.1:${port}`;
  const client = await loggedInMember(origin, 'screen-data');
  const jar = client.cookiesForBrowser();
  const cookie = jar.map(({ name, value }) => `${name}=${value}`).join('; ');
  const { email } = await client.expectOk('GET', '/dev/fixtures/floor');
  const kinds = [
    { name: 'floor', label: 'floor: session + account (member)', path: '/dev/fixtures/floor', cookie },
    { name: 'mypage', label: '/mypage screen data (member)', path: screenDataPath('/mypage', ''), cookie },
    { name: 'plans', label: '/plans screen data (guest, no cookie)', path: screenDataPath('/plans', '') },
    { name: 'html', label: '/plans HTML shell (guest, no cookie)', path: '/plans' },
  ];
  /** @type {Map<string, any[]>} */
  const runs = new Map(kinds.map((kind) => [kind.name, []]));
  const rowsBefore = postgres ? await sessionRows(postgres.url) : null;
  const slice = settings.measureMs / settings.rounds;
  const loadAverages = [loadAverage()];
  for (let round = 0; round < settings.rounds; round += 1) {
    // ABBA order: a drift in the machine's load weighs on every kind alike.
    for (const kind of round % 2 === 0 ? kinds : [...kinds].reverse()) {
      runs.get(kind.name)?.push(
        await runPinned(LOAD_CPU, 'screen-data-load.mjs', {
          ...settings,
          warmupMs: round === 0 ? settings.warmupMs : settings.roundWarmupMs,
          measureMs: slice,
          origin,
          path: kind.path,
          cookie: kind.cookie ?? null,
          check: kind.name,
          email,
          serverPid: server.pid,
          databaseName: postgres?.name,
          clockTicks,
        }),
      );
    }
  }
  loadAverages.push(loadAverage());
  const rowsAfter = postgres ? await sessionRows(postgres.url) : null;
  results = {
    kinds: kinds.map((kind) => ({ ...kind, result: summarize(runs.get(kind.name) ?? []) })),
    // Only the member's own session existed before; the member's requests write none (a touch updates).
    sessionRowsWritten: rowsBefore === null || rowsAfter === null ? null : rowsAfter - rowsBefore,
    loadAverages,
  };
} catch (error) {
  console.error(`bench:screen-data: ${error instanceof Error ? error.message : error} (server log: ${logFile})`);
} finally {
  await server?.stop();
  await postgres
    ?.drop()
    .catch((error) => console.error(`bench:screen-data: could not drop ${postgres.name}: ${error.message}`));
  catcher.close();
  if (results) rmSync(work, { recursive: true, force: true });
}
if (!results) process.exit(2);

const fixed = (n, digits = 0) => (n === null ? 'n/a' : n.toFixed(digits));
const percent = (share) => `${fixed(share * 100)} %`;
const target = TARGETS[database.kind];
const resultOf = (name) => {
  const found = results.kinds.find((kind) => kind.name === name);
  if (!found) throw new Error(`no ${name} results`);
  return found.result;
};
const floor = resultOf('floor');
const mypage = resultOf('mypage');
const rows = results.kinds.map(({ label, result: r }) =>
  [
    label,
    fixed(r.perSecond),
    fixed(r.perSecond / floor.perSecond, 2),
    r.count,
    fixed(r.p50Ms, 2),
    fixed(r.p95Ms, 2),
    percent(r.cpuShare),
    fixed(r.perCpuSecond),
    r.databaseCpuMsPerStep === null ? 'in the server' : fixed(r.databaseCpuMsPerStep, 3),
  ].join(' | '),
);
const written = results.sessionRowsWritten;
// Below this share of CPU 0 other work on the machine took the rest: then the rate per CPU-second
// of the server (what a whole core would serve) is judged instead of the wall-clock rate.
const QUIET_SHARE = 0.8;
const quiet = mypage.cpuShare >= QUIET_SHARE;
const judged = quiet ? mypage.perSecond : mypage.perCpuSecond;
const passed = judged >= target && (written === null || written === 0);
const rowsWritten =
  written === null ? 'not counted (PGlite is inside the server; the server specs count them)' : String(written);
const table = [
  '| measured | per second | ÷ floor | count | p50 ms | p95 ms | CPU 0 share | per CPU-second | database CPU ms each |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map((row) => `| ${row} |`),
  '',
  `/mypage: ${fixed(mypage.perSecond)}/s, ${fixed(mypage.perCpuSecond)} per CPU-second of the server ` +
    `(judged: ${quiet ? 'per second' : `per CPU-second, CPU 0 share under ${percent(QUIET_SHARE)}`}; ` +
    `target ≥ ${target}); session rows written by the cookieless views: ${rowsWritten}` +
    ` → **${passed ? 'pass' : 'FAIL'}**`,
].join('\n');
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const details = `### ${database.label}

${databasePlace(database, SERVER_CPU)}; measured ${when} UTC on ${machine()}; \
load average ${results.loadAverages.join(' → ')}; ${settings.concurrency} keep-alive connections from CPU ${LOAD_CPU}, \
${settings.measureMs / 1000} s of each kind in ${settings.rounds} rounds.

${table}`;
console.log(`\n${details}\n`);
if (nodeFlags.length > 0) {
  console.log(`An experiment (--node-flag ${nodeFlags.join(' ')}): docs/performance.md left as it is`);
} else {
  const file = join(root, 'docs/performance.md');
  const text = readDoc(file);
  const name = `screen-data-throughput:${database.kind}`;
  writeFileSync(
    file,
    markedBlock(text, name) === null
      ? `${text.trim()}\n\n${marked(name, details)}\n`
      : withMarkedBlock(text, name, details),
  );
  console.log(`Wrote the ${database.label} block of the "Screen data throughput" section of docs/performance.md`);
}
if (cpuProfDir) console.log(`Server CPU profile: ${cpuProfDir}`);
if (!passed) process.exit(1);
