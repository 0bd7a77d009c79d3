import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Language } from '../../http/language';
import { CANCELLED_STATUS } from '../account-profile/contracted-plans';
import { withdrawalBlockedMessage } from './withdrawal-messages';

/** Spec 001 §6: withdrawal is refused while a plan is under contract, i.e. any contract not cancelled (scheduled cancellations included: they run until expiry). */
export async function isUnderContract(db: Db, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, CANCELLED_STATUS)))
    .limit(1);
  return rows.length > 0;
}

/** 409 WITHDRAWAL_BLOCKED while the member has a contract. */
export async function refuseUnderContract(db: Db, accountId: string, language: Language): Promise<void> {
  if (await isUnderContract(db, accountId)) throw new AppError(409, 'WITHDRAWAL_BLOCKED', withdrawalBlockedMessage[language]);
}
