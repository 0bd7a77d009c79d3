import type { PlanCompleteScreenData, PlanConfirmScreenData } from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../http/app-error';
import { forMembers } from '../member/require-member';
import { toPlan } from '../plans/plan-mapper';
import { CAMPAIGN_CODE_METHOD } from '../plans/member-contracts';
import { findPlan } from '../plans/plans.repository';
import type { PurchasePaymentPort } from './payment-port';
import { tokenState } from './idempotency';
import type { KeptCharge } from './purchase';
import { decideOrder } from './purchase-order';
import { latestContractOf } from './purchase.repository';

/** The confirm page shows the verified order again, decided afresh (a plan sold out since verify goes back). */
export function registerPurchaseScreenData(app: FastifyInstance, payments: PurchasePaymentPort): void {
  app.screenData.register(
    '/plans/:planId/confirm',
    forMembers(
      app,
      async ({ store, params, request }, member): Promise<PlanConfirmScreenData | { redirectTo: string }> => {
        const plan = await findPlan(app.db, store.id, params['planId'] ?? '');
        if (!plan) throw notFound();
        const planPage = { redirectTo: href('/plans/:planId', { planId: plan.planId }) };
        const verified = await request.session.get('purchaseOrder');
        if (!verified || verified.planId !== plan.planId) return planPage;
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
          };
        try {
          const { terms } = await decideOrder(app.db, request, {
            storeId: store.id,
            accountId: member.id,
            plan,
            paymentMethod: verified.paymentMethod,
            campaignCode: verified.campaignCode,
            now: app.now(),
          });
          return { ...shown, order: terms.order, savedPaymentMethod: (await saved())?.shown ?? null };
        } catch (error) {
          if (error instanceof AppError) return planPage;
          throw error;
        }
      },
    ),
  );

  app.screenData.register(
    '/plans/:planId/complete',
    forMembers(app, async ({ store, params }, member): Promise<PlanCompleteScreenData | { redirectTo: string }> => {
      const plan = await findPlan(app.db, store.id, params['planId'] ?? '');
      if (!plan) throw notFound();
      const contract = await latestContractOf(app.db, store.id, member.id, plan.planId);
      if (!contract) return { redirectTo: href('/plans/:planId', { planId: plan.planId }) };
      return { plan: toPlan(plan), orderCompletedMessage: plan.orderCompletedMessage };
    }),
  );
}
