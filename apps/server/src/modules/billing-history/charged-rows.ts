import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { chargeAttempts, type ChargedMethod, type ChargeKind } from '../../db/schema';
import { taxInside } from '../purchase/tax';
import type { ChargedRow } from './history.repository';

export interface PastCharge {
  readonly storeId: string;
  readonly accountId: string;
  readonly subscriptionId?: string | null;
  readonly planId: string;
  readonly planName: string;
  readonly kind: ChargeKind;
  /** Tax-included JPY; 0 for a free period's row. */
  readonly amountJpy: number;
  readonly taxRate?: number;
  readonly paymentMethod?: ChargedMethod | null;
  readonly at: Date;
}

/**
 * Settled charges written straight into the ledger, as if the provider had charged them: the demo
 * member's history and the journeys' and specs' members who need months of it. Never used by a
 * real charge, which goes through the ledger's pending → charged path.
 */
export async function insertPastCharges(db: Db, charges: readonly PastCharge[]): Promise<ChargedRow[]> {
  if (charges.length === 0) return [];
  return db
    .insert(chargeAttempts)
    .values(
      charges.map((charge) => {
        const taxRate = charge.taxRate ?? 10;
        return {
          storeId: charge.storeId,
          accountId: charge.accountId,
          subscriptionId: charge.subscriptionId ?? null,
          planId: charge.planId,
          planName: charge.planName,
          kind: charge.kind,
          state: 'charged' as const,
          amountJpy: charge.amountJpy,
          taxAmount: taxInside(charge.amountJpy, taxRate),
          taxRate,
          paymentMethod: charge.paymentMethod ?? null,
          providerKey: `past:${randomUUID()}`,
          createdAt: charge.at,
          settledAt: charge.at,
        };
      }),
    )
    .returning();
}
