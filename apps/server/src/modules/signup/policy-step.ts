import type { SignupStepAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import type { EndpointCall } from '../../http/endpoint-route';
import { flowError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { requireAllConsented } from '../policy/consent-check';
import { currentPolicies } from '../policy/policy.repository';
import { requireStore } from '../store/store.plugin';
import { ensureFlow, signupContextOf } from './signup-context';
import { setConsents } from './signup-flow.repository';
import { MEMBER_HOME } from './signup-pages';
import { signupMessages } from './signup-messages';

/** POST /zapi/signup/policy: every current policy agreed to, kept in the flow until the account exists. */
export async function signupPolicy(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.signupPolicy>,
): Promise<SignupStepAnswer> {
  const store = requireStore(request);
  const body = await bodyOf();
  const context = await signupContextOf(app, request, store);
  if (context.loggedIn) throw flowError(MEMBER_HOME, signupMessages.flow[languageOf(request)]);
  const consents = await requireAllConsented(
    await currentPolicies(app.db, store.id, app.now()),
    body.policyConsentData,
  );
  const flow = await ensureFlow(app, request, context);
  await setConsents(app.db, flow.id, consents);
  return { redirectTo: href('/signup/email') };
}
