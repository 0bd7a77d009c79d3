import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimits } from '../../db/schema';
import { keyNamesAccount } from './key-names-account';
import { deleteStaleRateLimits } from './rate-limit';

const RATE_WINDOW_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The counters are hit by the calls they limit; this plugin only removes rows: a closed account's
 * counters (in the closing transaction) and, in the periodic cleanup, windows older than a day.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountClosers.add(async (tx, account) => {
      await tx.delete(rateLimits).where(keyNamesAccount(rateLimits.key, account));
    });

    app.cleanups.add('rate-limits', () => deleteStaleRateLimits(app.db, new Date(Date.now() - RATE_WINDOW_KEEP_MS)));
  },
  { name: 'rate-limit', dependencies: ['database', 'cleanups', 'account-closing'] },
);
