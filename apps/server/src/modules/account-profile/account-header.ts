import type { AccountHeaderScreenData } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { displayNameOf, findAccount } from '../account/accounts.repository';
import { accountSettingsOf } from '../store/account-settings';
import { isUnderContract } from '../plans/contracted-plans';
import { profileImageUpdatedAt, profileImageUrlOf } from './profile-images.repository';
import { requireStore } from '../store/store.plugin';

/**
 * Spec 000 §2 "Layouts": which side-menu items show, from the store's status and the member's contracts
 * (Plans when one is not cancelled), and the member's profile image where the store shows them.
 */
export async function accountHeaderOf(app: FastifyInstance, request: FastifyRequest): Promise<AccountHeaderScreenData> {
  const store = requireStore(request);
  const { status } = store;
  const authId = await request.session.get('authId');
  const accountId = await request.session.get('accountId');
  const account = accountId ? await findAccount(app.db, store.id, accountId) : null;
  const [settings, imageStamp, hasContract] = account
    ? await Promise.all([
        accountSettingsOf(app.db, store.id),
        profileImageUpdatedAt(app.db, account.id),
        isUnderContract(app.db, account.id),
      ])
    : [null, null, false];
  return {
    isLoggedIn: authId !== undefined,
    displayName: account ? displayNameOf(account) : null,
    profileImageUrl: settings?.isProfileImageEnabled ? profileImageUrlOf(imageStamp) : null,
    menu: {
      home: status.hasSubscriptionPlan || status.isStorePaymentAvailable,
      plans: hasContract,
      paymentMethod: status.isStorePaymentAvailable,
      paymentHistory: status.isStorePaymentAvailable,
    },
  };
}
