import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../http/endpoint-route';
import { requireMember } from '../modules/member/require-member';
import { requireStore } from '../modules/store/store.plugin';
import { seedDemoBilling } from './demo-billing';

/**
 * POST /dev/fixtures/history (config.devFixtures only): the logged-in member gets the demo member's
 * contracts and payment history, so a journey pages through months of charges it cannot make by
 * waiting for renewals.
 */
export const devHistoryPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.devFixtureHistory, async ({ request, body }) => {
      const member = await requireMember(app, request);
      const { months } = await body();
      const charges = await seedDemoBilling(app.db, {
        storeId: requireStore(request).id,
        accountId: member.id,
        now: app.now(),
        months,
      });
      return { charges };
    });
  },
  { name: 'dev-history', dependencies: ['database', 'store', 'session', 'clock'] },
);
