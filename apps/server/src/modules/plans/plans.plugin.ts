import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../http/app-error';
import { memberOf } from '../member/require-member';
import { listPaymentMethods } from '../payment/payment-methods.repository';
import { savedMethodOf } from '../payment/saved-method';
import { contractLimitOf, isContractLimited, memberContractsOf, NO_CONTRACTS } from './member-contracts';
import { toPlan, type PlanRow } from './plan-mapper';
import { findPlan, listPlans } from './plans.repository';

/**
 * Frees the places of a plan held past their time (the purchase module's challenges left beyond their
 * lifetime) before a page shows the plan, so a place comes back on time even between cleanups.
 */
export type PlanPlacesRefresh = (storeId: string, plan: PlanRow) => Promise<PlanRow>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by the module that holds places (purchase); the plan as it stands otherwise. */
    readonly planPlaces: { refresh: PlanPlacesRefresh };
  }
}

/**
 * Screen data of the plans-checkout pages. A member's live contracts come first on the list and
 * mark a plan contracted; availability is decided by the page from the plan's dates and counts
 * against the server's `now`.
 */
export const plansPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('planPlaces', { refresh: async (_storeId: string, plan: PlanRow) => plan });
    const current = (storeId: string, row: PlanRow) => app.planPlaces.refresh(storeId, row);

    /** A guest has no contracts and no limit yet. */
    const contractsOf = async (request: FastifyRequest, storeId: string) => {
      const member = await memberOf(app, request);
      if (!member) return { contracts: NO_CONTRACTS, limited: false, isMember: false, member: null };
      const contracts = await memberContractsOf(app.db, storeId, member.id, app.now());
      return {
        contracts,
        limited: isContractLimited(contracts, await contractLimitOf(app.db, storeId)),
        isMember: true,
        member,
      };
    };

    // '/' has no page of its own: a member's home is My Page, a guest's the plan list (the storefront).
    app.screenData.register('/', async ({ request }) => ({
      redirectTo: (await memberOf(app, request)) ? '/mypage' : '/plans',
    }));

    app.screenData.register('/plans', async ({ store, request }) => {
      const { contracts, limited } = await contractsOf(request, store.id);
      const rows = await listPlans(app.db, store.id);
      const all = (await Promise.all(rows.map((row) => current(store.id, row)))).map(toPlan);
      const held = new Set(contracts.livePlanIds);
      return {
        contractedPlans: all.filter((plan) => held.has(plan.planId)),
        plans: all.filter((plan) => !held.has(plan.planId)),
        isContractLimited: limited,
        now: app.now().toISOString(),
      };
    });

    app.screenData.register('/plans/:planId', async ({ store, params, request }) => {
      const found = await findPlan(app.db, store.id, params['planId'] ?? '');
      if (!found) throw notFound();
      const row = await current(store.id, found);
      const { contracts, limited, isMember, member } = await contractsOf(request, store.id);
      const saved = member ? await listPaymentMethods(app.db, { storeId: store.id, accountId: member.id }) : [];
      return {
        plan: toPlan(row),
        isContracted: contracts.livePlanIds.includes(row.planId),
        isContractLimited: limited,
        isMember,
        savedPaymentMethods: saved.map(savedMethodOf),
        paymentProvider: member ? (app.paymentProvider?.browser ?? null) : null,
        now: app.now().toISOString(),
      };
    });
  },
  { name: 'plans', dependencies: ['screen-data', 'clock'] },
);
