import { apiPaths } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_THROTTLE_PER_ACCOUNT } from './auth-policy';
import { deleteOldResetTokens } from './auth.repository';
import { registerAuthScreenData } from './auth-screen-data';
import { loginRoute } from './login';
import { deleteStaleThrottles } from './login-throttle';
import { passwordForgot, passwordReset } from './password-reset';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Password login, logout and password reset (issue 9, first slice). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.post(apiPaths.login, async (request) => loginRoute(app, request));
    app.post(apiPaths.logout, async (request, reply) => {
      await request.session.destroy();
      return reply.code(204).send();
    });
    app.post(apiPaths.passwordForgot, async (request) => passwordForgot(app, request));
    app.post(apiPaths.passwordReset, async (request) => passwordReset(app, request));
    registerAuthScreenData(app);

    const sweep = async () => {
      const now = Date.now();
      await deleteStaleThrottles(app.db, new Date(now - LOGIN_THROTTLE_PER_ACCOUNT.maxWaitMs - DAY_MS));
      await deleteOldResetTokens(app.db, new Date(now - DAY_MS));
    };
    const timer = setInterval(() => void sweep().catch((err: unknown) => app.log.warn({ err }, 'auth sweep failed')), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
