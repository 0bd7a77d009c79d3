import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ShapedSql } from '../../db/shaped-statement';
import { writeTogether } from '../../db/write-together';
import { loginThrottles } from '../../db/schema';
import type { ClosingAccount } from '../account-closing/account-closers';
import { keyNamesAccount } from '../rate-limit/key-names-account';

export interface ThrottleRule {
  readonly name: string;
  /** Failures allowed before any wait. */
  readonly freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  readonly baseWaitMs: number;
  readonly maxWaitMs: number;
  /** Consecutive failures after which no wait helps: only a success elsewhere (a password reset) clears the count. */
  readonly ceiling?: number;
}

/**
 * A rule counting one account's guesses (of a password, a code, a second factor). NIST SP 800-63B
 * caps consecutive failures (at most 100), so the ceiling is required, and its rows are kept until
 * a success or a password reset clears them: the stale sweep must not hand out a new hundred.
 */
export interface AccountThrottleRule extends ThrottleRule {
  readonly ceiling: number;
}

export interface ClaimedTry {
  /** This request may check the secret. */
  readonly granted: boolean;
  /** Failures counted so far, this try included when granted. */
  readonly failures: number;
  /** When refused: how long until the row's wait has passed (Retry-After); 0 when granted. */
  readonly retryAfterMs: number;
}

/** How long after the last failure the next try is allowed, given `failures` so far. */
export function waitAfter(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.baseWaitMs * 2 ** Math.min(failures - rule.freeFailures, 30), rule.maxWaitMs);
}

/**
 * One limit's row: the rule and whom it counts (an account, a client address). The subject may be
 * an SQL text expression when it is only known inside the statement (the account a login finds).
 */
export interface ThrottleClaim {
  readonly rule: ThrottleRule;
  readonly subject: string | SQL;
}

/** A claim whose subject is known before its statement runs (not decided inside it). */
export interface KnownClaim extends ThrottleClaim {
  readonly subject: string;
}

/** The row key of `subject` under `rule`: the one format every claim, settlement and clearing uses. */
const keyFor = (rule: ThrottleRule, subject: string): string => `${rule.name}:${subject}`;

const keyOf = ({ rule, subject }: ThrottleClaim): string | SQL =>
  typeof subject === 'string' ? keyFor(rule, subject) : sql`(${`${rule.name}:`} || ${subject})`;

/** The rows answered by a raw statement; both drivers (node-postgres, PGlite) put them in `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The upsert of one claim: the row from `source` (VALUES, or a SELECT that yields nothing when an
 * earlier claim was refused), or on conflict one more failure counted when the row's wait has passed.
 */
function upsertTry(rule: ThrottleRule, nonce: string | Placeholder, at: SQL, source: SQL): SQL {
  const t = loginThrottles;
  // failures past the free ones → base × 2^(n − free), capped; in milliseconds.
  const waitMs = sql`least(
    ${rule.baseWaitMs}::float8 * power(2, least(greatest(${t.failures} - ${rule.freeFailures}, 0), 30)),
    ${rule.maxWaitMs}::float8)`;
  const waited = sql`(${t.failures} < ${rule.freeFailures}
    or ${t.lastFailureAt} + make_interval(secs => ${waitMs} / 1000.0) <= ${at})`;
  const allowed = rule.ceiling === undefined ? waited : sql`(${t.failures} < ${rule.ceiling} and ${waited})`;
  return sql`insert into ${t} (key, failures, last_failure_at, last_grant, kept_until_cleared) ${source}
    on conflict (key) do update set
      failures = case when ${allowed} then ${t.failures} + 1 else ${t.failures} end,
      last_failure_at = case when ${allowed} then ${at} else ${t.lastFailureAt} end,
      last_grant = case when ${allowed} then ${nonce} else ${t.lastGrant} end
    returning last_grant, failures, last_failure_at`;
}

/** One claim's row as RETURNING answers it. */
export interface ClaimRow {
  readonly last_grant: string;
  readonly failures: number;
  readonly last_failure_at: string | Date;
}

/**
 * The claims of {@link claimTries} as the CTEs `try0`, `try1`, … of a statement (each INSERT … ON
 * CONFLICT DO UPDATE … RETURNING ClaimRow), each claimed only when the one before granted it, at
 * `at` (a timestamptz) under `nonce` (a value, or a statement's slot for one). The claims' rules are
 * written into the text.
 */
export function claimSteps(claims: readonly ThrottleClaim[], nonce: string | Placeholder, at: SQL): SQL {
  const upserts = claims.map((claim, i) => {
    const kept = sql.raw(claim.rule.ceiling === undefined ? 'false' : 'true');
    const source =
      i === 0
        ? sql`values (${keyOf(claim)}, 1, ${at}, ${nonce}, ${kept})`
        : sql`select ${keyOf(claim)}, 1, ${at}, ${nonce}, ${kept} from ${claimStep(i - 1)} where last_grant = ${nonce}`;
    return sql`${claimStep(i)} as (${upsertTry(claim.rule, nonce, at, source)})`;
  });
  return sql.join(upserts, sql`, `);
}

/** The name of claim `i`'s CTE in {@link claimSteps}. */
export const claimStep = (i: number): SQL => sql`${sql.identifier(`try${i}`)}`;

