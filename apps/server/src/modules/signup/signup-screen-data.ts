import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { currentPolicies } from '../policy/policy.repository';
import { listPlans } from '../plans/plans.repository';
import type { ScreenDataContext } from '../screen-data/registry';
import { rememberChosenPlan } from './chosen-plan';
import { externalSignupOfFlow, externalSignupScreen } from './external-step';
import { sellsPlans } from './form-step';
import { hasSentPin, isPinVerified, signupContextOf } from './signup-context';
import { RESEND_COOLDOWN_MS } from './signup-policy';
import { signupPurchaseOffer } from './signup-purchase-offer';
import { signupStep } from './steps';
import { MEMBER_HOME, signupPagesOf, siteSignupPages, type SignupPages } from './signup-pages';

/**
 * Screen data of every sign-up page. Each step answers `{ redirectTo }` when visited out of order:
 * the policy step only exists when the store shows policies first; the PIN page needs a sent code,
 * the form a verified one, the plan and completion pages an account made by this flow.
 */
export function registerSignupScreenData(app: FastifyInstance): void {
  const load = (context: ScreenDataContext) => signupContextOf(app, context.request, context.store);

  const policyStep = async (screen: ScreenDataContext) => {
    const context = await load(screen);
    if (context.loggedIn) return { redirectTo: MEMBER_HOME };
    await rememberChosenPlan(screen.request, screen.query);
    if (!context.settings.showPolicyFirst) return { redirectTo: href('/signup/email') };
    return { step: signupStep('policy', true), policies: await currentPolicies(app.db, screen.store.id, app.now()) };
  };
  app.screenData.register('/signup', policyStep);
  app.screenData.register('/signup/policy', policyStep);

  app.screenData.register('/signup/email', async (screen) => {
    // The first page of a store without policies first: a plan chosen before signing up comes with it.
    if (!(await load(screen)).loggedIn) await rememberChosenPlan(screen.request, screen.query);
    return emailStepScreen(app, screen, siteSignupPages);
  });
  app.screenData.register('/signup/auth', (screen) => externalSignupScreen(app, screen));
  app.screenData.register('/signup/pin-code', (screen) => pinCodeStepScreen(app, screen, siteSignupPages));

  app.screenData.register('/signup/form', async (screen) => {
    const context = await load(screen);
    const { flow, settings } = context;
    const pages = await signupPagesOf(screen.request);
    if (context.loggedIn) return { redirectTo: MEMBER_HOME };
    if (!isPinVerified(flow) || !flow?.email) return { redirectTo: pages.pinCode };
    const external = await externalSignupOfFlow(app, screen.request, flow.id);
    return {
      // A sign-up through an external identity agreed to the policies on /signup/auth, with its address.
      step: signupStep('form', !external && settings.showPolicyFirst && pages.policyStepOfItsOwn),
      email: flow.email,
      withPassword: !external,
      fieldRules: settings.fieldRules,
      genderInputType: settings.genderInputType,
      disallowUnknownGender: settings.disallowUnknownGender,
      passwordStrength: settings.passwordStrength,
      isEnabledUserId: settings.isEnabledUserId,
      customAssociatedInfo: settings.customAssociatedInfo,
    };
  });

  app.screenData.register('/signup/plans', async (screen) => {
    const context = await load(screen);
    if (!context.accountCreated) return { redirectTo: context.loggedIn ? MEMBER_HOME : href('/signup/form') };
    if (!(await sellsPlans(app, screen.store.id, screen.store.status.hasSubscriptionPlan)))
      return { redirectTo: href('/signup/complete') };
    const purchase = await signupPurchaseOffer(app, {
      storeId: screen.store.id,
      accountId: context.flow?.accountId ?? '',
    });
    return {
      step: signupStep('finish', context.settings.showPolicyFirst),
      hasPlans: (await listPlans(app.db, screen.store.id)).length > 0,
      purchase,
    };
  });

  app.screenData.register('/signup/complete', async (screen) => {
    const context = await load(screen);
    if (!context.accountCreated) return { redirectTo: context.loggedIn ? MEMBER_HOME : href('/signup') };
    return { serviceName: screen.store.serviceName, step: signupStep('finish', context.settings.showPolicyFirst) };
  });
}

/** The e-mail step's data on the site's or the interaction's pages (the policies come along unless agreed first). */
export async function emailStepScreen(app: FastifyInstance, screen: ScreenDataContext, pages: SignupPages) {
  const context = await signupContextOf(app, screen.request, screen.store);
  const showPolicyFirst = context.settings.showPolicyFirst && pages.policyStepOfItsOwn;
  if (context.loggedIn) return { redirectTo: MEMBER_HOME };
  if (showPolicyFirst && !context.flow?.consents) return { redirectTo: pages.policy };
  return {
    step: signupStep('email', showPolicyFirst),
    email: context.flow?.email ?? null,
    policies: showPolicyFirst ? [] : await currentPolicies(app.db, screen.store.id, app.now()),
  };
}

/** The PIN step's data: it needs a code sent by this flow. */
export async function pinCodeStepScreen(app: FastifyInstance, screen: ScreenDataContext, pages: SignupPages) {
  const context = await signupContextOf(app, screen.request, screen.store);
  const { flow } = context;
  if (context.loggedIn) return { redirectTo: MEMBER_HOME };
  if (!hasSentPin(flow) || !flow.lastSentAt) return { redirectTo: pages.email };
  const waitMs = RESEND_COOLDOWN_MS - (app.now().getTime() - flow.lastSentAt.getTime());
  return {
    step: signupStep('pinCode', context.settings.showPolicyFirst && pages.policyStepOfItsOwn),
    email: flow.email,
    resendAvailableInSeconds: Math.max(0, Math.ceil(waitMs / 1000)),
  };
}
