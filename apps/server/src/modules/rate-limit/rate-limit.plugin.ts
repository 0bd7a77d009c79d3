import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimits } from '../../db/schema';
import { keyNamesAccount } from './key-names-account';
import { deleteStaleRateLimits } from './rate-limit';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const RATE_WINDOW_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The counters are hit by the calls they limit; this plugin only removes rows: a closed account's
 * counters (in the closing transaction) and, every quarter hour, windows older than a day.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountClosers.add(async (tx, account) => {
      await tx.delete(rateLimits).where(keyNamesAccount(rateLimits.key, account));
    });

    const sweep = () => deleteStaleRateLimits(app.db, new Date(Date.now() - RATE_WINDOW_KEEP_MS));
    const timer = setInterval(
      () => void sweep().catch((err: unknown) => app.log.warn({ err }, 'rate-limit sweep failed')),
      SWEEP_INTERVAL_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['database', 'account-closing'] },
);
