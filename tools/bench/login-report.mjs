// The login benchmark's tables on stdout and its section of docs/performance.md: one summary row
// and one block of details per database, so a run on one database keeps the other's figures.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { serverNodeFlags } from '#vs/testing/server-node-flags.mjs';
import { marked, markedBlock, readDoc, withMarkedBlock } from './doc-section.mjs';

const fixed = (n, digits = 1) => (n === null ? 'n/a' : n.toFixed(digits));
const percent = (share) => `${fixed(share * 100, 0)} %`;
const section = 'login-throughput';
/** The order of the rows and blocks in the document. */
const databaseKinds = ['postgres', 'pglite'];

/**
 * `rows`: { label, result, databaseNote } with summarize's figures (`databaseNote` stands in the
 * database CPU column when that was not measured); `ratios`: the wall-clock, each round's and the
 * per-CPU-second ratio, and the thin route's overall and each round's; `verdict`: the result cell.
 */
export function loginTable(rows, { ratio, rounds, cpuRatio, thinRatio, thinRounds }, verdict, target) {
  return [
    '| measured | per second | count | seconds | p50 ms | p99 ms | CPU 0 share | per CPU-second |' +
      ' main thread CPU ms each | database CPU share |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ label, result: r, databaseNote }) =>
      tableRow([
        label,
        fixed(r.perSecond, 2),
        r.count,
        fixed(r.seconds),
        fixed(r.p50Ms),
        fixed(r.p99Ms),
        percent(r.cpuShare),
        fixed(r.perCpuSecond, 2),
        r.mainThreadCpuMsPerStep === null ? '—' : fixed(r.mainThreadCpuMsPerStep, 2),
        r.databaseCpuShare === null ? databaseNote : percent(r.databaseCpuShare),
      ]),
    ),
    '',
    '| ratio (logins/s ÷ bare sync-loop verifies/s) | each round | per CPU-second |' +
      " the thin route's ratio (each round) | target | result |",
    '|---|---|---|---|---|---|',
    tableRow([
      ratio.toFixed(3),
      rounds.map((r) => r.toFixed(2)).join(', '),
      cpuRatio.toFixed(3),
      `${thinRatio.toFixed(3)} (${thinRounds.map((r) => r.toFixed(2)).join(', ')})`,
      `≥ ${target}`,
      verdict,
    ]),
  ].join('\n');
}

/** One Markdown table row of `cells`. */
const tableRow = (cells) => `| ${cells.join(' | ')} |`;

/** The summary row of one database; its first cell starts with the database's label. */
export function summaryRow({ database, logins, bare, ratio, cpuRatio, thinRatio, verdict }) {
  const where =
    database.kind === 'postgres'
      ? `${database.label} ${database.version}, own processes, unpinned`
      : `${database.label}, inside the server on CPU 0`;
  return tableRow([
    where,
    new Date().toISOString().slice(0, 10),
    fixed(bare.perSecond, 2),
    fixed(logins.perSecond, 2),
    `${fixed(logins.p50Ms)} / ${fixed(logins.p99Ms)}`,
    ratio.toFixed(3),
    cpuRatio.toFixed(3),
    thinRatio.toFixed(3),
    `${percent(logins.cpuShare)} / ${percent(bare.cpuShare)}`,
    fixed(1000 / logins.perCpuSecond, 1),
    fixed(logins.mainThreadCpuMsPerStep, 2),
    logins.databaseCpuMsPerStep === null ? 'in the server' : fixed(logins.databaseCpuMsPerStep, 1),
    verdict,
  ]);
}

/** Where the database of `database` (chooseDatabase's answer) ran, in words. */
export function databasePlace(database, serverCpu) {
  return database.kind === 'postgres'
    ? `${database.label} ${database.version} at 127.0.0.1:5432, a fresh database, in its own processes, not pinned`
    : `${database.label}, embedded in the server process on CPU ${serverCpu} (node ${serverNodeFlags({}).join(' ')})`;
}

/** The block of one database's run in the document: where, when, how, and its tables. */
export function databaseDetails({ database, serverCpu, spreadAddresses, table, loadAverage }) {
  const heading = database.kind === 'postgres' ? 'the production shape' : 'the embedded database';
  const addresses = spreadAddresses
    ? 'with `--spread-addresses` (one client address per login)'
    : 'every login from 127.0.0.1';
  return `### ${database.label} (${heading})

${databasePlace(database, serverCpu)}; measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; \
${addresses}; load average ${loadAverage} when the run ended.

${table}`;
}

