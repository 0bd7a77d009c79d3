/**
 * Sign-up by e-mail and PIN code (spec 000 §2 Signup routes, §4 Signup; spec 001 §7 "Signup and
 * sign-in calls"). The flow state lives on the server; every step's screen data says where the
 * visitor is, and a step visited out of order answers `{ redirectTo }` instead.
 */
import type {
  CustomAssociatedInfoDef,
  CustomAssociatedInfoValues,
  GenderInputType,
  PasswordStrength,
  ProfileFieldRules,
} from '@vs/validation';
import type { BodyOf } from './endpoint';
import type * as signupEndpoints from './endpoints/signup';
import type { PaymentProviderSettings, SavedPaymentMethod } from './payment';
import type { Plan } from './plans';
import type { PolicyConsent, PolicyView } from './policies';
import type { PlanCompleteScreenData, PlanConfirmScreenData } from './purchase';

/** The step bar: STEP `current` of `total` (3 by default, 4 when policies are shown first). */
export interface SignupStep {
  readonly current: number;
  readonly total: number;
}

/** GET /zapi/internal/signup/screen-data and /signup/policy: the policy step. */
export interface SignupPolicyScreenData {
  readonly step: SignupStep;
  readonly policies: readonly PolicyView[];
}

/** GET /zapi/internal/signup/email/screen-data */
export interface SignupEmailScreenData {
  readonly step: SignupStep;
  /** The address already entered in this flow (going back keeps it), or null. */
  readonly email: string | null;
  /** Policies to agree to on this step when the store does not show them first (else empty). */
  readonly policies: readonly PolicyView[];
}

/**
 * GET /zapi/internal/signup/auth/screen-data: the sign-up through an external identity (spec 000 §4
 * "an external-account variant"): the address the provider suggests, to keep or change, and the
 * store's policies to agree to on the same page (the provider's answer lands here directly).
 */
export interface SignupAuthScreenData {
  readonly step: SignupStep;
  /** The provider's name, as the login page's button says it. */
  readonly providerName: string;
  /** The address the provider gave, or the one entered since; null when it gave none. */
  readonly email: string | null;
  readonly policies: readonly PolicyView[];
}

/** GET /zapi/internal/signup/pin-code/screen-data */
export interface SignupPinCodeScreenData {
  readonly step: SignupStep;
  readonly email: string;
  /** Seconds until the resend button works again (30 after each send, counted on the server). */
  readonly resendAvailableInSeconds: number;
}

/** GET /zapi/internal/signup/form/screen-data */
export interface SignupFormScreenData {
  readonly step: SignupStep;
  readonly email: string;
  /**
   * False for a sign-up through an external identity: the provider is the way in, and a password can
   * be set later on My Page (enable-password).
   */
  readonly withPassword: boolean;
  readonly fieldRules: ProfileFieldRules;
  readonly genderInputType: GenderInputType;
  readonly disallowUnknownGender: boolean;
  readonly passwordStrength: PasswordStrength;
  readonly isEnabledUserId: boolean;
  readonly customAssociatedInfo: readonly CustomAssociatedInfoDef[];
}

/** GET /zapi/internal/signup/plans/screen-data: the optional plan step after the account exists. */
export interface SignupPlansScreenData {
  readonly step: SignupStep;
  /** False when the store sells nothing right now: the page goes straight on to /signup/complete. */
  readonly hasPlans: boolean;
  /** The plans the new member may buy here (`?planId=` chooses one on the page) and the ways to pay. */
  readonly purchase: SignupPurchaseOffer;
}

/** Sign-up's plan step buys the way the plan page does (spec 000 §4 "Signup is reachable from plan purchase"). */
export interface SignupPurchaseOffer {
  readonly plans: readonly Plan[];
  readonly isContractLimited: boolean;
  readonly savedPaymentMethods: readonly SavedPaymentMethod[];
  readonly paymentProvider: PaymentProviderSettings | null;
  /** Server time (ISO 8601), so availability does not depend on the browser's clock. */
  readonly now: string;
}

/** GET /zapi/internal/signup/plans/{planId}/confirm/screen-data: the plan page's confirm step, in sign-up. */
export interface SignupPlanConfirmScreenData extends PlanConfirmScreenData {
  readonly step: SignupStep;
}

/** GET /zapi/internal/signup/plans/{planId}/complete/screen-data: bought; sign-up's completion follows. */
export interface SignupPlanCompleteScreenData extends PlanCompleteScreenData {
  readonly step: SignupStep;
}

/** GET /zapi/internal/signup/complete/screen-data */
export interface SignupCompleteScreenData {
  readonly serviceName: string;
  /** The last step of the bar (added with the server; optional so older fixtures stay valid). */
  readonly step?: SignupStep;
}

/** POST /zapi/signup/email */
export type SignupEmailRequest = BodyOf<typeof signupEndpoints.signupEmail>;

/** POST /zapi/signup/pin-code. Resending posts /zapi/signup/email again with the same address. */
export type SignupPinCodeRequest = BodyOf<typeof signupEndpoints.signupPinCode>;

/** POST /zapi/signup/policy */
export type SignupPolicyRequest = BodyOf<typeof signupEndpoints.signupPolicy>;

/** POST /zapi/signup: the registration form. Empty strings are sent as null. */
export interface SignupRequest {
  readonly userId?: string | null;
  /** Absent in a sign-up through an external identity ({@link SignupFormScreenData.withPassword} false). */
  readonly password?: string;
  readonly passwordConfirm?: string;
  readonly name?: string | null;
  readonly nameKana?: string | null;
  readonly givenName?: string | null;
  readonly familyName?: string | null;
  readonly givenNameKana?: string | null;
  readonly familyNameKana?: string | null;
  readonly nickname?: string | null;
  readonly sex?: string | null;
  /** YYYYMMDD */
  readonly birthday?: string | null;
  readonly phoneNumber?: string | null;
  readonly country?: string | null;
  readonly postalCode?: string | null;
  readonly prefecture?: string | null;
  readonly address?: string | null;
  readonly address2?: string | null;
  readonly customAssociatedInfo: CustomAssociatedInfoValues;
  readonly policyConsentData: readonly PolicyConsent[];
}

/** Every signup POST answers with where to go next. */
export interface SignupStepAnswer {
  readonly redirectTo: string;
}

/** GET /zapi/postal-code/{postalCode}: one entry per matching address (empty when none). */
export interface PostalAddress {
  readonly prefectureCode: string;
  readonly city: string;
  readonly town: string;
  readonly allAddress: string;
}

/** POST /zapi/account/user-id/verify: 204 when free, 409 ACCOUNT_ALREADY_EXISTS_USER_ID when taken. */
export type UserIdVerifyRequest = BodyOf<typeof signupEndpoints.userIdVerify>;
