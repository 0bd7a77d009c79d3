import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { ClosingAccount } from '../account-closing/account-closers';

/** Guest sessions holding a closed account's address: a code login asked for it and not finished. */
export async function deleteGuestSessionsOfAddress(db: Db, account: ClosingAccount): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.storeId, account.storeId),
        sql`lower(${sessions.data}->'codeLogin'->>'email') = lower(${account.email})`,
      ),
    );
}
