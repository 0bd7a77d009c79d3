import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** My Page top, profile, profile image, password and user ID changes, profile PIN (issue 5). */
export const accountProfilePlugin = fp(
  async (app: FastifyInstance) => {
    void app;
  },
  { name: 'account-profile', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
