import type { ChargeKind } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ChargeAttempt } from './ledger.repository';

/**
 * What a module does once one of its attempts is settled (the purchase module makes its contract live
 * or gives it back; billing applies a renewal's outcome). It runs inside the transaction that settled
 * the attempt, so the ledger and the contract never disagree: if the hook throws, the attempt stays
 * unsettled and the next reconciler run tries again.
 */
export type SettleHook = (tx: Db, attempt: ChargeAttempt) => Promise<void>;

/** The hooks by kind; the ledger knows no contracts, the owning modules register here. */
export class SettleHooks {
  readonly #hooks = new Map<ChargeKind, SettleHook[]>();

  add(kinds: ChargeKind | readonly ChargeKind[], hook: SettleHook): void {
    for (const kind of typeof kinds === 'string' ? [kinds] : kinds)
      this.#hooks.set(kind, [...(this.#hooks.get(kind) ?? []), hook]);
  }

  async run(tx: Db, attempt: ChargeAttempt): Promise<void> {
    for (const hook of this.#hooks.get(attempt.kind) ?? []) await hook(tx, attempt);
  }
}
