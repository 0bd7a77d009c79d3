import { apiPaths, loginMultiFactorPath } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteOldOneTimeCodes } from '../mfa/one-time-codes';
import { deleteExpiredTrustedDevices } from '../mfa/trusted-devices';
import { LOGIN_THROTTLE_PER_ACCOUNT } from './auth-policy';
import { deleteOldResetTokens } from './auth.repository';
import { registerAuthScreenData } from './auth-screen-data';
import { registerStepUpGuard } from '../member/step-up';
import { loginCodeSend } from './code-login';
import { loginRoute } from './login';
import { multiFactorLogin, multiFactorSend } from './login-multi-factor';
import { deleteAnonymousLoginsOf } from './login-history.repository';
import { deleteStaleThrottles, deleteThrottlesOfAccount } from './login-throttle';
import { passwordForgot, passwordReset } from './password-reset';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type SegmentParams = { Params: { segment: string } };
/** `/zapi/login/multi-factor/:segment` (the contract's builder encodes its argument, so it cannot carry the parameter). */
const multiFactorRoute = `${loginMultiFactorPath('')}:segment`;

/** Login by password or e-mailed code, the second factor at login, logout and password reset (issue 9). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.post(apiPaths.login, async (request) => loginRoute(app, request));
    app.post(apiPaths.loginCode, async (request) => loginCodeSend(app, request));
    app.post<SegmentParams>(multiFactorRoute, async (request, reply) => multiFactorLogin(app, request, reply, request.params.segment));
    app.post<SegmentParams>(`${multiFactorRoute}/send`, async (request, reply) => {
      await multiFactorSend(app, request, request.params.segment);
      return reply.code(204).send();
    });
    app.post(apiPaths.logout, async (request, reply) => {
      await request.session.destroy();
      return reply.code(204).send();
    });
    app.post(apiPaths.passwordForgot, async (request) => passwordForgot(app, request));
    app.post(apiPaths.passwordReset, async (request) => passwordReset(app, request));
    registerAuthScreenData(app);
    registerStepUpGuard(app);
    // A closed account leaves no failure counter and no failed login under its address behind.
    app.accountClosers.add(deleteThrottlesOfAccount);
    app.accountClosers.add(deleteAnonymousLoginsOf);

    const sweep = async () => {
      const now = Date.now();
      await deleteStaleThrottles(app.db, new Date(now - LOGIN_THROTTLE_PER_ACCOUNT.maxWaitMs - DAY_MS));
      await deleteOldResetTokens(app.db, new Date(now - DAY_MS));
      await deleteOldOneTimeCodes(app.db, new Date(now - DAY_MS));
      await deleteExpiredTrustedDevices(app.db, new Date(now));
    };
    const timer = setInterval(() => void sweep().catch((err: unknown) => app.log.warn({ err }, 'auth sweep failed')), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'sms', 'mfa', 'account-closing'] },
);
