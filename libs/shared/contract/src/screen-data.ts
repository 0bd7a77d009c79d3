import type {
  InvoiceScreenData,
  MypagePlansScreenData,
  PaymentHistoryPage,
  SubscriptionCompleteScreenData,
  SubscriptionPaymentMethodScreenData,
  SubscriptionScreenData,
} from './billing';
import type {
  PaymentMethodCompleteScreenData,
  PaymentMethodScreenData,
  PaymentProviderSettings,
  SavedPaymentMethod,
} from './payment';
import type {
  EmptyScreenData,
  LoginCodeScreenData,
  LoginMultiFactorEntryScreenData,
  LoginMultiFactorScreenData,
  LoginScreenData,
  PasswordResetScreenData,
} from './auth';
import type {
  CodeFactorSetupScreenData,
  LoginHistoryScreenData,
  MultiFactorScreenData,
  OtpSetupScreenData,
  TrustedDeviceScreenData,
} from './multi-factor';
import type {
  AccountPinScreenData,
  ConsentScreenData,
  EmailScreenData,
  MypageTopScreenData,
  PasswordScreenData,
  ProfileEditScreenData,
  ProfileImageScreenData,
  ProfilePinScreenData,
  ReConsentScreenData,
  UserIdEditScreenData,
  WithdrawScreenData,
} from './account';
import type {
  ConnectionDetailScreenData,
  ConnectionsScreenData,
  OidcConsentScreenData,
  OidcLoginScreenData,
  OidcLogoutScreenData,
  OidcSelectAccountScreenData,
} from './oidc';
import type { Plan } from './plans';
import type { PolicyPageScreenData } from './policies';
import type { SessionsScreenData } from './sessions';
import type {
  SignupCompleteScreenData,
  SignupAuthScreenData,
  SignupEmailScreenData,
  SignupFormScreenData,
  SignupPinCodeScreenData,
  SignupPlansScreenData,
  SignupPlanConfirmScreenData,
  SignupPlanCompleteScreenData,
  SignupPolicyScreenData,
} from './signup';
import type { StoreSettingData } from './store';
import type { PlanCompleteScreenData, PlanConfirmScreenData } from './purchase';

/** Any screen-data answer may instead send the browser elsewhere. */
export interface RedirectAnswer {
  readonly redirectTo: string;
}

export interface BrowserInfo {
  readonly isApp: boolean;
  readonly isAndroid: boolean;
  readonly isMobile: boolean;
}

/** GET /zapi/internal/root/screen-data */
export interface RootScreenData {
  /** The logged-in account's public identifier, or null for a guest. */
  readonly authId: string | null;
  readonly storeSettingData: StoreSettingData;
  readonly browserInfo: BrowserInfo;
}

/** GET /zapi/internal/account-header/screen-data: what the account layout's header and menus need. */
export interface AccountHeaderScreenData {
  readonly isLoggedIn: boolean;
  readonly displayName: string | null;
  readonly profileImageUrl: string | null;
  /** Spec 000 §2 "Layouts": which side-menu items show. */
  readonly menu: {
    readonly home: boolean;
    readonly plans: boolean;
    readonly paymentMethod: boolean;
    readonly paymentHistory: boolean;
  };
}

/**
 * The screen data of a page that only a remote's current release declares (the server has no handler
 * of its own for it): what any page of its layout may show. An account page answers a guest with
 * the login redirect instead, as every account page does.
 */
export interface ReleasePageScreenData {
  readonly root: RootScreenData;
  /** The account layout's header and menus; null in the other layouts. */
  readonly accountHeader: AccountHeaderScreenData | null;
}

/** GET /zapi/internal/plans/screen-data */
export interface PlanListScreenData {
  /** The member's current contracts (empty for guests), shown before the contractable plans. */
  readonly contractedPlans: readonly Plan[];
  readonly plans: readonly Plan[];
  /** True when the member has reached the contract limit: every plan button is disabled. */
  readonly isContractLimited: boolean;
  /** Server time (ISO 8601), so availability does not depend on the browser's clock. */
  readonly now: string;
}

