import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { registerPolicyPages } from '../policy/policy-pages';
import { signupEmail } from './email-step';
import { signupAuth } from './external-step';
import { signupForm } from './form-step';
import { signupPinCode } from './pin-step';
import { signupPolicy } from './policy-step';
import { registerSignupScreenData } from './signup-screen-data';
import { deleteExpiredFlows, deleteFlowsOfAccount } from './signup-flow.repository';

/**
 * Sign-up by e-mail and PIN: the four calls, the screen data of every step and of the public
 * policy pages, and the cleanup of expired flows.
 */
export const signupPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.signupPolicy, async (call) => signupPolicy(app, call));
    route(app, endpoints.signupEmail, async (call) => signupEmail(app, call));
    route(app, endpoints.signupAuth, async (call) => signupAuth(app, call));
    route(app, endpoints.signupPinCode, async (call) => signupPinCode(app, call));
    route(app, endpoints.signup, async (call) => signupForm(app, call));
    registerSignupScreenData(app);
    // The policies a sign-up agrees to, readable at any time (the footer's and the consent page's links).
    registerPolicyPages(app);
    // The flow that created a closed account, and abandoned ones, still hold its address and consents.
    app.accountClosers.add(deleteFlowsOfAccount);

    app.cleanups.add('signup-flows', () => deleteExpiredFlows(app.db, new Date()));
  },
  {
    name: 'signup',
    dependencies: ['database', 'cleanups', 'store', 'session', 'clock', 'screen-data', 'mail', 'account-closing'],
  },
);
