import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { endEveryOtherSession, endOneSession } from './session-calls';
import { registerSessionsScreenData } from './sessions-screen-data';

/** The member's live sessions on My Page and ending the others (ASVS 7.5.2); step-up guards both calls. */
export const accountSessionsPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.endSession, async (call) => endOneSession(app, call));
    route(app, endpoints.endOtherSessions, async ({ request, reply }) => endEveryOtherSession(app, request, reply));
    registerSessionsScreenData(app);
  },
  {
    name: 'account-sessions',
    dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'account-closing'],
  },
);
