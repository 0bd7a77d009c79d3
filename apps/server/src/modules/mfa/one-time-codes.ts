import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LIFETIME_MINUTES, type AccountPinPurpose } from '@vs/contract';
import { PIN_VALIDITY_MINUTES } from '@vs/validation';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

/** `account:*`: the PINs My Page mails to confirm an account change (e-mail, password, withdrawal). */
export type OneTimeCodePurpose =
  'login' | 'mfa:Email' | 'mfa:SMS' | 'enable:Email' | 'enable:SMS' | `account:${AccountPinPurpose}`;

export interface OneTimeCodeFlow {
  /** The flow that asked for the code, kept in that browser's session. */
  readonly flowId: string;
  readonly purpose: OneTimeCodePurpose;
  /** Where the code was sent, when the check must prove that very destination (an SMS factor's new number). */
  readonly destination?: string;
}

export type OneTimeCodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted';

/** Wrong tries per flow and purpose; a new code for the same flow does not give more. */
export const ONE_TIME_CODE_MAX_FAILURES = 5;
/** Login and second-factor codes live 10 minutes; the account PINs 60 (spec 000 §9 "PIN code valid 60 minutes"). */
const lifetimeMsOf = (purpose: OneTimeCodePurpose): number =>
  (purpose.startsWith('account:') ? PIN_VALIDITY_MINUTES : LOGIN_CODE_LIFETIME_MINUTES) * 60_000;
const CODE_DIGITS = 6;

/**
 * Bound to flow and purpose (and destination, when given), so a digest is worthless anywhere else
 * (and the table holds no code).
 */
const digestOf = ({ flowId, purpose, destination }: OneTimeCodeFlow, code: string): string =>
  createHash('sha256')
    .update(`otc:${purpose}:${flowId}:${destination === undefined ? '' : `${destination}:`}${code}`)
    .digest('hex');

const ofFlow = ({ flowId, purpose }: OneTimeCodeFlow) =>
  and(eq(oneTimeCodes.flowId, flowId), eq(oneTimeCodes.purpose, purpose));

/**
 * A new 6-digit code for the flow (crypto RNG, the purpose's lifetime, digest only). Older codes of the flow stop
 * working, and their failure count carries over: asking for a new code never buys more guesses.
 */
export async function issueOneTimeCode(
  db: Db,
  flow: OneTimeCodeFlow & { readonly accountId: string | null },
  now: Date,
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const t = oneTimeCodes;
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ failures: sql<number>`coalesce(max(${t.failures}), 0)::int` })
      .from(t)
      .where(ofFlow(flow));
    const [row] = await tx
      .insert(t)
      .values({
        flowId: flow.flowId,
        purpose: flow.purpose,
        accountId: flow.accountId,
        codeHash: digestOf(flow, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMsOf(flow.purpose)),
        failures: previous?.failures ?? 0,
      })
      .returning({ id: t.id });
    if (!row) throw new Error('the one-time code was not stored');
    await tx
      .update(t)
      .set({ usedAt: now })
      .where(and(ofFlow(flow), ne(t.id, row.id), isNull(t.usedAt)));
  });
  return code;
}

/**
 * Checks a code of the flow. The try is counted first, in one UPDATE … RETURNING that refuses once
 * the cap is reached, so parallel guesses get no more tries than sequential ones; a right code
 * gives its try back and is marked used in a second atomic UPDATE, so it works once.
 * `accountId`, when given, must be the account the code was issued for.
 */
export async function checkOneTimeCode(
  db: Db,
  flow: OneTimeCodeFlow & { readonly accountId?: string | null },
  code: string,
  now: Date,
): Promise<OneTimeCodeCheck> {
  const t = oneTimeCodes;
  const live = and(
    ofFlow(flow),
    isNull(t.usedAt),
    gt(t.expiresAt, now),
    flow.accountId ? eq(t.accountId, flow.accountId) : undefined,
  );
  const [claimed] = await db
    .update(t)
    .set({ failures: sql`${t.failures} + 1` })
    .where(and(live, lt(t.failures, ONE_TIME_CODE_MAX_FAILURES)))
    .returning({ id: t.id, codeHash: t.codeHash });
  if (!claimed) return (await exhausted(db, flow)) ? 'exhausted' : 'expired';

  const given = Buffer.from(digestOf(flow, code), 'hex');
  const stored = Buffer.from(claimed.codeHash, 'hex');
  if (!timingSafeEqual(given, stored)) return 'wrong';
  const used = await db
    .update(t)
    .set({ usedAt: now, failures: sql`${t.failures} - 1` })
    .where(and(eq(t.id, claimed.id), isNull(t.usedAt)))
    .returning({ id: t.id });
  return used.length > 0 ? 'ok' : 'expired';
}

async function exhausted(db: Db, flow: OneTimeCodeFlow): Promise<boolean> {
  const [newest] = await db
    .select({ failures: oneTimeCodes.failures })
    .from(oneTimeCodes)
    .where(ofFlow(flow))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return (newest?.failures ?? 0) >= ONE_TIME_CODE_MAX_FAILURES;
}

/** Codes expired before `before` are dead weight (a flow lives in a session of at most 12 hours). */
export async function deleteOldOneTimeCodes(db: Db, before: Date): Promise<void> {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before));
}
