import type { endpoints, SignupAuthScreenData, SignupStepAnswer } from '@vs/contract';
import { href } from '@vs/routes';
import { messages } from '@vs/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, flowError } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { emailTakenMessage } from '../account/account-messages';
import { emailTaken } from '../account/accounts.repository';
import type { PendingExternalSignup } from '../external-identity/pending-signup';
import { providerNameOf } from '../external-identity/provider-name';
import { requireAllConsented } from '../policy/consent-check';
import { currentPolicies } from '../policy/policy.repository';
import type { ScreenDataContext } from '../screen-data/registry';
import { requireStore } from '../store/store.plugin';
import { signupEmail } from './email-step';
import { ensureFlow, signupContextOf } from './signup-context';
import { setConsents, setProviderVerifiedEmail } from './signup-flow.repository';
import { signupMessages } from './signup-messages';
import { MEMBER_HOME, siteSignupPages } from './signup-pages';
import { signupStep } from './steps';

/** An identity provider's answer is good for a sign-up this long (the sign-up flow's own life is longer). */
const PENDING_LIFETIME_MS = 30 * 60_000;

/** The identity waiting for a sign-up in this session, while it is young enough; else null. */
export async function pendingExternalSignupOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PendingExternalSignup | null> {
  const pending = await request.session.get('pendingExternalSignup');
  if (!pending) return null;
  return app.now().getTime() - Date.parse(pending.at) <= PENDING_LIFETIME_MS ? pending : null;
}

/** The identity this sign-up flow took on /signup/auth: its account is made without a password and linked to it. */
export async function externalSignupOfFlow(
  app: FastifyInstance,
  request: FastifyRequest,
  flowId: string,
): Promise<PendingExternalSignup | null> {
  const pending = await pendingExternalSignupOf(app, request);
  return pending?.flowId === flowId ? pending : null;
}

/**
 * /signup/auth's screen data: the provider's name, the address to keep or change, and the policies
 * to agree to here (the provider's answer lands on this page, so it holds the whole first step).
 */
export async function externalSignupScreen(
  app: FastifyInstance,
  screen: ScreenDataContext,
): Promise<SignupAuthScreenData | { redirectTo: string }> {
  const context = await signupContextOf(app, screen.request, screen.store);
  if (context.loggedIn) return { redirectTo: MEMBER_HOME };
  const pending = await pendingExternalSignupOf(app, screen.request);
  if (!pending) return { redirectTo: href('/login') };
  const entered = pending.flowId && pending.flowId === context.flow?.id ? context.flow.email : null;
  return {
    step: signupStep('email', false),
    providerName: await providerNameOf(app, screen.store.id, pending.type),
    email: entered ?? pending.email,
    policies: await currentPolicies(app.db, screen.store.id, app.now()),
  };
}

/**
 * POST /zapi/signup/auth (spec 001 §5 "E-mail"): the provider's address, verified there and kept,
 * stands for the PIN, unless a member has it ('このメールアドレスは既に使用されています。…'); any
 * other address (changed, or one the provider did not verify) gets a PIN as on the e-mail step.
 */
export async function signupAuth(
  app: FastifyInstance,
  call: EndpointCall<typeof endpoints.signupAuth>,
): Promise<SignupStepAnswer> {
  const { request, body: bodyOf } = call;
  const store = requireStore(request);
  const language = languageOf(request);
  const body = await bodyOf();
  const context = await signupContextOf(app, request, store);
  if (context.loggedIn) throw flowError(MEMBER_HOME, signupMessages.flow[language]);
  const pending = await pendingExternalSignupOf(app, request);
  if (!pending) throw flowError(href('/login'), signupMessages.flow[language]);
  const now = app.now();

  const consents = await requireAllConsented(await currentPolicies(app.db, store.id, now), body.policyConsentData);
  const flow = await ensureFlow(app, request, context);
  await setConsents(app.db, flow.id, consents);
  await request.session.set('pendingExternalSignup', { ...pending, flowId: flow.id });

  const kept = pending.email !== null && pending.email.toLowerCase() === body.email.toLowerCase();
  if (!kept || !pending.emailVerified)
    // The same checks, limits and mail as the e-mail step; its consents are the ones just recorded.
    return signupEmail(app, { ...call, body: async () => ({ ...body, type: 'signUp', policyConsentData: [] }) });

  if (await emailTaken(app.db, store.id, body.email)) {
    throw new AppError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL', emailTakenMessage[language], {
      email: messages.email.alreadyInUse,
    });
  }
  if (!(await setProviderVerifiedEmail(app.db, flow.id, body.email, now)))
    throw flowError(MEMBER_HOME, signupMessages.flow[language]);
  request.log.info({ flowId: flow.id, provider: pending.type }, "sign-up: the provider's verified address kept");
  return { redirectTo: siteSignupPages.form };
}
