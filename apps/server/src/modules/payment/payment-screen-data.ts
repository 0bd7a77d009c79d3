import {
  linkPaymentMethodTypes,
  PAYPAL_PAYMENT_METHOD,
  type AccountPaymentMethod,
  type EmptyScreenData,
  type PaymentMethodCompleteScreenData,
  type PaymentMethodScreenData,
} from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { forMembers } from '../member/require-member';
import { keepReturnPlan, returnPlanPage } from './payment-return';
import { listPaymentMethods } from './payment-methods.repository';
import { savedMethodOf } from './saved-method';

/** Screen data of /mypage/payment-method and its two completion pages (the added one leads back to a plan). */
export function registerPaymentScreenData(app: FastifyInstance): void {
  app.screenData.register(
    '/mypage/payment-method',
    forMembers(app, async ({ store, request, query }, member): Promise<PaymentMethodScreenData> => {
      await keepReturnPlan(request, query);
      const owner = { storeId: store.id, accountId: member.id };
      const [rows, usages] = await Promise.all([
        listPaymentMethods(app.db, owner),
        app.paymentMethodUsages.of(app.db, owner),
      ]);
      const paymentMethods = rows.map((row): AccountPaymentMethod => {
        const usedBy = usages.get(row.id) ?? [];
        return { ...savedMethodOf(row), isContractUsed: usedBy.length > 0, usedBy };
      });
      return {
        paymentMethods,
        addableTypes: app.paymentProvider ? ['SbpsCredit', ...linkPaymentMethodTypes, PAYPAL_PAYMENT_METHOD] : [],
        provider: app.paymentProvider?.browser ?? null,
      };
    }),
  );
  app.screenData.register(
    '/mypage/payment-method/complete',
    forMembers(app, async ({ request }): Promise<PaymentMethodCompleteScreenData> => ({
      returnTo: await returnPlanPage(request),
    })),
  );
  app.screenData.register(
    '/mypage/payment-method/delete/complete',
    forMembers(app, async (): Promise<EmptyScreenData> => ({ ok: true })),
  );
}