/** `at` as {@link claimSteps} takes it. */
export const timestampOf = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** What claim `i`'s row says: granted to this request (its nonce) or refused, and until when; null without a row. */
export function claimedTryOf(
  claim: ThrottleClaim,
  row: ClaimRow | null | undefined,
  nonce: string,
  now: Date,
): ClaimedTry | null {
  if (!row) return null;
  const granted = row.last_grant === nonce;
  // A row at its ceiling waits for a success elsewhere (a reset): the longest wait is the honest answer.
  const { rule } = claim;
  const wait =
    rule.ceiling !== undefined && row.failures >= rule.ceiling ? rule.maxWaitMs : waitAfter(rule, row.failures);
  const retryAfterMs = granted ? 0 : Math.max(0, new Date(row.last_failure_at).getTime() + wait - now.getTime());
  return { granted, failures: row.failures, retryAfterMs };
}

/**
 * Claims a try from each limit in order, each only when the one before granted it (the client
 * address's limit before the account's), counting it as a failure up front, in one statement of
 * chained INSERT … ON CONFLICT DO UPDATE … RETURNING: PostgreSQL serialises each row, so 50 parallel
 * guesses get exactly the tries 50 sequential ones would. A try is granted when the row's wait has
 * passed; the returned nonce says whether this request was the one let through. Answers one entry
 * per claim, null where an earlier one was refused. A success calls {@link settleSuccess}.
 */
export async function claimTries(db: Db, claims: readonly ThrottleClaim[], now: Date): Promise<(ClaimedTry | null)[]> {
  const nonce = randomUUID();
  const answers = claims.map(
    (_, i) => sql`select ${i}::int as step, last_grant, failures, last_failure_at from ${claimStep(i)}`,
  );
  const rows = rowsOf<ClaimRow & { step: number }>(
    await db.execute(sql`with ${claimSteps(claims, nonce, timestampOf(now))} ${sql.join(answers, sql` union all `)}`),
  );
  return claims.map((claim, i) =>
    claimedTryOf(
      claim,
      rows.find((answer) => answer.step === i),
      nonce,
      now,
    ),
  );
}

/** {@link claimTries} for one limit. */
export async function claimTry(db: Db, rule: ThrottleRule, subject: string, now: Date): Promise<ClaimedTry> {
  const [claimed] = await claimTries(db, [{ rule, subject }], now);
  return claimed ?? { granted: false, failures: 1, retryAfterMs: rule.baseWaitMs };
}

/** A good secret where only one limit counted it: the subject's failures are forgotten. */
export async function clearThrottle(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keyFor(rule, subject)));
}

const forgetFailures: ShapedSql['compose'] = (slot) => sql`delete from ${loginThrottles} where key = ${slot('key')}`;
const giveTryBack: ShapedSql['compose'] = (slot) =>
  sql`update ${loginThrottles} set failures = greatest(failures - 1, 0) where key = ${slot('key')}`;

/**
 * A good secret: the account's failures are forgotten, and the client address's try claimed up
 * front, not a failure after all, is given back. The address's other failures stay (one address must
 * not spray many accounts by logging in to its own between guesses), but an office behind one NAT
 * address is not slowed by its good logins. Two statements, to be run as CTEs of one statement
 * (the login's, or {@link settleSuccess}'s): each claim's subject is known by now.
 */
export function settlementWrites(account: KnownClaim, client: KnownClaim): readonly ShapedSql[] {
  return [
    { shape: 'throttle-forget', compose: forgetFailures, values: { key: keyFor(account.rule, account.subject) } },
    { shape: 'throttle-give-back', compose: giveTryBack, values: { key: keyFor(client.rule, client.subject) } },
  ];
}

/**
 * Tries claimed up front that were no failure, where only failures count and a right answer must not
 * wipe them (a public code known to an attacker would then buy a new round of guesses): each claim's
 * try is given back, its earlier failures kept.
 */
export async function giveTriesBack(db: Db, claims: readonly KnownClaim[]): Promise<void> {
  for (const claim of claims)
    await db
      .update(loginThrottles)
      .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
      .where(eq(loginThrottles.key, keyFor(claim.rule, claim.subject)));
}

/** {@link settlementWrites} on their own, in one statement. */
export async function settleSuccess(db: Db, account: KnownClaim, client: KnownClaim): Promise<void> {
  await writeTogether(db, settlementWrites(account, client));
}

const ACCOUNT_SUBJECT_END = ':account:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * Rows whose last failure is older than the longest wait are dead weight, except an existing
 * account's count towards its ceiling (consecutive failures, however far apart). An identifier that
 * names no account (anything typed at login) is forgotten with its window: there is no account to
 * protect, and keeping every typed address for ever would be a list of what strangers tried.
 */
export async function deleteStaleThrottles(db: Db, before: Date): Promise<void> {
  // An account's subject ends in `account:<its id>` (password-login-claim.ts, code-login.ts, …).
  const namesAccount = sql`${loginThrottles.key} ~ ${ACCOUNT_SUBJECT_END}`;
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.lastFailureAt, before),
        or(eq(loginThrottles.keptUntilCleared, false), sql`not ${namesAccount}`),
      ),
    );
}

/** The failure counters of an account, by its id, address or user ID: at its closing and at a password reset. */
export async function deleteThrottlesOfAccount(db: Db, account: ClosingAccount): Promise<void> {
  await db.delete(loginThrottles).where(keyNamesAccount(loginThrottles.key, account));
}
