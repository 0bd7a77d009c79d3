import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';

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

export interface ClaimedTry {
  /** This request may check the secret. */
  readonly granted: boolean;
  /** Failures counted so far, this try included when granted. */
  readonly failures: number;
}

/** How long after the last failure the next try is allowed, given `failures` so far. */
export function waitAfter(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.baseWaitMs * 2 ** Math.min(failures - rule.freeFailures, 30), rule.maxWaitMs);
}

/**
 * Claims one try for `subject`, counting it as a failure up front, in one INSERT … ON CONFLICT DO
 * UPDATE … RETURNING: PostgreSQL serialises the row, so 50 parallel guesses get exactly the tries
 * 50 sequential ones would. A try is granted when the row's wait has passed; the returned nonce says
 * whether this request was the one let through. A success calls {@link clearThrottle}.
 */
export async function claimTry(db: Db, rule: ThrottleRule, subject: string, now: Date): Promise<ClaimedTry> {
  const key = `${rule.name}:${subject}`;
  const nonce = randomUUID();
  const t = loginThrottles;
  // failures past the free ones → base × 2^(n − free), capped; in milliseconds.
  const waitMs = sql`least(${rule.baseWaitMs}::float8 * power(2, least(greatest(${t.failures} - ${rule.freeFailures}, 0), 30)), ${rule.maxWaitMs}::float8)`;
  const waited = sql`(${t.failures} < ${rule.freeFailures} or ${t.lastFailureAt} + make_interval(secs => ${waitMs} / 1000.0) <= ${now.toISOString()}::timestamptz)`;
  const allowed = rule.ceiling === undefined ? waited : sql`(${t.failures} < ${rule.ceiling} and ${waited})`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, lastFailureAt: now, lastGrant: nonce })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${allowed} then ${t.failures} + 1 else ${t.failures} end`,
        lastFailureAt: sql`case when ${allowed} then ${now.toISOString()}::timestamptz else ${t.lastFailureAt} end`,
        lastGrant: sql`case when ${allowed} then ${nonce} else ${t.lastGrant} end`,
      },
    })
    .returning({ lastGrant: t.lastGrant, failures: t.failures });
  return { granted: row?.lastGrant === nonce, failures: row?.failures ?? 1 };
}

/** A good password: the subject's failures are forgotten. */
export async function clearThrottle(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, `${rule.name}:${subject}`));
}

/**
 * A success from a client address: the try claimed up front was not a failure, so it is given back.
 * The address's other failures stay (one address must not spray many accounts by logging in to its
 * own between guesses), but an office behind one NAT address is not slowed by its good logins.
 */
export async function giveBackTry(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
    .where(eq(loginThrottles.key, `${rule.name}:${subject}`));
}

/** Rows whose last failure is older than the longest wait are dead weight. */
export async function deleteStaleThrottles(db: Db, before: Date): Promise<void> {
  await db.delete(loginThrottles).where(sql`${loginThrottles.lastFailureAt} < ${before}`);
}
