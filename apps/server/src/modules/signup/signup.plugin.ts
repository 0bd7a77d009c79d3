import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { signupEmail } from './email-step';
import { signupForm } from './form-step';
import { signupPinCode } from './pin-step';
import { signupPolicy } from './policy-step';
import { registerSignupScreenData } from './signup-screen-data';
import { deleteExpiredFlows, deleteFlowsOfAccount } from './signup-flow.repository';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Sign-up by e-mail and PIN (issue 3): the four calls, the screen data of every step, and a sweep. */
export const signupPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.signupPolicy, async (call) => signupPolicy(app, call));
    route(app, endpoints.signupEmail, async (call) => signupEmail(app, call));
    route(app, endpoints.signupPinCode, async (call) => signupPinCode(app, call));
    route(app, endpoints.signup, async (call) => signupForm(app, call));
    registerSignupScreenData(app);
    // The flow that created a closed account, and abandoned ones, still hold its address and consents.
    app.accountClosers.add(deleteFlowsOfAccount);

    const sweep = () => deleteExpiredFlows(app.db, new Date());
    const timer = setInterval(
      () => void sweep().catch((err: unknown) => app.log.warn({ err }, 'sign-up sweep failed')),
      SWEEP_INTERVAL_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'signup', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'account-closing'] },
);
