import type { SignupPolicyRequest, SignupStepAnswer } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'yup';
import { flowError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { validateBody } from '../../http/validate';
import { policyConsentDataSchema, requireAllConsented } from '../policy/consent-check';
import { currentPolicies } from '../policy/policy.repository';
import { requireStore } from '../store/store.plugin';
import { ensureFlow, signupContextOf } from './signup-context';
import { setConsents } from './signup-flow.repository';
import { signupMessages } from './signup-messages';

/** POST /zapi/signup/policy: every current policy agreed to, kept in the flow until the account exists. */
export async function signupPolicy(app: FastifyInstance, request: FastifyRequest): Promise<SignupStepAnswer> {
  const store = requireStore(request);
  const body = (await validateBody(object({ policyConsentData: policyConsentDataSchema() }), request.body)) as SignupPolicyRequest;
  const context = await signupContextOf(app, request, store);
  if (context.loggedIn) throw flowError('/plans', signupMessages.flow[languageOf(request)]);
  const consents = await requireAllConsented(await currentPolicies(app.db, store.id, app.now()), body.policyConsentData);
  const flow = await ensureFlow(app, request, context);
  await setConsents(app.db, flow.id, consents);
  return { redirectTo: '/signup/email' };
}
