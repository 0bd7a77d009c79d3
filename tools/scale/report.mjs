// The run's verdicts and figures: printed lines, and the "Several processes" section of
// docs/performance.md (with --record).
import { machine } from '../bench/login-report.mjs';
import { writeMarkedSection } from '../bench/doc-section.mjs';
import { GUESSES } from './limits.mjs';

const perProcess = (counts) =>
  Object.entries(counts)
    .map(([where, count]) => `${where.replace('127.0.0.1:', ':')} ${count}`)
    .join(', ') || 'none';

const rate = ({ perSecond, count, seconds }) => `${perSecond.toFixed(1)}/s (${count} in ${seconds} s)`;
const cores = (share) => (share === null ? 'n/a' : `${share.toFixed(2)}`);

/**
 * Every check as [passed, line]. `run` holds what scale.mjs gathered; `processes` the number N.
 */
export function verdicts(run) {
  const { log, accounts, sessions, limits, spread, cleanups, processes } = run;
  const spreadOver = (counts) => Object.keys(counts).length === processes;
  return [
    [log.failures.length === 0, `requests: ${log.total} sent, ${log.failures.length} failed`],
    [
      spreadOver(spread.mixed),
      `mixed load (sign-up with the mailed PIN, My Page, wrong and right passwords, profile edit) answered by ` +
        perProcess(spread.mixed),
    ],
    [
      accounts.missing === 0 &&
        accounts.duplicated === 0 &&
        accounts.found === accounts.expected &&
        accounts.stale === 0,
      `accounts: ${accounts.expected} signed up, ${accounts.found} found, ${accounts.missing} missing, ` +
        `${accounts.duplicated} duplicated or unexpected, ${accounts.stale} without their last profile edit`,
    ],
    [
      sessions.every((session) => session.ok),
      'session made through the proxy, sent to each process: ' +
        sessions.map((s) => `:${s.port} ${s.ok ? 'ok' : 'REFUSED'}`).join(', '),
    ],
    ...['account', 'address'].map((kind) => {
      const { tried, refused, limit } = limits[kind];
      const what = kind === 'account' ? 'one account from 50 addresses' : 'one address at 50 identifiers';
      return [
        tried <= limit && spreadOver(spread[kind]),
        `guess limit per ${kind}: ${GUESSES} wrong passwords at once` +
          ` (${what}; answered by ${perProcess(spread[kind])}): ` +
          `${tried} tried (limit ${limit}), ${refused} refused`,
      ];
    }),
    [
      cleanups.length > 0 && cleanups.every((c) => c.runs > 0 && c.overlaps === 0 && c.runs <= c.allowed),
      `cleanups (${run.cleanupIntervalSeconds} s interval, ${Math.round(run.cleanupSeconds)} s): ` +
        (cleanups
          .map(
            (c) =>
              `${c.cleanup} ${c.runs} runs [${perProcess(c.perProcess)}], ${c.overlaps} overlapping, ≤ ${c.allowed}`,
          )
          .join('; ') || 'none ran'),
    ],
  ];
}

/** The throughput table in Markdown: one row per process count. */
export function throughputTable(throughput) {
  return [
    '| processes | logins/s | p50 / p95 | servers / database CPU (cores) |' +
      ' My Page screen data/s | p50 / p95 | servers / database CPU (cores) |',
    '|---|---|---|---|---|---|---|',
    ...throughput.map(
      ({ processes, logins, screenData }) =>
        `| ${processes} | ${rate(logins)} | ${logins.p50Ms?.toFixed(0)} / ${logins.p95Ms?.toFixed(0)} ms | ` +
        `${cores(logins.cpuShare)} / ${cores(logins.databaseCpuShare)} | ` +
        `${rate(screenData)} | ${screenData.p50Ms?.toFixed(1)} / ${screenData.p95Ms?.toFixed(1)} ms | ` +
        `${cores(screenData.cpuShare)} / ${cores(screenData.databaseCpuShare)} |`,
    ),
  ].join('\n');
}

/** Rewrites the tool's part of docs/performance.md with this run. */
export function recordSection(file, run, checks) {
  writeMarkedSection(
    file,
    'scale',
    [
      '## Several processes behind nginx',
      '',
      `\`npm run scale -- --processes=${run.processes} --members=${run.members} --seconds=${run.seconds} --record\`` +
        ` on ${new Date().toISOString().slice(0, 10)}: ${machine()}; ${run.nginx};` +
        ` PostgreSQL ${run.postgres} on the same` +
        ` machine. ${run.concurrency} clients at a time, each from a loopback address of its own, through nginx` +
        ` (tools/scale/nginx/account-site.conf). The figures with 1 process go through the same nginx with one` +
        ' server line. The load generator, nginx, PostgreSQL and the processes share the machine' +
        ` (load average ${run.loadAverage.toFixed(1)} when the run began): compare rows of one run, not runs.` +
        ' CPU in cores over the measured time: the server processes of the row, and the backends of its database.',
      '',
      throughputTable(run.throughput),
      '',
      'Checks of the same run:',
      '',
      ...checks.map(([passed, line]) => `- ${passed ? 'ok' : 'FAILED'}: ${line}`),
    ].join('\n'),
  );
}
