import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { deleteOldOneTimeCodes } from '../mfa/one-time-codes';
import { deleteExpiredTrustedDevices } from '../mfa/trusted-devices';
import { LOGIN_THROTTLE_PER_ACCOUNT } from './auth-policy';
import { deleteOldResetTokens } from './auth.repository';
import { registerAuthScreenData } from './auth-screen-data';
import { registerStepUpGuard } from '../member/step-up';
import { protectedCalls } from './step-up-calls';
import { loginCodeSend } from './code-login';
import { loginRoute } from './login';
import { multiFactorLogin, multiFactorSend } from './login-multi-factor';
import { deleteAnonymousLoginsOf } from './login-history.repository';
import { deleteGuestSessionsOfAddress } from './guest-sessions.repository';
import { deleteStaleThrottles, deleteThrottlesOfAccount } from './login-throttle';
import { passwordForgot, passwordReset } from './password-reset';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Login by password or e-mailed code, the second factor at login, logout and password reset. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.login, async (call) => loginRoute(app, call));
    route(app, endpoints.loginCode, async (call) => loginCodeSend(app, call));
    route(app, endpoints.loginMultiFactor, async (call) => multiFactorLogin(app, call));
    route(app, endpoints.loginMultiFactorSend, async (call) => multiFactorSend(app, call));
    route(app, endpoints.logout, async ({ request, reply }) => {
      await request.session.destroy();
      return reply.code(204).send();
    });
    route(app, endpoints.passwordForgot, async (call) => passwordForgot(app, call));
    route(app, endpoints.passwordReset, async (call) => passwordReset(app, call));
    registerAuthScreenData(app);
    registerStepUpGuard(app, protectedCalls);
    // A closed account leaves no failure counter and no failed login under its address behind.
    app.accountClosers.add(deleteThrottlesOfAccount);
    app.accountClosers.add(deleteAnonymousLoginsOf);
    app.accountClosers.add(deleteGuestSessionsOfAddress);

    app.cleanups.add('auth', async () => {
      const now = Date.now();
      await deleteStaleThrottles(app.db, new Date(now - LOGIN_THROTTLE_PER_ACCOUNT.maxWaitMs - DAY_MS));
      await deleteOldResetTokens(app.db, new Date(now - DAY_MS));
      await deleteOldOneTimeCodes(app.db, new Date(now - DAY_MS));
      await deleteExpiredTrustedDevices(app.db, new Date(now));
    });
  },
  {
    name: 'auth',
    dependencies: [
      'database',
      'cleanups',
      'store',
      'session',
      'clock',
      'screen-data',
      'mail',
      'sms',
      'mfa',
      'account-closing',
    ],
  },
);
