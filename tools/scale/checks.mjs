// What must hold after the load: every account once, a session good on every process, and each
// periodic cleanup on one process at a time.
import pg from 'pg';
import { screenDataPath } from '../bench/contract.mjs';
import { BenchClient } from '../bench/bench-client.mjs';
import { logEntries } from './servers.mjs';

/**
 * Each signed-up e-mail is one account, holding the member's last profile edit; no other account
 * with the tool's addresses exists. Answers { expected, found, missing, duplicated, stale }.
 */
export async function checkAccounts(databaseUrl, members) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select lower(email) as email, count(*)::int as count, max(nickname) as nickname
       from accounts where email like 'bench-%@example.com' group by lower(email)`,
    );
    const stored = new Map(rows.map((row) => [row.email, row]));
    const wanted = new Set(members.map((member) => member.identifier.toLowerCase()));
    return {
      expected: members.length,
      found: rows.length,
      missing: members.filter((member) => !stored.has(member.identifier.toLowerCase())).length,
      duplicated: rows.filter((row) => row.count > 1 || !wanted.has(row.email)).length,
      stale: members.filter((member) => {
        const row = stored.get(member.identifier.toLowerCase());
        return row && row.nickname !== member.nickname;
      }).length,
    };
  } finally {
    await client.end();
  }
}

/**
 * The session `member.browser` holds (logged in through the proxy) sent straight to each process:
 * each must answer the member's My Page. Answers [{ port, ok }].
 */
export async function checkSessionOnEveryProcess(member, servers) {
  const cookie = member.browser
    .cookiesForBrowser()
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  return Promise.all(
    servers.map(async ({ port }) => {
      const direct = new BenchClient(`http://127.0.0.1:${port}`);
      const answer = await direct.request('GET', screenDataPath('/mypage'), undefined, { cookie });
      return { port, ok: answer.status === 200 && answer.body?.contactEmail === member.identifier };
    }),
  );
}

/**
 * The 'cleanup ran' lines of every process's log (database clock): per cleanup, its runs in start
 * order must not overlap, and over `seconds` there may be no more than one run per interval.
 * Answers [{ cleanup, runs, perProcess, overlaps, allowed }].
 */
export function checkCleanups(servers, intervalSeconds, seconds) {
  const runs = servers.flatMap(({ port, logFile }) =>
    logEntries(logFile, 'cleanup ran').map((entry) => ({
      port,
      cleanup: entry.cleanup,
      start: Date.parse(entry.startedAt),
      end: Date.parse(entry.finishedAt),
    })),
  );
  const names = [...new Set(runs.map((run) => run.cleanup))].sort();
  return names.map((cleanup) => {
    const mine = runs.filter((run) => run.cleanup === cleanup).sort((a, b) => a.start - b.start);
    const overlaps = mine.slice(1).filter((run, i) => run.start < mine[i].end).length;
    const perProcess = Object.fromEntries(
      servers.map(({ port }) => [port, mine.filter((r) => r.port === port).length]),
    );
    return { cleanup, runs: mine.length, perProcess, overlaps, allowed: Math.floor(seconds / intervalSeconds) + 1 };
  });
}
