import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../http/endpoint-route';
import { runBillingOnce } from '../modules/billing/billing-run';

/**
 * POST /dev/clock and POST /dev/billing/run (DEV_FIXTURES=1 or the demo, never a production server):
 * the journeys and the demo move the server's clock to a settlement day and run the billing job
 * there and then, instead of waiting for the scheduler.
 */
export const devBillingPlugin = fp(
  async (app: FastifyInstance) => {
    const clock = app.movableClock;
    if (!clock) throw new Error('the development billing controls need a movable clock');
    route(app, endpoints.devClock, async ({ body }) => {
      const { advanceDays, reset } = await body();
      if (reset) clock.reset();
      const now = advanceDays ? clock.advanceDays(advanceDays) : app.now();
      app.log.info({ now, advanceDays, reset }, 'development clock moved');
      return { now: now.toISOString() };
    });
    route(app, endpoints.devBillingRun, async () => runBillingOnce(app));
  },
  { name: 'dev-billing', dependencies: ['clock', 'billing'] },
);
