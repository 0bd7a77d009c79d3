import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../http/app-error';
import { memberOf } from '../member/require-member';
import { toPlan } from './plan-mapper';
import { findPlan, listPlans } from './plans.repository';

/**
 * Screen data of the plans-checkout pages. Guests have no contracts and no contract limit yet;
 * availability is decided by the page from the plan's dates and counts against `now`.
 */
export const plansPlugin = fp(
  async (app: FastifyInstance) => {
    // '/' has no page of its own: a member's home is My Page, a guest's the plan list (the storefront).
    app.screenData.register('/', async ({ request }) => ({
      redirectTo: (await memberOf(app, request)) ? '/mypage' : '/plans',
    }));

    app.screenData.register('/plans', async ({ store }) => ({
      contractedPlans: [],
      plans: (await listPlans(app.db, store.id)).map(toPlan),
      isContractLimited: false,
      now: new Date().toISOString(),
    }));

    app.screenData.register('/plans/:planId', async ({ store, params }) => {
      const row = await findPlan(app.db, store.id, params['planId'] ?? '');
      if (!row) throw notFound();
      return { plan: toPlan(row), isContracted: false, isContractLimited: false, now: new Date().toISOString() };
    });
  },
  { name: 'plans', dependencies: ['screen-data'] },
);
