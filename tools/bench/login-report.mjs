// The login benchmark's tables on stdout and its section of docs/performance.md: one summary row
// and one block of details per database, so a run on one database keeps the other's figures.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { marked, markedBlock, readDoc, withMarkedBlock } from './doc-section.mjs';

const fixed = (n, digits = 1) => (n === null ? 'n/a' : n.toFixed(digits));
const percent = (share) => `${fixed(share * 100, 0)} %`;
const section = 'login-throughput';
/** The order of the rows and blocks in the document. */
const databaseKinds = ['postgres', 'pglite'];

/**
 * `rows`: { label, result, databaseNote } with summarize's figures (`databaseNote` stands in the
 * database CPU column when that was not measured); `ratios`: the wall-clock, each round's and the
 * per-CPU-second ratio; `verdict`: the result cell.
 */
export function loginTable(rows, { ratio, rounds, cpuRatio }, verdict, target) {
  return [
    '| measured | per second | count | seconds | p50 ms | p95 ms | CPU 0 share | per CPU-second | database CPU share |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ label, result: r, databaseNote }) =>
      tableRow([
        label,
        fixed(r.perSecond, 2),
        r.count,
        r.seconds,
        fixed(r.p50Ms),
        fixed(r.p95Ms),
        percent(r.cpuShare),
        fixed(r.perCpuSecond, 2),
        r.databaseCpuShare === null ? databaseNote : percent(r.databaseCpuShare),
      ]),
    ),
    '',
    '| ratio (logins/s ÷ bare verifies/s) | each round | per CPU-second | target | result |',
    '|---|---|---|---|---|',
    tableRow([
      ratio.toFixed(3),
      rounds.map((r) => r.toFixed(2)).join(', '),
      cpuRatio.toFixed(3),
      `≥ ${target}`,
      verdict,
    ]),
  ].join('\n');
}

/** One Markdown table row of `cells`. */
const tableRow = (cells) => `| ${cells.join(' | ')} |`;

/** The summary row of one database; its first cell starts with the database's label. */
export function summaryRow({ database, logins, bare, ratio, cpuRatio, verdict }) {
  const where =
    database.kind === 'postgres'
      ? `${database.label} ${database.version}, own processes, unpinned`
      : `${database.label}, inside the server on CPU 0`;
  return tableRow([
    where,
    new Date().toISOString().slice(0, 10),
    fixed(logins.perSecond, 2),
    fixed(bare.perSecond, 2),
    ratio.toFixed(3),
    cpuRatio.toFixed(3),
    `${percent(logins.cpuShare)} / ${percent(bare.cpuShare)}`,
    fixed(1000 / logins.perCpuSecond, 1),
    logins.databaseCpuMsPerStep === null ? 'in the server' : fixed(logins.databaseCpuMsPerStep, 1),
    verdict,
  ]);
}

/** Where the database of `database` (chooseDatabase's answer) ran, in words. */
export function databasePlace(database, serverCpu) {
  return database.kind === 'postgres'
    ? `${database.label} ${database.version} at 127.0.0.1:5432, a fresh database, in its own processes, not pinned`
    : `${database.label}, embedded in the server process on CPU ${serverCpu}`;
}

