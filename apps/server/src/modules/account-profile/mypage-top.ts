import type { MypageTopScreenData } from '@vs/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountFactors, accountIdentities, profileImages } from '../../db/schema';
import { displayNameOf, type AccountRow } from '../account/accounts.repository';
import { APP_USER_AGENT_MARKER } from '../device/browser-info';
import type { ScreenDataContext } from '../screen-data/registry';
import { recentSignupSettingsOf } from '../store/signup-settings';
import { recentAccountSettingsOf } from '../store/account-settings';
import { recentConsentTypesOf } from '../consent/consent-options.repository';
import { contractedPlansColumn } from '../plans/contracted-plans';
import {
  memberPagePlaceholders,
  memberPageStatement,
  qualified,
  type MemberOfPage,
} from '../member/member-page.repository';
import { userIdentifierStates } from './member-identities';
import { profileImageUrlOf } from './profile-images.repository';

/** A JSON array column: parsed by both drivers, but a text answer is read too. */
const jsonArray = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

/**
 * Everything My Page's top reads of the member, in the member page's one statement: its factors (in
 * the order they were enabled), its linked external identities, its profile image's stamp, its contracts.
 */
const { accountId, storeId, now } = memberPagePlaceholders;
const f = accountFactors;
const i = accountIdentities;
const p = profileImages;
const mypageColumns = {
  factorTypes: sql<string[]>`coalesce((select json_agg(${qualified(f, f.type)} order by ${qualified(f, f.enabledAt)})
    from ${f} where ${qualified(f, f.accountId)} = ${accountId}), '[]'::json)`.mapWith(jsonArray<string>),
  linkedIdentityTypes: sql<string[]>`coalesce((select json_agg(${qualified(i, i.type)})
    from ${i} where ${qualified(i, i.accountId)} = ${accountId}), '[]'::json)`.mapWith(jsonArray<string>),
  imageUpdatedAt: sql<Date | null>`(select ${qualified(p, p.updatedAt)} from ${p}
    where ${qualified(p, p.accountId)} = ${accountId})`.mapWith(p.updatedAt),
  contractedPlans: contractedPlansColumn(storeId, accountId, now),
};
export const loadMypageTop = memberPageStatement('mypage_top', mypageColumns);

/**
 * GET /zapi/internal/mypage/screen-data (spec 000 §2 "My Page top"): the member's data from the one
 * statement, the store's settings from the per-process copies (at most STORE_SETTINGS_TTL_MS old).
 */
export async function mypageTopOf(
  app: FastifyInstance,
  { request, store }: ScreenDataContext,
  member: AccountRow,
  extra: MemberOfPage<typeof mypageColumns>['extra'],
): Promise<MypageTopScreenData> {
  const { status } = store;
  const [signup, settings, consentTypes] = await Promise.all([
    recentSignupSettingsOf(app, store.id),
    recentAccountSettingsOf(app, store.id),
    recentConsentTypesOf(app, store.id),
  ]);
  const hasPassword = member.passwordHash !== null;
  return {
    contactEmail: member.email,
    isEmailVerified: member.emailVerifiedAt !== null,
    isEnabledUserId: signup.isEnabledUserId,
    userId: member.userId,
    displayName: displayNameOf(member),
    registeredAt: member.createdAt.toISOString(),
    isProfileImageEnabled: settings.isProfileImageEnabled,
    profileImageUrl: settings.isProfileImageEnabled ? profileImageUrlOf(extra.imageUpdatedAt) : null,
    isEnabledPassword: hasPassword,
    passwordUpdatedAt: hasPassword ? member.passwordUpdatedAt.toISOString() : null,
    multiFactorTypes: extra.factorTypes as MypageTopScreenData['multiFactorTypes'],
    userIdentifiers: userIdentifierStates(
      settings.externalIdentities,
      new Set(extra.linkedIdentityTypes),
      await request.session.get('loginIdentityType'),
    ),
    contractedPlans: extra.contractedPlans,
    isWithdrawalLimited: member.withdrawalLimited,
    links: {
      newsletterConsent: status.isNewsletterEnabled && consentTypes.has('newsletter'),
      privacyConsent: status.isPrivacyEnabled && consentTypes.has('privacy'),
      pinCode: status.isPinCodeEnabled,
      // The store's own app has no connections page (spec 000 §6): only the user agent's marker matters here.
      connections: status.isOidcEnabled && !(request.headers['user-agent'] ?? '').startsWith(APP_USER_AGENT_MARKER),
    },
  };
}
