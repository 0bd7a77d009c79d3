import type { Db } from '../../db/client';
import { paymentMethods, subscriptions } from '../../db/schema';

/** A contract row as the purchase and billing modules leave it, for the specs of this module. */
export async function insertContract(
  db: Db,
  contract: Partial<typeof subscriptions.$inferInsert> & { accountId: string },
): Promise<string> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      storeId: 'demo',
      planId: 'monthly',
      planType: 'subscription',
      status: 'ONGOING_CONTRACT',
      billingAmount: 990,
      planPrice: 990,
      nextSettlementDay: '2026-12-10',
      firstPaymentDay: new Date('2026-10-10T00:00:00+09:00'),
      createdAt: new Date('2026-10-10T00:00:00+09:00'),
      ...contract,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('no contract inserted');
  return row.id;
}

/** A saved sandbox card of the member, expiring at the end of `expireDate` (YYYYMM). */
export async function insertCard(db: Db, accountId: string, expireDate = '203012', last4 = '4242'): Promise<string> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      storeId: 'demo',
      accountId,
      type: 'SbpsCredit',
      provider: 'sandbox',
      providerReference: `ref-${last4}-${expireDate}-${Math.random()}`,
      cardBrand: 'V',
      cardLast4: last4,
      cardExpireDate: expireDate,
      createdAt: new Date('2026-10-01T00:00:00Z'),
    })
    .returning({ id: paymentMethods.id });
  if (!row) throw new Error('no card inserted');
  return row.id;
}