/** The block of one database's run in the document: where, when, how, and its tables. */
export function databaseDetails({ database, serverCpu, spreadAddresses, table }) {
  const heading = database.kind === 'postgres' ? 'the production shape: the target applies' : 'for information';
  const addresses = spreadAddresses
    ? 'with `--spread-addresses` (one client address per login)'
    : 'every login from 127.0.0.1';
  return `### ${database.label} (${heading})

${databasePlace(database, serverCpu)}; measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; ${addresses}.

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
export function writeLoginSection(file, { database, row, details, settings, quietShare, target }) {
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
  writeFileSync(file, withMarkedBlock(text, section, sectionText({ rows, blocks, settings, quietShare, target })));
}

function sectionText({ rows, blocks, settings, quietShare, target }) {
  return `## Login throughput

Measured by \`npm run bench:login\` (tools/bench/login-throughput.mjs), once per database.

Target: password logins per second on one core at least ${target} of the bare argon2id verification rate
of the same library on the same core in the same run (issue 9; a well-known TypeScript auth framework
measured 0.65 on this kind of machine, a bare route that only looks the user up, verifies and sets a
cookie 0.82). **The target applies to the PostgreSQL row**, the production shape: there the server
talks to PostgreSQL over DATABASE_URL and the database's work runs in processes of its own, which
the benchmark leaves unpinned (on either core; in production often on another machine), so it is
not in the ratio; its CPU per login is shown beside it. The PGlite row is for information: the
embedded database runs inside the server process, so its work counts on the server's one core.

| database | measured on | logins/s | bare verifies/s | ratio | per CPU-second ratio | \
CPU 0 share (logins / bare) | server CPU ms per login | database CPU ms per login | result |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${blocks.join('\n\n')}

### Method
- **Server:** the production build \`dist/apps/server/main.mjs\` (\`npx nx run server:build\`),
  NODE_ENV=production, pinned to CPU 0 with \`taskset -c 0\`; its mail goes over SMTP to the e2e mail
  catcher (libs/shared/testing). It migrates and seeds its database on start.
- **Database:** \`--database=postgres\` (the default when PostgreSQL answers at 127.0.0.1:5432): a
  fresh database \`vs_bench_<pid>\` created there for the run and dropped after it, given to the server
  as DATABASE_URL; PostgreSQL is not pinned. \`--database=pglite\` (the default without PostgreSQL):
  the server's embedded PGlite in a temporary DATA_DIR, inside the server process.
- **Member:** made through the real sign-up calls (policy, e-mail, the PIN read from the mail, form),
  so its hash is the server's own (argon2id m=19456 KiB, t=2, p=1, from password-hasher.ts).
- **Logins:** ${settings.concurrency} clients on CPU 1 (\`taskset -c 1\`), each one cookie jar: \
the CSRF cookie from root
  screen-data once, then \`POST /login\` (e-mail and the right password) back to back, following the
  rotated session and CSRF cookies. Any answer but 200 (a 429 from the guessing limits included)
  stops the run with an error.
- **Client addresses:** every login from 127.0.0.1, or with \`--spread-addresses\` (said per database
  above) the server trusts X-Forwarded-For (TRUST_PROXY=1) and every login comes from an address of
  its own in 198.18.0.0/15 (RFC 2544's benchmarking range): for a server whose per-address guessing
  limit counts successful logins as tries and refuses the 31st login from one address. The limit's
  rows are still claimed for every login, so its cost is in the figure.
- **Bare rate:** \`verify(hash, password)\` of @node-rs/argon2 in a child process on CPU 0, the same
  concurrency, a hash made with the server's parameters.
- **Timing:** ${settings.measureMs / 1000} s measured of each, in ${settings.rounds} rounds of \
${settings.measureMs / settings.rounds / 1000} s that alternate logins and
  bare verifies in ABBA order, each after ${settings.roundWarmupMs / 1000} s of warm-up \
(${settings.warmupMs / 1000} s before the first logins), so a change
  in the shared machine's load weighs on both figures alike; "each round" shows how much it moved.
  Counted: steps finishing inside the measured window; p50/p95 are their latencies.
- **CPU 0 share** is the CPU time of the server process (logins) or the verifier process (bare)
  over the measured time, all threads; a share well under 100 % means something else ran on CPU 0
  or the load did not keep it busy. **Per CPU-second** divides by that CPU time instead of the wall
  clock: the ratio of those is the same comparison with the machine's other load taken out. The
  target applies to the wall-clock ratio while both processes had at least ${quietShare * 100} % of CPU 0;
  on a busier machine the wall-clock ratio follows whichever process the scheduler favoured, and the
  lower of the two ratios decides.
- **Database CPU** (PostgreSQL only) is the CPU time of the run's database backends (the processes
  PostgreSQL titles with the database's name, read from /proc) over the same window, on whichever
  core they ran: not part of the ratio, shown so the work moved off CPU 0 stays visible. PostgreSQL's
  shared background processes (WAL writer, checkpointer) are not counted.
- Run it: \`npx nx run server:build && npm run bench:login -- --spread-addresses\` (add
  \`--database=postgres\` or \`--database=pglite\` to choose); \`--cpu-prof\` also writes a V8 CPU profile
  of the server to a temporary folder and prints where. Needs two CPUs and taskset. Exit 1 below
  target on PostgreSQL or without the build, 2 when the run failed (a refused login included). Run
  it on a quiet machine: other work on CPU 0 moves the wall-clock ratio.`;
}
