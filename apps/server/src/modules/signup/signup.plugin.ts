import { apiPaths } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    app.post(apiPaths.signupPolicy, async (request) => signupPolicy(app, request));
    app.post(apiPaths.signupEmail, async (request) => signupEmail(app, request));
    app.post(apiPaths.signupPinCode, async (request) => signupPinCode(app, request));
    app.post(apiPaths.signup, async (request) => signupForm(app, request));
    registerSignupScreenData(app);
    // The flow that created a closed account still holds its address and consents.
    app.accountClosers.add(async (tx, account) => deleteFlowsOfAccount(tx, account.id));

    const sweep = () => deleteExpiredFlows(app.db, new Date());
    const timer = setInterval(() => void sweep().catch((err: unknown) => app.log.warn({ err }, 'sign-up sweep failed')), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'signup', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'account-closing'] },
);
