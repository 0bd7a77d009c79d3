import type { AccountHeaderScreenData } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { displayNameOf, findAccount } from '../account/accounts.repository';
import { requireStore } from '../store/store.plugin';

/** Spec 000 §2 "Layouts": which side-menu items show, from the store's status and the member's contracts. */
export async function accountHeaderOf(app: FastifyInstance, request: FastifyRequest): Promise<AccountHeaderScreenData> {
  const store = requireStore(request);
  const { status } = store;
  const authId = await request.session.get('authId');
  const accountId = await request.session.get('accountId');
  const account = accountId ? await findAccount(app.db, store.id, accountId) : null;
  return {
    isLoggedIn: authId !== undefined,
    displayName: account ? displayNameOf(account) : null,
    // Profile images and subscriptions come with My Page and billing.
    profileImageUrl: null,
    menu: {
      home: status.hasSubscriptionPlan || status.isStorePaymentAvailable,
      plans: false,
      paymentMethod: status.isStorePaymentAvailable,
      paymentHistory: status.isStorePaymentAvailable,
    },
  };
}
