import type { MypageTopScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { displayNameOf, type AccountRow } from '../account/accounts.repository';
import { enabledFactorsOf } from '../mfa/factors.repository';
import { browserInfoOf } from '../device/browser-info';
import type { ScreenDataContext } from '../screen-data/registry';
import { signupSettingsOf } from '../store/signup-settings';
import { accountSettingsOf } from '../store/account-settings';
import { hasConsentOptions } from '../consent/consent-options.repository';
import { contractedPlansOf } from '../plans/contracted-plans';
import { userIdentifiersOf } from './member-identities';
import { profileImageUpdatedAt, profileImageUrlOf } from './profile-images.repository';

/** GET /zapi/internal/mypage/screen-data (spec 000 §2 "My Page top"). */
export async function mypageTopOf(
  app: FastifyInstance,
  { request, store }: ScreenDataContext,
  member: AccountRow,
): Promise<MypageTopScreenData> {
  const { status } = store;
  const [signup, settings, factors, contractedPlans, imageStamp, newsletterOptions, privacyOptions] = await Promise.all(
    [
      signupSettingsOf(app.db, store.id),
      accountSettingsOf(app.db, store.id),
      enabledFactorsOf(app.db, member.id),
      contractedPlansOf(app.db, store.id, member.id),
      profileImageUpdatedAt(app.db, member.id),
      status.isNewsletterEnabled && hasConsentOptions(app.db, store.id, 'newsletter'),
      status.isPrivacyEnabled && hasConsentOptions(app.db, store.id, 'privacy'),
    ],
  );
  const hasPassword = member.passwordHash !== null;
  return {
    contactEmail: member.email,
    isEmailVerified: member.emailVerifiedAt !== null,
    isEnabledUserId: signup.isEnabledUserId,
    userId: member.userId,
    displayName: displayNameOf(member),
    registeredAt: member.createdAt.toISOString(),
    isProfileImageEnabled: settings.isProfileImageEnabled,
    profileImageUrl: settings.isProfileImageEnabled ? profileImageUrlOf(imageStamp) : null,
    isEnabledPassword: hasPassword,
    passwordUpdatedAt: hasPassword ? member.passwordUpdatedAt.toISOString() : null,
    multiFactorTypes: factors.map((factor) => factor.type),
    userIdentifiers: await userIdentifiersOf(
      app.db,
      member.id,
      settings.externalIdentities,
      await request.session.get('loginIdentityType'),
    ),
    contractedPlans,
    isWithdrawalLimited: member.withdrawalLimited,
    links: {
      newsletterConsent: newsletterOptions,
      privacyConsent: privacyOptions,
      pinCode: status.isPinCodeEnabled,
      connections: status.isOidcEnabled && !browserInfoOf(request.headers['user-agent']).isApp,
    },
  };
}
