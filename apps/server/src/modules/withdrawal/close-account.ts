import type { SurveyAnswers } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { deleteAccount, type AccountRow } from '../account/accounts.repository';

/**
 * Closes the account in one transaction: what is kept is the store, the survey answers and the time
 * (nothing that identifies the member); the account row goes, and with it every account-owned row
 * (the foreign keys cascade). Rows that name the member without hanging off the account (sessions,
 * the sign-up flow, limiter counters, failed logins under their address made before the account
 * existed) are removed by the step each owning module registered in `app.accountClosers`.
 * `beforeClose` runs inside the transaction (the last contract check).
 */
export async function closeAccount(
  app: FastifyInstance,
  member: AccountRow,
  surveyAnswers: SurveyAnswers,
  now: Date,
  beforeClose: (tx: Tx) => Promise<void>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await beforeClose(tx);
    await tx.insert(withdrawals).values({ storeId: member.storeId, surveyAnswers, withdrawnAt: now });
    await app.accountClosers.closeAll(tx, member);
    await deleteAccount(tx, member.id);
  });
}
