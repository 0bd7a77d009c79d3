#!/usr/bin/env node
// `npm run bench:memory`: the server's memory as a host sees it. Builds nothing (run
// `npx nx run server:build` first). Starts dist/apps/server/main.mjs twice, on a PostgreSQL database of
// its own (created, dropped afterwards) and on the embedded PGlite in a fresh data folder, and reads
// /proc/<pid>/status: RSS once it serves, the peak so far (VmHWM: migration and seed included), then
// RSS and the peak after real requests: a member signed up through the real calls (the common-password
// list loads), a login from a public address (the country database loads for the login history),
// and My Page's screen data, checked to be that member's. Prints a table and rewrites the "Memory"
// part of docs/performance.md (the default run only). Exit status: 1 without the build, 2 when a run failed.
// Each server gets the node flags `npm start` gives it on its database (`--liftoff-only` on PGlite).
// `-- --database=postgres` or `-- --database=pglite` runs one of the two; `-- --node-flag=<flag>`
// (repeatable) adds a Node or V8 flag after those, e.g. `--node-flag=--no-liftoff-only`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BenchClient } from './bench-client.mjs';
import { devMailbox } from './bench-member.mjs';
import { endpoints, screenDataPath } from './contract.mjs';
import { writeMarkedSection } from './doc-section.mjs';
import { createPostgresDatabase } from './login-database.mjs';
import { signUpMember } from './login-member.mjs';
import { freePort, startServer } from './server.mjs';

const TARGETS = { postgresRssMb: 200, pglitePeakMb: 600 };
/** Public (documentation-free) addresses, so the login history looks the country up. */
const PUBLIC_ADDRESS = '1.1.1.1';
/** After the requests: background work they started (compilation, mail) has time to show. */
const SETTLE_MS = 5_000;

const root = resolve(import.meta.dirname, '../..');
if (!existsSync(join(root, 'dist/apps/server/main.mjs'))) {
  console.error('bench:memory: dist/apps/server/main.mjs is missing; build it first with `npx nx run server:build`');
  process.exit(1);
}
const only = process.argv.find((arg) => arg.startsWith('--database='))?.slice('--database='.length);
if (only !== undefined && only !== 'postgres' && only !== 'pglite') {
  console.error(`bench:memory: --database must be postgres or pglite, got "${only}"`);
  process.exit(2);
}
const nodeFlags = process.argv.filter((arg) => arg.startsWith('--node-flag=')).map((arg) => arg.slice(12));

/** VmRSS and VmHWM of `pid` in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** A sign-up, a login from a public address and My Page's data; throws unless each is the real thing. */
async function realRequests(origin) {
  const signUp = new BenchClient(origin);
  const member = await signUpMember(origin, devMailbox(signUp), signUp);
  const browser = new BenchClient(origin);
  await browser.expectOk('GET', endpoints.rootScreenData.path);
  const login = await browser.request(
    'POST',
    endpoints.login.path,
    { emailUserId: member.identifier, password: member.password, loginMethod: 'Password' },
    { 'x-forwarded-for': PUBLIC_ADDRESS },
  );
  if (login.status !== 200 || login.body?.redirectTo !== '/mypage')
    throw new Error(`the login answered ${login.status} ${JSON.stringify(login.body)}, not a full login to /mypage`);
  const mypage = await browser.expectOk('GET', screenDataPath('/mypage'));
  if (!JSON.stringify(mypage).includes(member.identifier))
    throw new Error(`/mypage's screen data does not show the member's e-mail: ${JSON.stringify(mypage).slice(0, 300)}`);
}

