/**
 * The charge ledger's API (charge_attempts): write an attempt before asking the provider, settle it
 * after, and let the reconciler settle what a timeout or a crash left open. Modules that charge
 * (purchase, billing) use only this file.
 */
export {
  attemptsOfOrder,
  findAttempt,
  findAttemptByKey,
  findLiveAttemptOfOrder,
  findLiveAttemptOfPeriod,
  markUnknown,
  recordAttempt,
  settleAttempt,
  unsettledAttempts,
  type ChargeAttempt,
  type NewChargeAttempt,
  type RecordedAttempt,
  type Settlement,
} from './ledger.repository';
export { ledgerPlugin, type Ledger, type LedgerPluginOptions } from './ledger.plugin';
export { noLookup, type ChargeLookup, type ProviderChargeState } from './provider-lookup';
export {
  NOT_FOUND_BELIEVED_AFTER_MS,
  PENDING_ABANDONED_AFTER_MS,
  reconcileAttempts,
  settleAndApply,
  settleWithAnswer,
} from './reconcile';
export type { SettleHook } from './settle-hooks';

import type { FastifyInstance } from 'fastify';
import type { ChargeKind } from '../../db/schema';
import type { SettleHook } from './settle-hooks';

/** Registers what `kinds`' owning module does once one of its attempts is settled (see SettleHook). */
export function onSettled(app: FastifyInstance, kinds: ChargeKind | readonly ChargeKind[], hook: SettleHook): void {
  app.ledger.hooks.add(kinds, hook);
}
