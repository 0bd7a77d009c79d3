import {
  profileFieldNames,
  type CustomAssociatedInfoValues,
  type endpoints,
  type SignupStepAnswer,
} from '@vs/contract';
import { messages } from '@vs/validation';
import type { FastifyInstance } from 'fastify';
import { href, purchasePaths } from '@vs/routes';
import { AppError, flowError } from '../../http/app-error';
import { languageOf, type Language } from '../../http/language';
import type { EndpointCall } from '../../http/endpoint-route';
import { emailTakenMessage, userIdTakenMessage } from '../account/account-messages';
import { authenticationMethodsOf } from '../auth/login-factors';
import {
  emailTaken,
  insertAccount,
  uniqueViolationOf,
  userIdTaken,
  type AccountRow,
} from '../account/accounts.repository';
import { refuseCommonPassword, refuseContextWords } from '../password/common-passwords';
import { hashPassword } from '../password/password-hasher';
import { requireAllConsented } from '../policy/consent-check';
import { currentPolicies, insertConsents } from '../policy/policy.repository';
import { listPlans } from '../plans/plans.repository';
import { requireStore } from '../store/store.plugin';
import { isPinVerified, signupContextOf } from './signup-context';
import { linkIdentity } from '../external-identity/identities.repository';
import { takeChosenPlan } from './chosen-plan';
import { externalSignupOfFlow } from './external-step';
import { bindAccount } from './signup-flow.repository';
import { signupMessages } from './signup-messages';
import { MEMBER_HOME, signupPagesOf, signupTimeout } from './signup-pages';

const emailConflict = (language: Language) =>
  new AppError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL', emailTakenMessage[language], {
    email: messages.email.alreadyInUse,
  });
const userIdConflict = (language: Language) =>
  new AppError(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID', userIdTakenMessage[language], {
    userId: messages.userId.alreadyInUse,
  });

/** Thrown inside the transaction when another request of the same flow made the account first. */
class FlowAlreadyBound extends Error {}

/** Thrown inside the transaction when the external identity of this sign-up was linked to another account meanwhile. */
class IdentityTaken extends Error {}

/**
 * POST /zapi/signup: validates the form with the page's schema, creates the account (argon2id),
 * records the consents, logs the member in with a new session id and sets the vs-aid cookie.
 * The unique index on lower(email) makes a double submit one account.
 */
export async function signupForm(
  app: FastifyInstance,
  { request, body }: EndpointCall<typeof endpoints.signup>,
): Promise<SignupStepAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const context = await signupContextOf(app, request, store);
  if (context.loggedIn) throw flowError(MEMBER_HOME, signupMessages.flow[language]);
  const { flow } = context;
  const pages = await signupPagesOf(request);
  if (!flow && context.timedOut) throw signupTimeout(pages, language);
  if (!isPinVerified(flow) || !flow?.email) throw flowError(pages.pinCode, signupMessages.flow[language]);
  if (flow.accountId) throw emailConflict(language);

  // A sign-up through an external identity: no password (the provider is the way in), and the identity is linked.
  const external = await externalSignupOfFlow(app, request, flow.id);
  const form = await body({ ...context.settings, withPassword: !external });
  if (form.password !== undefined) {
    refuseCommonPassword(form.password);
    refuseContextWords(form.password, {
      serviceName: store.serviceName,
      host: request.hostname,
      email: flow.email,
      userId: form.userId,
    });
  }
  const now = app.now();
  const consents = await requireAllConsented(await currentPolicies(app.db, store.id, now), [
    ...(flow.consents ?? []),
    ...form.policyConsentData,
  ]);

  const email = flow.email;
  const userId = context.settings.isEnabledUserId ? (form.userId ?? null) : null;
  if (userId && (await userIdTaken(app.db, store.id, userId))) throw userIdConflict(language);
  if (await emailTaken(app.db, store.id, email)) throw emailConflict(language);

  const profile = Object.fromEntries(profileFieldNames.map((field) => [field, form[field] ?? null]));
  const passwordHash = form.password === undefined ? null : await hashPassword(form.password);
  let account: AccountRow;
  try {
    account = await app.db.transaction(async (db) => {
      const row = await insertAccount(db, {
        storeId: store.id,
        email,
        userId,
        passwordHash,
        ...profile,
        customAssociatedInfo: (form.customAssociatedInfo ?? {}) as CustomAssociatedInfoValues,
        createdAt: now,
        passwordUpdatedAt: now,
        // The sign-up PIN went to this address, or the provider verified it and it was kept.
        emailVerifiedAt: now,
      });
      await insertConsents(db, row.id, consents, now);
      if (!(await bindAccount(db, flow.id, row.id))) throw new FlowAlreadyBound();
      // Another account took the identity meanwhile: this sign-up cannot have it.
      if (external && (await linkIdentity(db, store.id, row.id, external, now)) !== 'linked') throw new IdentityTaken();
      return row;
    });
  } catch (error) {
    const violated = uniqueViolationOf(error);
    if (violated === 'userId') throw userIdConflict(language);
    if (violated === 'email' || error instanceof FlowAlreadyBound) throw emailConflict(language);
    if (error instanceof IdentityTaken) throw flowError(href('/login'), signupMessages.flow[language]);
    throw error;
  }

  // The mailed PIN proved the member (a login by code, `amr` otp), or the provider did (`amr` fed).
  await request.session.login({ accountId: account.id, authId: account.authId }, now, {
    loginMethods: authenticationMethodsOf(external ? 'ExternalAuth' : 'AuthCode'),
    loginIdentityType: external?.type,
    pendingExternalSignup: undefined,
  });
  request.log.info({ flowId: flow.id, authId: account.authId, external: !!external }, 'account created by sign-up');
  if (pages.afterAccount) return { redirectTo: pages.afterAccount };
  // Started from an OpenID Connect login: back through the interaction's entry, which hands the member over.
  if (external?.redirectTo?.startsWith('/oidc/')) return { redirectTo: external.redirectTo };
  const chosenPlan = await takeChosenPlan(request);
  if (!(await sellsPlans(app, store.id, store.status.hasSubscriptionPlan)))
    return { redirectTo: href('/signup/complete') };
  // A plan chosen before signing up: its payment choice on the plan step, which leads on to its confirm page.
  return { redirectTo: chosenPlan ? purchasePaths(chosenPlan, 'signup').choose : href('/signup/plans') };
}

/** The optional plan step is offered when the store has a subscription plan or sells any plan. */
export async function sellsPlans(
  app: FastifyInstance,
  storeId: string,
  hasSubscriptionPlan: boolean,
): Promise<boolean> {
  return hasSubscriptionPlan || (await listPlans(app.db, storeId)).length > 0;
}
