import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseRequests } from '../../db/schema';

/** How long a purchase token's answer is kept (24 hours). */
export const PURCHASE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A canonical JSON (keys sorted at every level), so one body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(planId: string, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ planId, body })).digest('hex');
}

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'done'; readonly answer: Record<string, unknown> }
  | { readonly kind: 'pending' }
  | { readonly kind: 'otherBody' };

/**
 * One INSERT … ON CONFLICT DO NOTHING decides who runs the purchase: of 50 parallel requests with one
 * token exactly one claims it; the others read what it left (on PGlite and PostgreSQL alike).
 */
export async function claimToken(db: Db, accountId: string, token: string, hash: string, now: Date): Promise<Claim> {
  const inserted = await db
    .insert(purchaseRequests)
    .values({ accountId, purchaseToken: token, bodyHash: hash, state: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning({ token: purchaseRequests.purchaseToken });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await db
    .select()
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.accountId, accountId), eq(purchaseRequests.purchaseToken, token)));
  // Released between the two statements: the caller tries again.
  if (!row) return { kind: 'pending' };
  if (row.bodyHash !== hash) return { kind: 'otherBody' };
  if (row.state === 'done' && row.answer) return { kind: 'done', answer: row.answer };
  // Waiting for the member's 3-D Secure challenge: a repeat is sent to the same challenge.
  if (row.state === 'challenge' && row.answer) return { kind: 'done', answer: publicAnswer(row.answer) };
  return { kind: 'pending' };
}

/** What a kept answer shows the browser: never the `kept` charge behind it. */
export function publicAnswer(answer: Record<string, unknown>): Record<string, unknown> {
  const { kept: _serverOnly, ...shown } = answer;
  return shown;
}

/** Sets a token's state and the answer its repeats get. */
async function settleToken(
  db: Db,
  accountId: string,
  token: string,
  state: 'done' | 'challenge',
  answer: Record<string, unknown>,
): Promise<void> {
  await db
    .update(purchaseRequests)
    .set({ state, answer })
    .where(and(eq(purchaseRequests.accountId, accountId), eq(purchaseRequests.purchaseToken, token)));
}

export async function completeToken(
  db: Db,
  accountId: string,
  token: string,
  answer: Record<string, unknown>,
): Promise<void> {
  await settleToken(db, accountId, token, 'done', answer);
}

/** A purchase that failed made nothing: its token is free again, so the member may retry it. */
export async function releaseToken(db: Db, accountId: string, token: string): Promise<void> {
  await db
    .delete(purchaseRequests)
    .where(
      and(
        eq(purchaseRequests.accountId, accountId),
        eq(purchaseRequests.purchaseToken, token),
        eq(purchaseRequests.state, 'pending'),
      ),
    );
}

export async function deleteExpiredTokens(db: Db, now: Date): Promise<void> {
  await db
    .delete(purchaseRequests)
    .where(lt(purchaseRequests.createdAt, new Date(now.getTime() - PURCHASE_TOKEN_TTL_MS)));
}

/**
 * The charge asks for a 3-D Secure challenge: the purchase waits for the member's return, its token
 * answering repeats with `answer` (the challenge) and holding `kept` (what finishing needs).
 */
export async function keepForChallenge(
  db: Db,
  accountId: string,
  token: string,
  answer: Record<string, unknown>,
): Promise<void> {
  await settleToken(db, accountId, token, 'challenge', answer);
}

/**
 * One compare-and-set takes a purchase waiting for its challenge back into work, so of two returns
 * at once only one finishes it; null when none waits (finished, failed, or never challenged).
 */
export async function takeChallenge(db: Db, accountId: string, token: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .update(purchaseRequests)
    .set({ state: 'pending' })
    .where(
      and(
        eq(purchaseRequests.accountId, accountId),
        eq(purchaseRequests.purchaseToken, token),
        eq(purchaseRequests.state, 'challenge'),
      ),
    )
    .returning({ answer: purchaseRequests.answer });
  return row?.answer ?? null;
}

/** The token's row as it stands (the challenge return's replay check). */
export async function tokenState(db: Db, accountId: string, token: string) {
  const [row] = await db
    .select({ state: purchaseRequests.state, answer: purchaseRequests.answer })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.accountId, accountId), eq(purchaseRequests.purchaseToken, token)));
  return row ?? null;
}
