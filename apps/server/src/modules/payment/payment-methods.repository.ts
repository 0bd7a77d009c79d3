import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMethodType } from '@vs/contract';
import type { Db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import type { RegisteredCard } from './payment-provider';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export interface Owner {
  readonly storeId: string;
  readonly accountId: string;
}

export async function listPaymentMethods(db: Db, owner: Owner): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.storeId, owner.storeId), eq(paymentMethods.accountId, owner.accountId)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member's own method, or null (another member's id reads as unknown). */
export async function findPaymentMethod(db: Db, owner: Owner, id: string): Promise<PaymentMethodRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.storeId, owner.storeId),
        eq(paymentMethods.accountId, owner.accountId),
      ),
    );
  return row ?? null;
}

export async function saveCard(
  db: Db,
  owner: Owner,
  provider: string,
  card: RegisteredCard,
  now: Date,
): Promise<PaymentMethodRow> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      ...owner,
      type: 'SbpsCredit',
      provider,
      providerReference: card.reference,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpireDate: card.expireDate,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}

/** A carrier, PayPay or PayPal method: the provider's reference only, nothing card-like. */
export async function saveLinkedMethod(
  db: Db,
  owner: Owner,
  provider: string,
  type: PaymentMethodType,
  reference: string,
  now: Date,
): Promise<void> {
  await db.insert(paymentMethods).values({ ...owner, type, provider, providerReference: reference, createdAt: now });
}

export async function deletePaymentMethod(db: Db, owner: Owner, id: string): Promise<void> {
  await db
    .delete(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.storeId, owner.storeId),
        eq(paymentMethods.accountId, owner.accountId),
      ),
    );
}