/** One server on `database`: its memory once serving and after the real requests. */
async function measure(database) {
  const work = mkdtempSync(join(tmpdir(), 'vs-bench-memory-'));
  const postgres = database === 'postgres' ? await createPostgresDatabase('vs_bench_memory') : null;
  let server;
  try {
    const port = await freePort();
    const started = Date.now();
    server = await startServer({
      root,
      port,
      dataDir: join(work, 'data'),
      // A busy machine boots slowly; the figure is memory, not time.
      waitMs: 300_000,
      nodeFlags,
      env: { DATABASE_URL: postgres?.url ?? '', TRUST_PROXY: '1', SMTP_URL: '' },
    });
    const bootSeconds = (Date.now() - started) / 1000;
    const booted = memoryOf(server.pid);
    await realRequests(`http://127.0.0.1:${port}`);
    await new Promise((settle) => setTimeout(settle, SETTLE_MS));
    const used = memoryOf(server.pid);
    return { database, bootSeconds, booted, used, nodeFlags: server.nodeFlags };
  } finally {
    await server?.stop();
    await postgres
      ?.drop()
      .catch((error) => console.error(`bench:memory: could not drop ${postgres.name}: ${error.message}`));
    rmSync(work, { recursive: true, force: true });
  }
}

const loadBefore = loadavg();
const results = [];
try {
  for (const database of only ? [only] : ['postgres', 'pglite']) results.push(await measure(database));
} catch (error) {
  console.error(`bench:memory: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
const loadAfter = loadavg();

const names = { postgres: 'PostgreSQL', pglite: 'PGlite (embedded, fresh data folder)' };
const label = (result) =>
  result.nodeFlags.length > 0
    ? `${names[result.database]}, node ${result.nodeFlags.join(' ')}`
    : names[result.database];
const target = (result) =>
  result.database === 'postgres'
    ? `RSS after boot ≤ ${TARGETS.postgresRssMb} MB: ${result.booted.rssMb <= TARGETS.postgresRssMb ? 'pass' : 'FAIL'}`
    : `peak ≤ ${TARGETS.pglitePeakMb} MB: ${result.used.peakMb <= TARGETS.pglitePeakMb ? 'pass' : 'FAIL'}`;
const table = [
  '| database | serving after | RSS after boot | peak by then | RSS after requests | peak at the end | target |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${label(r)} | ${r.bootSeconds.toFixed(1)} s | ${r.booted.rssMb} MB | ${r.booted.peakMb} MB | ` +
      `${r.used.rssMb} MB | ${r.used.peakMb} MB | ${target(r)} |`,
  ),
].join('\n');
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
const machine =
  `${availableParallelism()} CPUs, Node ${process.versions.node}, ` +
  `load average ${load(loadBefore)} before, ${load(loadAfter)} after`;
console.log(`Server memory (${machine})\n\n${table}\n`);

// Only the default run (both databases, no flag) is the recorded figure.
if (only || nodeFlags.length > 0) process.exit(0);
const date = new Date().toISOString().slice(0, 10);
writeMarkedSection(
  join(root, 'docs/performance.md'),
  'memory',
  `## Memory (\`npm run bench:memory\`)

Measured by \`npm run bench:memory\` (tools/bench/memory.mjs) on ${date}:
${machine}.

${table}

- Each server is \`dist/apps/server/main.mjs\` in production mode with \`DEMO=1\`, started alone with
  the node flags \`npm start\` gives it on that database (named in the table; serverNodeFlags in
  libs/shared/testing); the figures are /proc/<pid>/status: VmRSS, and VmHWM, the most RSS the
  process has had so far.
- "after boot": as soon as the server answers root screen data (migrations and seed done).
  "after requests": a member signed up through the real calls (the common-password list loads),
  a login from a public address (\`X-Forwarded-For: ${PUBLIC_ADDRESS}\`, TRUST_PROXY=1: the country
  database loads for the login history), My Page's screen data checked to show the member, then
  ${SETTLE_MS / 1000} s for background work the requests started.
- Targets: RSS after boot ≤ ${TARGETS.postgresRssMb} MB on PostgreSQL; a peak
  ≤ ${TARGETS.pglitePeakMb} MB on the embedded database, read at the end so that it includes
  everything the boot set going.`,
);
console.log('Wrote the "Memory" section of docs/performance.md');
