import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Calls confirmed by a PIN mailed to the member: e-mail change and verification, enabling a password (issue 5). */
export const accountEmailPlugin = fp(
  async (app: FastifyInstance) => {
    void app;
  },
  { name: 'account-email', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
