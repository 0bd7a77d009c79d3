import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Withdrawal: consent and survey, PIN, closing the account (issue 5). */
export const withdrawalPlugin = fp(
  async (app: FastifyInstance) => {
    void app;
  },
  { name: 'withdrawal', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
