import type { AccountHeaderScreenData } from '@vs/contract';
import type { FastifyRequest } from 'fastify';
import { requireStore } from '../store/store.plugin';

/** Spec 000 §2 "Layouts": which side-menu items show, from the store's status and the member's contracts. */
export async function accountHeaderOf(request: FastifyRequest): Promise<AccountHeaderScreenData> {
  const { status } = requireStore(request);
  const authId = await request.session.get('authId');
  return {
    isLoggedIn: authId !== undefined,
    // Accounts and subscriptions do not exist yet: no name, no image, no subscription.
    displayName: null,
    profileImageUrl: null,
    menu: {
      home: status.hasSubscriptionPlan || status.isStorePaymentAvailable,
      plans: false,
      paymentMethod: status.isStorePaymentAvailable,
      paymentHistory: status.isStorePaymentAvailable,
    },
  };
}
