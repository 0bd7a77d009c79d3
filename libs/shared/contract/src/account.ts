/**
 * The member's own account on My Page (spec 000 §2 "My Page top", "Consent screen", "PIN
 * screen", §3 "Account", "Consent entry", "Policy", "Survey", §4 "Consent switch", "PIN set",
 * "Policy re-consent", "Withdrawal"; spec 001 §5, §7 "Account calls", §8).
 */
import type { EnablableMultiFactorType } from './auth';
import type {
  CustomAssociatedInfoDef,
  CustomAssociatedInfoValues,
  GenderInputType,
  PasswordStrength,
  ProfileFieldName,
  ProfileFieldRules,
  SurveyQuestion,
} from '@vs/validation';
import type { BodyOf } from './endpoint';
import type * as accountEndpoints from './endpoints/account';
import type { PolicyView } from './policies';

/** The profile fields of sign-up and /mypage/edit (spec 000 §3 "Account"); empty strings travel as null. */
export type ProfileValues = Readonly<Partial<Record<ProfileFieldName, string | null>>>;

/** Spec 000 §4 subscription status groups; `cancelled` contracts are not listed on My Page. */
export type SubscriptionStatusGroup = 'contracted' | 'trial' | 'cancelScheduled' | 'onHold';

/** One of the member's current contracts on the My Page top (billing adds more). */
export interface ContractedPlanSummary {
  readonly subscriptionId: string;
  readonly planId: string;
  readonly planName: string;
  readonly statusGroup: SubscriptionStatusGroup;
}

/** Spec 000 §3 "UserIdentifier": an external identity the store offers, and its state for this member. */
export interface UserIdentifierState {
  readonly userIdentifierType: string;
  readonly userIdentifierName: string;
  readonly isLinked: boolean;
  /** The identity this session logged in with. */
  readonly isLogin: boolean;
}

/** GET /zapi/internal/mypage/screen-data */
export interface MypageTopScreenData {
  readonly contactEmail: string;
  readonly isEmailVerified: boolean;
  readonly isEnabledUserId: boolean;
  readonly userId: string | null;
  /** The display name (nickname, name, family + given name…) shown as the registration info. */
  readonly displayName: string;
  /** ISO 8601: when the member signed up. */
  readonly registeredAt: string;
  readonly isProfileImageEnabled: boolean;
  readonly profileImageUrl: string | null;
  /** False for a member who signed up through an external identity and has not set a password. */
  readonly isEnabledPassword: boolean;
  /** ISO 8601, shown as YYYY/MM/DD HH:mm JST; null without a password. */
  readonly passwordUpdatedAt: string | null;
  readonly multiFactorTypes: readonly EnablableMultiFactorType[];
  readonly userIdentifiers: readonly UserIdentifierState[];
  readonly contractedPlans: readonly ContractedPlanSummary[];
  /** Decided (docs/decisions.md): support can limit an account pending withdrawal; the plans link hides. */
  readonly isWithdrawalLimited: boolean;
  readonly links: {
    readonly newsletterConsent: boolean;
    readonly privacyConsent: boolean;
    readonly pinCode: boolean;
    /** Connected apps: off in the app browser and when the store has no OIDC clients. */
    readonly connections: boolean;
  };
}

/** GET /zapi/internal/mypage/edit/screen-data: the sign-up form's rules, prefilled. */
export interface ProfileEditScreenData {
  readonly fieldRules: ProfileFieldRules;
  readonly genderInputType: GenderInputType;
  readonly disallowUnknownGender: boolean;
  readonly customAssociatedInfo: readonly CustomAssociatedInfoDef[];
  readonly values: ProfileValues;
  readonly customAssociatedInfoValues: CustomAssociatedInfoValues;
}

/** POST /zapi/account/edit */
export interface ProfileEditRequest {
  readonly optionalInfo: ProfileValues;
  readonly customAssociatedInfo: CustomAssociatedInfoValues;
}

/** GET /zapi/internal/mypage/profile/edit/screen-data */
export interface ProfileImageScreenData {
  readonly profileImageUrl: string | null;
}

/** Spec 000 §9: the stored square; the server refuses other sizes and anything over this many bytes. */
export const PROFILE_IMAGE_SIZE = 200;
export const PROFILE_IMAGE_MAX_BYTES = 256 * 1024;
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** POST /zapi/account/profile-image: a data URL of the cropped 200×200 image, or null to remove it. */
export type ProfileImageRequest = BodyOf<typeof accountEndpoints.profileImage>;

