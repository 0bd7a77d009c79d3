import type { PaymentMethodUse } from '@vs/contract';
import type { Db } from '../../db/client';

/**
 * "Which contracts pay with which method": the purchase module knows contracts, this module only
 * asks. A module above registers its answer in its plugin (`app.paymentMethodUsages.add(usage)`);
 * the list shows it and deletion is refused while any answer names the method (spec 000 §6).
 */
export type PaymentMethodUsage = (
  db: Db,
  owner: { readonly storeId: string; readonly accountId: string },
) => Promise<ReadonlyMap<string, readonly PaymentMethodUse[]>>;

export class PaymentMethodUsages {
  readonly #usages: PaymentMethodUsage[] = [];

  add(usage: PaymentMethodUsage): void {
    this.#usages.push(usage);
  }

  /** Every use of each of the member's methods, by accountPaymentMethodId. */
  async of(db: Db, owner: { storeId: string; accountId: string }): Promise<Map<string, PaymentMethodUse[]>> {
    const all = new Map<string, PaymentMethodUse[]>();
    for (const usage of this.#usages) {
      for (const [id, uses] of await usage(db, owner)) all.set(id, [...(all.get(id) ?? []), ...uses]);
    }
    return all;
  }
}
