import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noLookup, type ChargeLookup } from './provider-lookup';
import { reconcileAttempts } from './reconcile';
import { SettleHooks } from './settle-hooks';

export interface Ledger {
  /** The modules' settle hooks (register with `app.ledger.hooks.add(kind, hook)`, at plugin start). */
  readonly hooks: SettleHooks;
  /** Asks the provider about a charge by its key (never charges). */
  readonly lookup: ChargeLookup;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly ledger: Ledger;
  }
}

export interface LedgerPluginOptions {
  /** The payment provider's charge lookup, wired in app.ts (the ledger imports no payment module). */
  readonly lookup?: ChargeLookup;
}

/**
 * The charge ledger (charge_attempts): the settle hooks, and the reconciler as a periodic cleanup, so
 * an attempt whose answer was lost is settled on one process at a time.
 */
export const ledgerPlugin = fp<LedgerPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('ledger', { hooks: new SettleHooks(), lookup: options.lookup ?? noLookup });
    app.cleanups.add('charge-reconcile', () => reconcileAttempts(app, app.now()));
  },
  { name: 'ledger', dependencies: ['database', 'clock', 'cleanups'] },
);