/** Why an account PIN is mailed (spec 001 §7 send-pin-code `type`). */
export const accountPinPurposes = ['mailEdit', 'mailVerify', 'passwordSetting', 'withdraw'] as const;
export type AccountPinPurpose = (typeof accountPinPurposes)[number];

/** PIN pages of My Page: /mypage/email/edit/pin-code, /mypage/email/verify/code, /withdraw/pin-code. */
export interface AccountPinScreenData {
  /** Where the PIN went. */
  readonly email: string;
  readonly resendAvailableInSeconds: number;
}

/** GET /zapi/internal/mypage/email/edit/screen-data and /mypage/email/verify/screen-data */
export interface EmailScreenData {
  readonly currentEmail: string;
  readonly isEmailVerified: boolean;
}

/**
 * POST /zapi/account/email/edit, /zapi/account/email/verify (the new address is the one the PIN
 * went to) and /zapi/account/withdraw.
 */
export type AccountPinRequest = BodyOf<typeof accountEndpoints.accountEmailEdit>;

/** GET /zapi/internal/mypage/password/edit/screen-data and /mypage/enable-password/screen-data */
export interface PasswordScreenData {
  readonly passwordStrength: PasswordStrength;
  readonly email: string;
  /** enable-password only: seconds until the PIN may be sent again (0 when none was sent yet). */
  readonly resendAvailableInSeconds: number;
  /** enable-password only: a PIN has been sent in this session. */
  readonly pinSent: boolean;
}

/** POST /zapi/account/password/edit: 401 (oldPassword field) when the current one is wrong. */
export type PasswordEditRequest = BodyOf<typeof accountEndpoints.passwordEdit>;

/** POST /zapi/account/enable-password */
export type EnablePasswordRequest = BodyOf<typeof accountEndpoints.enablePassword>;

/** GET /zapi/internal/mypage/user-id/edit/screen-data */
export interface UserIdEditScreenData {
  readonly userId: string | null;
}

/** POST /zapi/account/user-id/edit: REQUEST_UNAUTHORIZED when the password is wrong. */
export type UserIdEditRequest = BodyOf<typeof accountEndpoints.userIdEdit>;

export const consentTypes = ['newsletter', 'privacy'] as const;
export type ConsentType = (typeof consentTypes)[number];

/** Spec 000 §3 "Consent entry". */
export interface ConsentEntry {
  readonly consentOptionId: string;
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly value: boolean;
}

/** GET /zapi/internal/mypage/consent/screen-data?type=newsletter|privacy */
export interface ConsentScreenData {
  readonly type: ConsentType;
  readonly options: readonly ConsentEntry[];
  /** privacy only: the privacy policy (external URL, or the site's /privacy). */
  readonly privacyPolicy: { readonly url: string; readonly isExternal: boolean } | null;
}

/** POST /zapi/account/consent: `value` is the inverse of the shown one; answers the stored entry. */
export type ConsentRequest = BodyOf<typeof accountEndpoints.consent>;

/** GET /zapi/internal/mypage/re-consent/screen-data: the policies whose revision the member has not agreed to. */
export interface ReConsentScreenData {
  readonly policies: readonly PolicyView[];
}

/** POST /zapi/account/policy/re-consent: INVALID_REQUEST when a revision changed meanwhile. */
export type ReConsentRequest = BodyOf<typeof accountEndpoints.policyReConsent>;

/** GET /zapi/internal/mypage/pin-code/screen-data */
export interface ProfilePinScreenData {
  readonly isPinCodeSet: boolean;
}

/** POST /zapi/account/pinCode/set: 4 digits. */
export type ProfilePinRequest = BodyOf<typeof accountEndpoints.profilePinSet>;

/** Spec 000 §3 "Survey". */
export interface Survey {
  readonly surveyName: string;
  readonly surveyDescription: string | null;
  readonly questions: readonly SurveyQuestion[];
}

/** GET /zapi/internal/withdraw/screen-data */
export interface WithdrawScreenData {
  readonly survey: Survey | null;
  /** Withdrawal is refused while a plan is under contract: the page says so instead of the form. */
  readonly isUnderContract: boolean;
}

/** Every changing account call answers where to go next (a completion page, usually). */
export interface AccountStepAnswer {
  readonly redirectTo: string;
}
