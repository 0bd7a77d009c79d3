import type { PolicyConsent } from '@vs/contract';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signupFlows } from '../../db/schema';
import type { ClosingAccount } from '../account-closing/account-closers';
import { PIN_TRIES_MAX, SIGNUP_FLOW_LIFETIME_MS } from './signup-policy';

export type SignupFlow = typeof signupFlows.$inferSelect;

export async function createFlow(db: Db, storeId: string, now: Date): Promise<SignupFlow> {
  const [row] = await db
    .insert(signupFlows)
    .values({ storeId, createdAt: now, expiresAt: new Date(now.getTime() + SIGNUP_FLOW_LIFETIME_MS) })
    .returning();
  if (!row) throw new Error('the sign-up flow was not created');
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findFlow(db: Db, id: string, storeId: string, now: Date): Promise<SignupFlow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(signupFlows)
    .where(and(eq(signupFlows.id, id), eq(signupFlows.storeId, storeId), gt(signupFlows.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function setConsents(db: Db, id: string, consents: readonly PolicyConsent[]): Promise<void> {
  await db
    .update(signupFlows)
    .set({ consents: [...consents] })
    .where(eq(signupFlows.id, id));
}

export interface NewPin {
  readonly email: string;
  readonly pinHash: string;
  readonly expiresAt: Date;
  readonly sentAt: Date;
}

/**
 * Compare-and-set on last_sent_at: only the request that saw the flow's current send time may
 * start a new send, so two parallel resends send one mail. A new code gets its own tries; the
 * flow's failure total stays. Changing the address drops an earlier verification.
 */
export async function startSend(db: Db, flow: SignupFlow, pin: NewPin): Promise<boolean> {
  const rows = await db
    .update(signupFlows)
    .set({
      email: pin.email,
      pinHash: pin.pinHash,
      pinExpiresAt: pin.expiresAt,
      pinTries: 0,
      pinVerifiedAt: null,
      lastSentAt: pin.sentAt,
    })
    .where(
      and(
        eq(signupFlows.id, flow.id),
        isNull(signupFlows.accountId),
        flow.lastSentAt === null ? isNull(signupFlows.lastSentAt) : eq(signupFlows.lastSentAt, flow.lastSentAt),
      ),
    )
    .returning({ id: signupFlows.id });
  return rows.length === 1;
}

/** The mail did not go out: the code is void and the cool-down does not apply. */
export async function undoSend(db: Db, flow: SignupFlow, sentAt: Date): Promise<void> {
  await db
    .update(signupFlows)
    .set({ pinHash: null, pinExpiresAt: null, lastSentAt: flow.lastSentAt, email: flow.email })
    .where(and(eq(signupFlows.id, flow.id), eq(signupFlows.lastSentAt, sentAt)));
}

/**
 * Takes one try of the current code, atomically: a dead, used or expired code yields null, so 50
 * parallel guesses get at most PIN_TRIES_MAX comparisons. Returns the stored digest to compare with.
 */
export async function takePinTry(db: Db, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(signupFlows)
    .set({ pinTries: sql`${signupFlows.pinTries} + 1` })
    .where(
      and(
        eq(signupFlows.id, id),
        isNotNull(signupFlows.pinHash),
        lt(signupFlows.pinTries, PIN_TRIES_MAX),
        gt(signupFlows.pinExpiresAt, now),
      ),
    )
    .returning({ pinHash: signupFlows.pinHash });
  return row?.pinHash ?? null;
}

/** The right code: verified, and the code is spent (single use). */
export async function markPinVerified(db: Db, id: string, pinHash: string, now: Date): Promise<void> {
  await db
    .update(signupFlows)
    .set({ pinVerifiedAt: now, pinHash: null, pinExpiresAt: null })
    .where(and(eq(signupFlows.id, id), eq(signupFlows.pinHash, pinHash)));
}

/**
 * The address an identity provider verified, kept unchanged on /signup/auth: it stands for the PIN
 * (no code is sent or needed). Only a flow that has made no account yet takes it.
 */
export async function setProviderVerifiedEmail(db: Db, id: string, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(signupFlows)
    .set({ email, pinHash: null, pinExpiresAt: null, pinTries: 0, pinVerifiedAt: now, lastSentAt: now })
    .where(and(eq(signupFlows.id, id), isNull(signupFlows.accountId)))
    .returning({ id: signupFlows.id });
  return rows.length === 1;
}

export async function countPinFailure(db: Db, id: string): Promise<void> {
  await db
    .update(signupFlows)
    .set({ pinFailures: sql`${signupFlows.pinFailures} + 1` })
    .where(eq(signupFlows.id, id));
}

/** Binds the new account to the flow, once: false when another request already did. */
export async function bindAccount(db: Db, id: string, accountId: string): Promise<boolean> {
  const rows = await db
    .update(signupFlows)
    .set({ accountId })
    .where(and(eq(signupFlows.id, id), isNull(signupFlows.accountId), isNotNull(signupFlows.pinVerifiedAt)))
    .returning({ id: signupFlows.id });
  return rows.length === 1;
}

export async function deleteExpiredFlows(db: Db, now: Date): Promise<void> {
  await db.delete(signupFlows).where(lt(signupFlows.expiresAt, now));
}

/** The sign-up flow that created a closed account (it still holds the address and the consents). */
/** The flow that made the account, and every other sign-up of its address in its store (abandoned ones). */
export async function deleteFlowsOfAccount(db: Db, account: ClosingAccount): Promise<void> {
  await db
    .delete(signupFlows)
    .where(
      or(
        eq(signupFlows.accountId, account.id),
        and(eq(signupFlows.storeId, account.storeId), sql`lower(${signupFlows.email}) = lower(${account.email})`),
      ),
    );
}
