import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { settleAbandonedChallenges } from './abandoned-challenges';
import { challengeReturn } from './challenge-return';
import { onSettled } from '../ledger';
import { applyOrderSettlement, ORDER_KINDS } from './order-settlement';
import { deleteExpiredTokens } from './idempotency';
import { noPaymentMethods, type PurchasePaymentPort } from './payment-port';
import { withLapsedPlacesFreed } from './lapsed-places';
import { purchase } from './purchase';
import { registerPurchaseScreenData } from './purchase-screen-data';
import { verifyPurchase } from './verify';

export interface PurchasePluginOptions {
  /** The payment module's side of the charging seam (apps/server/README.md "Purchase"). */
  readonly payments?: PurchasePaymentPort;
}

/** Purchases, contracts and entitlements: verify, purchase, the confirm and complete pages. */
export const purchasePlugin = fp(
  async (app: FastifyInstance, options: PurchasePluginOptions) => {
    const payments = options.payments ?? noPaymentMethods;
    route(app, endpoints.purchaseVerify, async (call) => verifyPurchase(app, payments, call));
    route(app, endpoints.purchase, async (call) => purchase(app, payments, call));
    route(app, endpoints.purchaseChallengeReturn, async (call) => challengeReturn(app, payments, call));
    registerPurchaseScreenData(app, payments);
    // The plan pages show a place held by a challenge past its lifetime as free again.
    app.planPlaces.refresh = (storeId, plan) => withLapsedPlacesFreed(app, payments, storeId, plan);
    // An order's attempt settled anywhere (this request, a 3-D Secure return, the reconciler): the
    // pending contract goes live or is given back, in the settling transaction.
    onSettled(app, ORDER_KINDS, applyOrderSettlement);
    // Before the tokens expire (24 h), so a left challenge's pending contract never outlives its token.
    app.cleanups.add('purchase-challenges', () => settleAbandonedChallenges(app, payments, app.now()));
    app.cleanups.add('purchase-tokens', () => deleteExpiredTokens(app.db, new Date()));
  },
  { name: 'purchase', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'plans', 'ledger'] },
);
