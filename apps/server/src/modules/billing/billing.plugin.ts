import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { onSettled } from '../ledger';
import { applySettledPeriod } from './period-outcome';
import { startRenewalSchedule } from './renewal-schedule';

export interface BillingPluginOptions {
  /** The database the job queue schedules the renewal job on (BILLING_SCHEDULE); null: no schedule. */
  readonly schedule: Database['native'] | null;
}

/**
 * The billing engine: renewals, trial conversions and retries of held periods. Their outcomes are
 * applied by one settle hook, whoever settles the attempt (the job, the member's retry, or the
 * reconciler after a lost answer). The schedule starts once the server is ready and stops before
 * the database closes.
 */
export const billingPlugin = fp<BillingPluginOptions>(
  async (app: FastifyInstance, { schedule }) => {
    onSettled(app, ['renewal', 'trialConversion', 'retry'], applySettledPeriod);
    if (!schedule) return;
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = await startRenewalSchedule(app, schedule);
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  },
  { name: 'billing', dependencies: ['database', 'clock', 'ledger', 'payment'] },
);
