#!/usr/bin/env node
// `npm run bench:oidc`: authorization-code round trips per second on one core,
// beside the bare Fastify hello-world on the same core in the same run.
//
// Builds nothing (run `npx nx run server:build` first). Starts dist/apps/server/main.mjs pinned to
// CPU 0 on a fresh embedded database (PGlite, inside the server process: its work counts on CPU 0),
// and a Fastify server with one 'hello world' route on the same CPU. Clients on CPU 1, each a member's
// browser with a live site session and a grant to demo-spa (consent given once through the real
// calls), run round trips back to back: GET /oidc-op/auth (must answer the callback with a code at
// once) → POST /oidc-op/token (must answer an access and an ID token). Anything else ends the run, so
// every counted round trip got its tokens; the count is printed beside the rate. Rounds alternate
// (ABBA) with the hello-world load. Prints a table and rewrites the "OIDC round trips" part of
// docs/performance.md; exit 1 without the build or taskset, 2 when the run failed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { summarize } from './closed-loop.mjs';
import { writeMarkedSection } from './doc-section.mjs';
import { startPinnedServer } from './login-server.mjs';
import { runPinned, startPinnedListener } from './pinned.mjs';
import { freePort } from './server.mjs';

const SERVER_CPU = 0;
const LOAD_CPU = 1;
const settings = { concurrency: 4, warmupMs: 3_000, measureMs: 8_000, rounds: 4, roundWarmupMs: 1_000 };
const root = resolve(import.meta.dirname, '../..');

if (!existsSync(join(root, 'dist/apps/server/main.mjs'))) {
  console.error('bench:oidc: dist/apps/server/main.mjs is missing; build it first with `npx nx run server:build`');
  process.exit(1);
}
try {
  execFileSync('taskset', ['-c', String(LOAD_CPU), 'true']);
} catch {
  console.error(
    `bench:oidc: needs taskset and CPUs ${SERVER_CPU} and ${LOAD_CPU} (this machine has ${availableParallelism()})`,
  );
  process.exit(1);
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const work = mkdtempSync(join(tmpdir(), 'vs-bench-oidc-'));
const logFile = join(work, 'server.log');
// The member is made by the development fixture call (the demo mode allows it).
process.env.DEV_FIXTURES = '1';
let server;
let hello;
let results;
try {
  const port = await freePort();
  server = await startPinnedServer({
    cpu: SERVER_CPU,
    port,
    databaseUrl: undefined, // the embedded database
    dataDir: join(work, 'data'),
    smtpPort: await freePort(), // no mail is sent; nothing listens there
    logFile,
    cpuProfDir: undefined,
    trustProxy: false,
  });
  const helloPort = await freePort();
  hello = await startPinnedListener(SERVER_CPU, 'hello-server.mjs', String(helloPort), 'the hello-world server');
  const slice = settings.measureMs / settings.rounds;
  const oidcRuns = [];
  const helloRuns = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const common = { ...settings, measureMs: slice, clockTicks };
    const warmupMs = round === 0 ? settings.warmupMs : settings.roundWarmupMs;
    const trips = async () =>
      oidcRuns.push(
        await runPinned(LOAD_CPU, 'oidc-load.mjs', {
          ...common,
          warmupMs,
          origin: `http://127.0.0.1:${port}`,
          serverPid: server.pid,
        }),
      );
    const bare = async () =>
      helloRuns.push(
        await runPinned(LOAD_CPU, 'hello-load.mjs', {
          ...common,
          warmupMs,
          origin: `http://127.0.0.1:${helloPort}`,
          serverPid: hello.pid,
        }),
      );
    if (round % 2 === 0) await trips().then(bare);
    else await bare().then(trips);
  }
  results = { trips: summarize(oidcRuns), hello: summarize(helloRuns) };
} catch (error) {
  console.error(`bench:oidc: ${error instanceof Error ? error.message : error} (server log: ${logFile})`);
} finally {
  hello?.stop();
  await server?.stop();
  if (results) rmSync(work, { recursive: true, force: true });
}
if (!results) process.exit(2);

const { trips, hello: bare } = results;
const ms = (value) => (value === null ? '—' : value.toFixed(1));
const row = (label, r) =>
  `| ${label} | ${r.count} | ${r.seconds.toFixed(1)} | ${r.perSecond.toFixed(1)} | ${r.perCpuSecond.toFixed(1)} | ` +
  `${(100 * r.cpuShare).toFixed(0)} % | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} |`;
const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node} (runner)`;
const table = [
  '| on CPU 0 | counted (all with tokens) | seconds | per second | per CPU-second | CPU 0 share | p50 ms | p95 ms |',
  '|---|---|---|---|---|---|---|---|',
  row(`authorization-code round trips (authorize → code → token, ${settings.concurrency} clients)`, trips),
  row(`bare Fastify hello-world (GET /, ${settings.concurrency} clients)`, bare),
].join('\n');
const ratio = trips.perSecond / bare.perSecond;
// Below this share of CPU 0 a server waited for its clients (one load process on CPU 1), so its
// wall-clock rate says more about the load than about the server; the per-CPU-second rate does not.
const BUSY_SHARE = 0.8;
const loadBound = [trips, bare].some((r) => r.cpuShare < BUSY_SHARE);
const summary =
  `Round trips reach ${(100 * ratio).toFixed(1)} % of the bare Fastify rate ` +
  `(${(100 * (trips.perCpuSecond / bare.perCpuSecond)).toFixed(2)} % per CPU-second of the server).` +
  (loadBound
    ? ` A server below ${100 * BUSY_SHARE} % of CPU 0 waited for the clients on CPU 1: compare the per-CPU-second` +
      ' column, what one round trip or one hello costs the server.'
    : '');
console.log(`OIDC round trips on one core (${machine})\n\n${table}\n\n${summary}\n`);
writeMarkedSection(
  join(root, 'docs/performance.md'),
  'oidc',
  [
    '## OIDC round trips (`npm run bench:oidc`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}: the production server build (demo mode, ` +
      'embedded PGlite inside the server process) pinned to CPU 0, the clients on CPU 1, ' +
      `${settings.measureMs / 1000} s of each kind in ${settings.rounds} alternating rounds. Each client is a member ` +
      'with a live site session and a grant to demo-spa; a round trip is `GET /oidc-op/auth` (answered at once ' +
      'with a code for the callback) and the code exchanged at `POST /oidc-op/token` (an access and an ID token). ' +
      'A round trip without tokens ends the run, so every counted one got them.',
    '',
    table,
    '',
    summary,
  ].join('\n'),
);
console.log('Wrote the "OIDC round trips" section of docs/performance.md');
