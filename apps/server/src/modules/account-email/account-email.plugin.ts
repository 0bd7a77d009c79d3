import { apiPaths } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerAccountEmailScreenData } from './account-email-screen-data';
import { changeEmail } from './email-change';
import { verifyEmail } from './email-verify';
import { enablePassword } from './enable-password';
import { sendPin } from './send-pin';

/** Calls confirmed by a PIN mailed to the member: e-mail change and verification, enabling a password (issue 5). */
export const accountEmailPlugin = fp(
  async (app: FastifyInstance) => {
    app.post(apiPaths.accountEmailEditSendPin, async (request, reply) => {
      const answer = await sendPin(app, request, false);
      return answer ?? reply.code(204).send();
    });
    app.post(apiPaths.accountEmailSendPin, async (request, reply) => {
      await sendPin(app, request, true);
      return reply.code(204).send();
    });
    app.post(apiPaths.accountEmailEdit, async (request) => changeEmail(app, request));
    app.post(apiPaths.accountEmailVerify, async (request) => verifyEmail(app, request));
    app.post(apiPaths.enablePassword, async (request) => enablePassword(app, request));
    registerAccountEmailScreenData(app);
  },
  { name: 'account-email', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
