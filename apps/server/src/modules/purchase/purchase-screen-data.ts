import type { PlanCompleteScreenData, PlanConfirmScreenData, SignupStep } from '@vs/contract';
import { href, purchasePaths, type PurchaseFlow } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../http/app-error';
import { forMembers } from '../member/require-member';
import { toPlan } from '../plans/plan-mapper';
import { CAMPAIGN_CODE_METHOD } from '../plans/member-contracts';
import { findPlan } from '../plans/plans.repository';
import { signupContextOf } from '../signup/signup-context';
import { signupStep } from '../signup/steps';
import type { ScreenDataContext } from '../screen-data/registry';
import type { PurchasePaymentPort } from './payment-port';
import { tokenState } from './idempotency';
import type { KeptCharge } from './purchase';
import { decideOrder } from './purchase-order';
import { latestContractOf } from './purchase.repository';

type Redirect = { readonly redirectTo: string };

/**
 * The plan page's confirm and complete pages, and sign-up's (spec 000 §2 /signup/plans/*): the same
 * data, sign-up's with its step bar, and only while this session's sign-up made the member's account
 * (after it, the member buys from the plan page).
 */
export function registerPurchaseScreenData(app: FastifyInstance, payments: PurchasePaymentPort): void {
  const confirm = (flow: PurchaseFlow) =>
    forMembers(app, async ({ store, params, request }, member) => {
      const plan = await findPlan(app.db, store.id, params['planId'] ?? '');
      if (!plan) throw notFound();
      const paths = purchasePaths(plan.planId, flow);
      const verified = await request.session.get('purchaseOrder');
      // An order verified on the other flow's page is not this page's to buy.
      if (!verified || verified.planId !== plan.planId || (verified.signup === true) !== (flow === 'signup'))
        return { redirectTo: paths.choose };
      const saved = async () =>
        verified.paymentMethod === CAMPAIGN_CODE_METHOD
          ? null
          : await payments.findUsableMethod({
              storeId: store.id,
              accountId: member.id,
              paymentMethodId: verified.paymentMethod,
            });
      const shown = {
        plan: toPlan(plan),
        paymentMethod: verified.paymentMethod,
        campaignCode: verified.campaignCode,
        purchaseToken: verified.purchaseToken,
        survey: plan.survey ?? null,
      };
      // Bought and waiting for its 3-D Secure challenge: the order as decided then (its place is held).
      const row = await tokenState(app.db, member.id, verified.purchaseToken);
      const kept = row?.state === 'challenge' ? (row.answer?.['kept'] as KeptCharge | undefined) : undefined;
      if (kept)
        return {
          ...shown,
          order: kept.order,
          savedPaymentMethod: (await saved())?.shown ?? null,
          challengeWaiting: true,
        } satisfies PlanConfirmScreenData;
      try {
        const { terms } = await decideOrder(app.db, request, {
          storeId: store.id,
          accountId: member.id,
          plan,
          paymentMethod: verified.paymentMethod,
          campaignCode: verified.campaignCode,
          now: app.now(),
        });
        return {
          ...shown,
          order: terms.order,
          savedPaymentMethod: (await saved())?.shown ?? null,
        } satisfies PlanConfirmScreenData;
      } catch (error) {
        if (error instanceof AppError) return { redirectTo: paths.choose };
        throw error;
      }
    });

  const complete = (flow: PurchaseFlow) =>
    forMembers(app, async ({ store, params }, member): Promise<PlanCompleteScreenData | Redirect> => {
      const plan = await findPlan(app.db, store.id, params['planId'] ?? '');
      if (!plan) throw notFound();
      const contract = await latestContractOf(app.db, store.id, member.id, plan.planId);
      if (!contract) return { redirectTo: purchasePaths(plan.planId, flow).choose };
      return { plan: toPlan(plan), orderCompletedMessage: plan.orderCompletedMessage };
    });

  app.screenData.register('/plans/:planId/confirm', confirm('plan'));
  app.screenData.register('/plans/:planId/complete', complete('plan'));
  app.screenData.register('/signup/plans/:planId/confirm', inSignup(app, confirm('signup')));
  app.screenData.register('/signup/plans/:planId/complete', inSignup(app, complete('signup')));
}

/** Sign-up's pages add its step bar; once its sign-up is over, a member buys from the plan page. */
function inSignup<T extends object>(app: FastifyInstance, page: (screen: ScreenDataContext) => Promise<T | Redirect>) {
  return async (screen: ScreenDataContext): Promise<(T & { step: SignupStep }) | Redirect> => {
    const context = await signupContextOf(app, screen.request, screen.store);
    if (!context.accountCreated)
      return { redirectTo: href('/plans/:planId', { planId: screen.params['planId'] ?? '' }) };
    const data = await page(screen);
    if ('redirectTo' in data) return data;
    return { ...data, step: signupStep('finish', context.settings.showPolicyFirst) };
  };
}
