import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { registerAccountEmailScreenData } from './account-email-screen-data';
import { changeEmail } from './email-change';
import { verifyEmail } from './email-verify';
import { enablePassword } from './enable-password';
import { resendPin, sendPin } from './send-pin';

/** Calls confirmed by a PIN mailed to the member: e-mail change and verification, enabling a password. */
export const accountEmailPlugin = fp(
  async (app: FastifyInstance) => {
    route(
      app,
      endpoints.accountEmailEditSendPin,
      async (call) => (await sendPin(app, call)) ?? call.reply.code(204).send(),
    );
    route(app, endpoints.accountEmailSendPin, async (call) => {
      await resendPin(app, call);
      return call.reply.code(204).send();
    });
    route(app, endpoints.accountEmailEdit, async (call) => changeEmail(app, call));
    route(app, endpoints.accountEmailVerify, async (call) => verifyEmail(app, call));
    route(app, endpoints.enablePassword, async (call) => enablePassword(app, call));
    registerAccountEmailScreenData(app);
  },
  { name: 'account-email', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
