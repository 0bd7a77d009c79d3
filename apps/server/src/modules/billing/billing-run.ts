import type { DevBillingRunAnswer } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { reconcileAttempts } from '../ledger';
import { runRenewals } from './renewal-job';

/**
 * One billing run: the reconciler first (a period whose answer was lost is settled before the job
 * looks at its contract again), then the renewal job. What the scheduler runs, and POST /dev/billing/run.
 */
export async function runBillingOnce(app: FastifyInstance): Promise<DevBillingRunAnswer> {
  const reconciled = await reconcileAttempts(app, app.now());
  const counts = await runRenewals(app);
  return { ...counts, reconciled };
}
