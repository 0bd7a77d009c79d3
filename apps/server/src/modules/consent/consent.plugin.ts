import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Newsletter and privacy consents, and policy re-consent (issue 5). */
export const consentPlugin = fp(
  async (app: FastifyInstance) => {
    void app;
  },
  { name: 'consent', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
