import type { AccountHeaderScreenData } from '@vs/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accounts, profileImages, subscriptions } from '../../db/schema';
import { preparedPer } from '../../plugins/database';
import { displayNameOf } from '../account/accounts.repository';
import { qualified } from '../member/member-page.repository';
import { recentAccountSettingsOf } from '../store/account-settings';
import { runningContractOf } from '../plans/contracted-plans';
import { PENDING_STATUS } from '../plans/member-contracts';
import { profileImageUrlOf } from './profile-images.repository';
import { requireStore } from '../store/store.plugin';

const accountId = qualified(accounts, accounts.id);
const now = sql`(${sql.placeholder('now')})::timestamptz`;

/** The header's one statement: the names it shows, the image's stamp, whether a contract runs. */
const headerStatement = preparedPer((db) =>
  db
    .select({
      email: accounts.email,
      userId: accounts.userId,
      nickname: accounts.nickname,
      name: accounts.name,
      familyName: accounts.familyName,
      givenName: accounts.givenName,
      imageUpdatedAt:
        sql<Date | null>`(select ${qualified(profileImages, profileImages.updatedAt)} from ${profileImages}
        where ${qualified(profileImages, profileImages.accountId)} = ${accountId})`.mapWith(profileImages.updatedAt),
      // Spec 000 §2 "Plans (if the user has a subscription plan)": a subscription not ended, not still being charged.
      hasSubscription: sql<boolean>`exists (select 1 from ${subscriptions} where ${and(
        runningContractOf(accountId, now),
        eq(qualified(subscriptions, subscriptions.planType), 'subscription'),
        ne(qualified(subscriptions, subscriptions.status), PENDING_STATUS),
      )})`,
    })
    .from(accounts)
    .where(and(eq(accounts.storeId, sql.placeholder('storeId')), eq(accounts.id, sql.placeholder('accountId'))))
    .limit(1)
    .prepare('account_header'),
);

/**
 * Spec 000 §2 "Layouts": which side-menu items show, from the store's status and the member's contracts
 * (Plans when a subscription is not cancelled), and the member's profile image where the store shows them.
 */
export async function accountHeaderOf(app: FastifyInstance, request: FastifyRequest): Promise<AccountHeaderScreenData> {
  const store = requireStore(request);
  const { status } = store;
  const authId = await request.session.get('authId');
  const memberId = await request.session.get('accountId');
  const [account] = memberId
    ? await headerStatement(app.db).execute({ storeId: store.id, accountId: memberId, now: app.now().toISOString() })
    : [];
  const settings = account ? await recentAccountSettingsOf(app, store.id) : null;
  return {
    isLoggedIn: authId !== undefined,
    displayName: account ? displayNameOf(account) : null,
    profileImageUrl: settings?.isProfileImageEnabled ? profileImageUrlOf(account?.imageUpdatedAt ?? null) : null,
    menu: {
      home: status.hasSubscriptionPlan || status.isStorePaymentAvailable,
      plans: account?.hasSubscription ?? false,
      paymentMethod: status.isStorePaymentAvailable,
      paymentHistory: status.isStorePaymentAvailable,
    },
  };
}