export function machine() {
  const list = cpus();
  const speed = list[0]?.speed ? ` (${list[0].speed} MHz)` : '';
  return `${list.length} × ${list[0]?.model ?? 'unknown CPU'}${speed}, Node ${process.version}`;
}

/**
 * Rewrites the "Login throughput" section of `file` with this run's `row` and `details` for
 * `database`, keeping the other database's from the file; the rest of the file stays as it is.
 */
export function writeLoginSection(file, { database, row, details, settings, quietShare, targets }) {
  const text = readDoc(file);
  const previous = markedBlock(text, section) ?? '';
  const label = { postgres: 'PostgreSQL', pglite: 'PGlite' };
  const rows = databaseKinds
    .map((kind) =>
      kind === database.kind ? row : previous.split('\n').find((line) => line.startsWith(`| ${label[kind]}`)),
    )
    .filter(Boolean);
  const blocks = databaseKinds
    .map((kind) => {
      const name = `${section}:${kind}`;
      const block = kind === database.kind ? details : markedBlock(previous, name);
      return block === null ? null : marked(name, block);
    })
    .filter(Boolean);
  writeFileSync(file, withMarkedBlock(text, section, sectionText({ rows, blocks, settings, quietShare, targets })));
}

function sectionText({ rows, blocks, settings, quietShare, targets }) {
  return `## Login throughput

Measured by \`npm run bench:login\` (tools/bench/login-throughput.mjs), once per database.

Target: password logins per second on one core at least ${targets.postgres} of the bare argon2id
verification rate on PostgreSQL and ${targets.pglite} on the embedded PGlite, like for like: the denominator
is a synchronous loop of \`verifySync\` (one thread, nothing else) on the same pinned core in the same
run, printed first. Measured that way better-auth 1.7 reached 0.67 and a thin route that only looks the
user up, verifies and sets a cookie 0.85. The benchmark measures such a thin route in the same
rounds ("thin route's ratio"): the floor on the machine of the run. On PostgreSQL the database's work
runs in processes of its own, which the benchmark leaves unpinned (in production often on another
machine), so it is not in the ratio; its CPU per login is shown beside it. PGlite runs inside the server
process, so its work counts on the server's one core.

**Database work per login** (a member without a second factor, counted by
apps/server/src/modules/auth/login-statements.spec.ts on PGlite and PostgreSQL): 2 statements, each
its own transaction. Statement 1, before the password is checked: the account's lookup and both
guessing-limit claims (per client address and per account), one \`WITH … INSERT … ON CONFLICT\`.
Statement 2, after a right password: the session's rotation to a new id, the guessing-limit
settlement (the account's count forgotten, the address's try given back) and the login-history row,
one statement of data-modifying CTEs, so they commit together or not at all. Before (2026-11-27):
6 statements, 6 transactions (lookup; claim; settle; session read; session write; history insert).

| database | measured on | bare sync-loop verifies/s | logins/s | login p50 / p99 ms | ratio | \
per CPU-second ratio | thin route's ratio | CPU 0 share (logins / bare) | server CPU ms per login | \
of it, main thread | database CPU ms per login | result |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${blocks.join('\n\n')}

### Method
- **Server:** the production build \`dist/apps/server/main.mjs\` (\`npx nx run server:build\`),
  NODE_ENV=production, pinned to CPU 0 with \`taskset -c 0\`; its mail goes over SMTP to the e2e mail
  catcher (libs/shared/testing). It migrates and seeds its database on start.
- **Database:** \`--database=postgres\` (the default when PostgreSQL answers at 127.0.0.1:5432): a
  fresh database \`vs_bench_<pid>\` created there for the run and dropped after it, given to the server
  as DATABASE_URL; PostgreSQL is not pinned. \`--database=pglite\` (the default without PostgreSQL):
  the server's embedded PGlite in a temporary DATA_DIR, inside the server process, which runs with the
  embedded database's node flags as \`npm start\` gives them (serverNodeFlags, libs/shared/testing:
  \`--liftoff-only\`), and so does the thin route on PGlite. \`--node-flag=<flag>\` adds a flag after them
  (\`--node-flag=--no-liftoff-only\` undoes it) and leaves this document as it is.
- **Member:** made through the real sign-up calls (policy, e-mail, the PIN read from the mail, form),
  so its hash is the server's own (argon2id m=19456 KiB, t=2, p=1, from password-hasher.ts).
- **Logins:** ${settings.concurrency} clients on CPU 1 (\`taskset -c 1\`), each one cookie jar: \
the CSRF cookie from root
  screen-data once, then \`POST /login\` (e-mail and the right password) back to back, following the
  rotated session and CSRF cookies. Every counted answer is checked to be a full login: 200, a new
  session cookie and the account-identifier cookie set, and a return target that is not the
  second-factor step; anything else (a 429 from the guessing limits included) stops the run with an error.
- **Client addresses:** every login from 127.0.0.1, or with \`--spread-addresses\` (said per database
  above) the server trusts X-Forwarded-For (TRUST_PROXY=1) and every login comes from an address of
  its own in 198.18.0.0/15 (RFC 2544's benchmarking range): for a server whose per-address guessing
  limit counts successful logins as tries and refuses the 31st login from one address. The limit's
  rows are still claimed for every login, so its cost is in the figure.
- **Thin route:** tools/bench/thin-login-server.mjs on CPU 0 beside the server: Fastify without
  plugins or logger, \`POST /login\` reading the same member's hash with one SELECT (a table in the run's
  PostgreSQL database, or an in-memory PGlite inside that process), hashing and verifying with the
  server's own password-hasher.ts (its one-per-core argon2 gate) and setting a random session cookie;
  the same clients post to it, and every counted answer must be 200 with the cookie. Its rounds sit
  between the logins' and the bare ones'.
- **Bare rate:** \`verifySync(hash, password)\` of @node-rs/argon2 back to back in one thread of a child
  process on CPU 0 (no event loop, no thread pool), a hash made with the server's parameters: the
  most a core can verify. (Earlier, the denominator was four async verifies in flight, which
  a core runs slower than the sync loop, so the older ratios read higher.)
- **Timing:** ${settings.measureMs / 1000} s measured of each, in ${settings.rounds} rounds of \
${settings.measureMs / settings.rounds / 1000} s that alternate bare verifies, logins
  and the thin route (ABC, then CBA), each after ${settings.roundWarmupMs / 1000} s of warm-up \
(${settings.warmupMs / 1000} s before the first logins), so a change
  in the shared machine's load weighs on both figures alike; "each round" shows how much it moved.
  Counted: steps finishing inside the measured window; p50/p99 are their latencies.
- **CPU 0 share** is the CPU time of the server process (logins) or the verifier process (bare)
  over the measured time, all threads; a share well under 100 % means something else ran on CPU 0
  or the load did not keep it busy. **Per CPU-second** divides by that CPU time instead of the wall
  clock: the ratio of those is the same comparison with the machine's other load taken out. The
  target applies to the wall-clock ratio while both processes had at least ${quietShare * 100} % of CPU 0;
  on a busier machine the wall-clock ratio follows whichever process the scheduler favoured, and the
  lower of the two ratios decides.
- **Main thread CPU** is that of the server's (or thin route's) main thread alone, per login: the
  event loop's work (HTTP, validation, the statements' building and results, cookies, the log),
  apart from the thread pool's argon2 and V8's helper threads. It is the part of a login the route's
  own code decides, and moves less with the machine's other load than the rates do.
- **Database CPU** (PostgreSQL only) is the CPU time of the run's database backends (the processes
  PostgreSQL titles with the database's name, read from /proc) over the same window, on whichever
  core they ran: not part of the ratio, shown so the work moved off CPU 0 stays visible. PostgreSQL's
  shared background processes (WAL writer, checkpointer) are not counted.
- Run it: \`npx nx run server:build && npm run bench:login -- --spread-addresses\` (add
  \`--database=postgres\` or \`--database=pglite\` to choose); \`--cpu-prof\` also writes a V8 CPU profile
  of the server to a temporary folder and prints where. Needs two CPUs and taskset. Exit 1 below
  target or without the build, 2 when the run failed (a refused or half login included).
  \`--concurrency=N\` sets the number of login clients. Run it on a quiet machine: other work on CPU 0
  moves the wall-clock ratio; the load average at the end of the run is printed beside the figures.`;
}
