import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { TooManyRequestsError } from '../../http/too-many-requests';

export interface RateLimitRule {
  /** e.g. 'signup-send:email' — the bucket's family; the subject (address, e-mail) is appended. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

/**
 * One fixed-window counter, counted by a single INSERT … ON CONFLICT DO UPDATE … RETURNING, so 50
 * parallel requests count 50 (no read-then-write race) on PGlite and on PostgreSQL alike.
 * Returns the count including this hit, and when the window opened.
 */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; windowStart: Date }> {
  const windowOpen = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen}
          then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row ?? { count: 1, windowStart: now };
}

/** The 429 of a full window: the caller's message (the page's language) or a plain default, and the wait. */
const refused = (message: string | undefined, retryAfterMs: number): TooManyRequestsError =>
  new TooManyRequestsError(message ?? 'Too many requests. Please try again after a while.', retryAfterMs);

/** Counts the hit and refuses it with 429 TOO_MANY_REQUESTS, retry after the window closes, when it is full. */
export async function enforce(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  message?: string,
): Promise<void> {
  const { count, windowStart } = await hit(db, `${rule.name}:${subject}`, rule.windowMs, now);
  if (count > rule.max) throw refused(message, windowStart.getTime() + rule.windowMs - now.getTime());
}

/** Counts one event (e.g. a failure) against the rule without refusing anything; see {@link refuseWhenFull}. */
export async function countAgainst(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  await hit(db, `${rule.name}:${subject}`, rule.windowMs, now);
}

/**
 * Refuses with 429 TOO_MANY_REQUESTS, like {@link enforce}, once the rule's current window is full,
 * without counting this request: the window is filled elsewhere (e.g. by failures, with {@link countAgainst}).
 */
export async function refuseWhenFull(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  message?: string,
): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${rule.name}:${subject}`));
  const closesAt = row ? row.windowStart.getTime() + rule.windowMs : 0;
  if (row && closesAt > now.getTime() && row.count >= rule.max) {
    throw refused(message, closesAt - now.getTime());
  }
}

/** Old windows are dead weight: swept by the rate-limit plugin's timer. */
export async function deleteStaleRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${before}`);
}
