import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerLoginHistoryScreenData } from './login-history-screen-data';

/** The member's login history on My Page; the rows are written by the auth module. */
export const loginHistoryPlugin = fp(
  async (app: FastifyInstance) => {
    registerLoginHistoryScreenData(app);
  },
  { name: 'login-history', dependencies: ['database', 'store', 'session', 'screen-data'] },
);