/** GET /zapi/internal/plans/{planId}/screen-data */
export interface PlanDetailScreenData {
  readonly plan: Plan;
  readonly isContracted: boolean;
  readonly isContractLimited: boolean;
  /** A logged-in member chooses how to pay on the page; a guest is offered the login or sign-up first. */
  readonly isMember?: boolean;
  /** The member's saved payment methods, offered as ways to pay (none for a guest). */
  readonly savedPaymentMethods?: readonly SavedPaymentMethod[];
  /** A member may pay with a new card typed on the page: the provider's scripts (null: none configured). */
  readonly paymentProvider?: PaymentProviderSettings | null;
  readonly now: string;
}

/**
 * The answer of each page's screen-data call, keyed by the route pattern in `@vs/routes`.
 * The server's dispatcher handlers are typed by it; loaders may use it too.
 */
export interface ScreenDataByRoute {
  readonly '/': RedirectAnswer;
  readonly '/plans': PlanListScreenData | RedirectAnswer;
  readonly '/plans/:planId': PlanDetailScreenData | RedirectAnswer;
  readonly '/plans/:planId/confirm': PlanConfirmScreenData | RedirectAnswer;
  readonly '/plans/:planId/complete': PlanCompleteScreenData | RedirectAnswer;
  readonly '/signup': SignupPolicyScreenData | RedirectAnswer;
  readonly '/signup/policy': SignupPolicyScreenData | RedirectAnswer;
  readonly '/signup/email': SignupEmailScreenData | RedirectAnswer;
  readonly '/signup/auth': SignupAuthScreenData | RedirectAnswer;
  readonly '/signup/pin-code': SignupPinCodeScreenData | RedirectAnswer;
  readonly '/signup/form': SignupFormScreenData | RedirectAnswer;
  readonly '/signup/plans': SignupPlansScreenData | RedirectAnswer;
  readonly '/signup/plans/:planId/confirm': SignupPlanConfirmScreenData | RedirectAnswer;
  readonly '/signup/plans/:planId/complete': SignupPlanCompleteScreenData | RedirectAnswer;
  readonly '/signup/complete': SignupCompleteScreenData | RedirectAnswer;
  readonly '/terms': PolicyPageScreenData;
  readonly '/privacy': PolicyPageScreenData;
  readonly '/login': LoginScreenData | RedirectAnswer;
  readonly '/login/code': LoginCodeScreenData | RedirectAnswer;
  readonly '/login/multi-factor': LoginMultiFactorScreenData | RedirectAnswer;
  readonly '/login/multi-factor/:type': LoginMultiFactorEntryScreenData | RedirectAnswer;
  readonly '/logout': EmptyScreenData | RedirectAnswer;
  readonly '/password/forgot': EmptyScreenData | RedirectAnswer;
  readonly '/forgetpassword': EmptyScreenData | RedirectAnswer;
  readonly '/password/forgot/complete': EmptyScreenData | RedirectAnswer;
  readonly '/password/reset': PasswordResetScreenData | RedirectAnswer;
  readonly '/newpassword': PasswordResetScreenData | RedirectAnswer;
  readonly '/password/reset/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor': MultiFactorScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor/otp': OtpSetupScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor/email': CodeFactorSetupScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor/sms': CodeFactorSetupScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor/trusted-device': TrustedDeviceScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor/backup-code': MultiFactorScreenData | RedirectAnswer;
  readonly '/mypage/multi-factor/backup-code/generate': MultiFactorScreenData | RedirectAnswer;
  readonly '/mypage/login-history': LoginHistoryScreenData | RedirectAnswer;
  readonly '/mypage/plans': MypagePlansScreenData | RedirectAnswer;
  readonly '/mypage/subscription/:subscriptionId': SubscriptionScreenData | RedirectAnswer;
  readonly '/mypage/subscription/:subscriptionId/cancel': SubscriptionScreenData | RedirectAnswer;
  readonly '/mypage/subscription/:subscriptionId/cancel/complete': SubscriptionCompleteScreenData | RedirectAnswer;
  readonly '/mypage/subscription/:subscriptionId/payment-method': SubscriptionPaymentMethodScreenData | RedirectAnswer;
  readonly '/mypage/subscription/:subscriptionId/payment-method/complete':
    SubscriptionCompleteScreenData | RedirectAnswer;
  readonly '/mypage/payment-history': PaymentHistoryPage | RedirectAnswer;
  readonly '/mypage/invoice/:earningsId': InvoiceScreenData | RedirectAnswer;
  readonly '/mypage/sessions': SessionsScreenData | RedirectAnswer;
  readonly '/mypage': MypageTopScreenData | RedirectAnswer;
  readonly '/mypage/edit': ProfileEditScreenData | RedirectAnswer;
  readonly '/mypage/edit/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/profile/edit': ProfileImageScreenData | RedirectAnswer;
  readonly '/mypage/email/edit': EmailScreenData | RedirectAnswer;
  readonly '/mypage/email/edit/pin-code': AccountPinScreenData | RedirectAnswer;
  readonly '/mypage/email/edit/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/email/verify': EmailScreenData | RedirectAnswer;
  readonly '/mypage/email/verify/code': AccountPinScreenData | RedirectAnswer;
  readonly '/mypage/email/verify/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/password/edit': PasswordScreenData | RedirectAnswer;
  readonly '/mypage/password/edit/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/enable-password': PasswordScreenData | RedirectAnswer;
  readonly '/mypage/enable-password/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/user-id/edit': UserIdEditScreenData | RedirectAnswer;
  readonly '/mypage/user-id/edit/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/consent': ConsentScreenData | RedirectAnswer;
  readonly '/mypage/re-consent': ReConsentScreenData | RedirectAnswer;
  readonly '/mypage/pin-code': ProfilePinScreenData | RedirectAnswer;
  readonly '/mypage/pin-code/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/social/enable/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/social/disable/complete': EmptyScreenData | RedirectAnswer;
  readonly '/social/relate/error': EmptyScreenData;
  readonly '/mypage/payment-method': PaymentMethodScreenData | RedirectAnswer;
  readonly '/mypage/payment-method/complete': PaymentMethodCompleteScreenData | RedirectAnswer;
  readonly '/mypage/payment-method/delete/complete': EmptyScreenData | RedirectAnswer;
  readonly '/mypage/connections': ConnectionsScreenData | RedirectAnswer;
  readonly '/mypage/connections/client/:clientId': ConnectionDetailScreenData | RedirectAnswer;
  readonly '/withdraw': WithdrawScreenData | RedirectAnswer;
  readonly '/withdraw/pin-code': AccountPinScreenData | RedirectAnswer;
  readonly '/withdraw/complete': EmptyScreenData | RedirectAnswer;
  /** The OIDC entries only ever send the browser on: to a page of the flow, or back to the provider. */
  readonly '/oidc': RedirectAnswer;
  readonly '/oidc/loginInteraction': RedirectAnswer;
  readonly '/oidc/selectAccountInteraction': RedirectAnswer;
  readonly '/oidc/login': OidcLoginScreenData | RedirectAnswer;
  /** The login pages inside an interaction answer what /login's answer (the same login service). */
  readonly '/oidc/login/code': LoginCodeScreenData | RedirectAnswer;
  readonly '/oidc/login/multi-factor': LoginMultiFactorScreenData | RedirectAnswer;
  readonly '/oidc/login/multi-factor/:type': LoginMultiFactorEntryScreenData | RedirectAnswer;
  /** Sign-up inside an interaction answers what /signup/email and /signup/pin-code answer (the same flow). */
  readonly '/oidc/signup': SignupEmailScreenData | RedirectAnswer;
  readonly '/oidc/signup/auth': SignupPinCodeScreenData | RedirectAnswer;
  readonly '/oidc/consent': OidcConsentScreenData | RedirectAnswer;
  readonly '/oidc/select-account': OidcSelectAccountScreenData | RedirectAnswer;
  /** The error page reads its query (status, description, type, detail) itself. */
  readonly '/oidc/error': EmptyScreenData;
  /** RP-initiated logout: the confirmation, then (without a return address at the client) its outcome. */
  readonly '/oidc/logout': OidcLogoutScreenData | RedirectAnswer;
  readonly '/oidc/logout/complete': EmptyScreenData;
  /** The licence list is built into the page itself (it changes only with a build). */
  readonly '/app/licenses': EmptyScreenData;
}
