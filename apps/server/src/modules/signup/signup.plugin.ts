import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { deleteStaleRateLimits } from '../rate-limit/rate-limit';
import { signupEmail } from './email-step';
import { signupForm } from './form-step';
import { signupPinCode } from './pin-step';
import { signupPolicy } from './policy-step';
import { registerSignupScreenData } from './signup-screen-data';
import { deleteExpiredFlows } from './signup-flow.repository';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const RATE_WINDOW_KEEP_MS = 24 * 60 * 60 * 1000;

/** Sign-up by e-mail and PIN (issue 3): the four calls, the screen data of every step, and a sweep. */
export const signupPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.signupPolicy, async (call) => signupPolicy(app, call));
    route(app, endpoints.signupEmail, async (call) => signupEmail(app, call));
    route(app, endpoints.signupPinCode, async (call) => signupPinCode(app, call));
    route(app, endpoints.signup, async (call) => signupForm(app, call));
    registerSignupScreenData(app);

    const sweep = async () => {
      const now = new Date();
      await deleteExpiredFlows(app.db, now);
      await deleteStaleRateLimits(app.db, new Date(now.getTime() - RATE_WINDOW_KEEP_MS));
    };
    const timer = setInterval(() => void sweep().catch((err: unknown) => app.log.warn({ err }, 'sign-up sweep failed')), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'signup', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail'] },
);
