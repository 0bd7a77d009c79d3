/**
 * Spec 001 §8 (the error catalogue) entry by entry, with the catalogue texts that say it, plus the
 * screen-data failure of §7. Test data for error-catalogue-reach.spec.ts, which proves every text has
 * a caller in the product's code; nothing of the product imports it.
 */
export interface CatalogueEntry {
  /** The spec's words for the entry. */
  readonly entry: string;
  /** `namespace:key` of every text the product shows (or the server answers) for it. */
  readonly refs: readonly string[];
}

/**
 * Texts the pages are ready to show but the server never answers with, so no member ever reads them.
 * Not an allowance: the check fails the day one of them gets a caller (then it moves to its entry),
 * and each is a gap of the server's to close.
 */
export const notSentByTheServer: readonly (CatalogueEntry & { readonly gap: string })[] = [
  {
    entry: 'Login failures: login prohibited',
    refs: ['auth:errors.LOGIN_PROHIBITED'],
    gap: 'no account can be barred from logging in yet: the auth module never answers LOGIN_PROHIBITED',
  },
];

export const errorCatalogueEntries: readonly CatalogueEntry[] = [
  // External identities: linking from My Page, logging in through a provider
  {
    entry: 'ACCOUNT_ALREADY_EXISTS | social link | already exists',
    refs: ['account:socialRelateError.ACCOUNT_ALREADY_EXISTS'],
  },
  { entry: 'Other: link (relation) failed', refs: ['account:socialRelateError.SOCIAL_LINK_FAILED'] },
  // The sign-up's field wording for the provider's address left unchanged (the e-mail step's own has a login link).
  { entry: 'Sign-up: external e-mail in use', refs: ['validation:email.alreadyInUse'] },
  {
    entry: 'external ID already linked to another account; system error while linking',
    refs: ['account:socialRelateError.ACCOUNT_ALREADY_EXISTS', 'account:socialRelateError.SOCIAL_LINK_FAILED'],
  },
  // §7 Screen data
  {
    entry: "screen data: other failures show an error screen; message 'Failed to load data'",
    refs: ['errors:loadFailed'],
  },
  // Error pages
  {
    entry: "401 'Page has expired' (Session Expired)",
    refs: ['errors:unauthorized.title', 'errors:unauthorized.description'],
  },
  { entry: "403 'Access is prohibited'", refs: ['errors:forbidden.title'] },
  { entry: "404 'Page not found.'", refs: ['errors:notFound.title'] },
  { entry: "500 'Not available.'", refs: ['errors:internal.title'] },
  { entry: "502 'There was no correct response'", refs: ['errors:badGateway.title'] },
  { entry: "503 'under maintenance now'", refs: ['errors:maintenance.title'] },
  { entry: "504 'There was no response'", refs: ['errors:gatewayTimeout.title'] },
  { entry: "region block 'This service is not available in your region.'", refs: ['errors:regionBlocked.title'] },
  { entry: "unknown 'An error has occurred'", refs: ['errors:unknown.title'] },
  { entry: 'profile 403: switch to an authorized profile', refs: ['errors:profileForbidden.description'] },
  { entry: 'Each has a back-to-top action', refs: ['errors:backToTop'] },
  { entry: "Generic texts: 'Error has occurred. Please try again after a while.'", refs: ['errors:generic'] },
  { entry: "Generic texts: message plus '[Error code:{code}]'", refs: ['errors:withCode'] },
  {
    entry: 'The OIDC error page shows status, description, type and detail, with a note to start over',
    refs: [
      'errors:oidc.status',
      'errors:oidc.description',
      'errors:oidc.type',
      'errors:oidc.detail',
      'errors:oidc.note',
    ],
  },
  // Codes and their handling
  {
    entry: "PIN_CODE_ERROR | PIN submit, login, signup | 'authentication failed' on the code field",
    refs: ['signup:pinCode.authFailed', 'auth:errors.PIN_CODE_ERROR', 'mypage:errors.pinCode'],
  },
  {
    entry: "other PIN, profile, OTP or payment failure | My Page | server message, else 'エラーが発生しました'",
    refs: ['mypage:errors.generic'],
  },
  {
    entry: "e-mail PIN sending fails | e-mail field | 'send failed'",
    refs: ['signup:email.sendFailed', 'mypage:errors.MAIL_SEND_FAILED'],
  },
  { entry: 'ACCOUNT_ALREADY_EXISTS_USER_ID | signup | on the field', refs: ['validation:userId.alreadyInUse'] },
  {
    entry: 'ACCOUNT_ALREADY_EXISTS_EMAIL | signup | message on the e-mail field, plus summary',
    refs: ['validation:email.alreadyInUse', 'signup:form.summary'],
  },
  {
    entry: "REQUEST_UNAUTHORIZED | user ID change | 'パスワードが正しくありません。'",
    refs: ['account:userIdEdit.wrongPassword'],
  },
  {
    entry: 'INVALID_PASSWORD_REUSED | password change or reset | on the new-password field',
    refs: ['auth:errors.passwordReused'],
  },
  { entry: 'HTTP 401 | password change | on the current-password field', refs: ['account:passwordEdit.wrongCurrent'] },
  {
    entry: "INVALID_REQUEST | policy re-consent | modal 'the terms changed' with a reload",
    refs: ['consent:reConsent.changed.body'],
  },
  { entry: 'INVALID_SESSION_FLOW | purchase', refs: ['common:restartFlow.purchaseBody'] },
  {
    entry: "other signup or login failure | '認証に失敗しました。'; signup generic '登録エラーが発生しました。'",
    refs: ['auth:errors.LOGIN_FAILED', 'signup:form.registrationError'],
  },
  { entry: "multi-factor failure | login multi-factor | '認証に失敗しました。'", refs: ['auth:errors.PIN_CODE_ERROR'] },
  // The bullets
  { entry: "Trusted-device delete failure: '削除に失敗しました'", refs: ['mypage:trustedDevice.deleteFailed'] },
  { entry: 'Consent update failure / success toasts', refs: ['consent:toast.error', 'consent:toast.success'] },
  { entry: "PIN-code set failure: 'An error occurred'", refs: ['account:profilePin.failed'] },
  {
    entry: 'Postal lookup failure: the server message under the postal code field',
    refs: ['profile:errors.postalCodeNotFound'],
  },
  { entry: 'Revoke of a linked application fails', refs: ['mypage:connections.unlinkFailed'] },
  { entry: "Expired card: 'credit card expires' on the subscription card", refs: ['subscription:card.cardExpired'] },
  {
    entry: "Flow error modal: title 'Error' with a restart button",
    refs: ['common:restartFlow.title', 'common:restartFlow.action'],
  },
  {
    entry: "Card token errors by kind and item; default 'クレジットカードの登録に失敗しました'",
    refs: [
      'validation:cardToken.numberInvalid',
      'validation:cardToken.numberLength',
      'validation:cardToken.expiryInvalid',
      'validation:cardToken.expiryLength',
      'validation:cardToken.securityCodeInvalid',
      'validation:cardToken.securityCodeLength',
      'validation:cardToken.system',
      'validation:cardToken.failed',
    ],
  },
  {
    entry:
      'Login failures: default, empty e-mail, empty password, wrong user code, ' +
      'wrong e-mail or password, wrong user ID or password, try again later',
    refs: [
      'auth:errors.LOGIN_FAILED',
      'validation:login.identifierRequired',
      'validation:login.passwordRequired',
      'auth:errors.wrongUserCode',
      'auth:errors.LOGIN_INVALID_EMAIL_OR_PASSWORD',
      'auth:errors.LOGIN_INVALID_USER_ID_OR_PASSWORD',
      'auth:errors.tryLater',
    ],
  },
  {
    entry: 'Other: 3-D Secure failed',
    refs: ['payment:errors.THREE_D_SECURE_FAILED', 'plans:errors.PURCHASE_CHARGE_3DS_FAILED'],
  },
  {
    entry:
      'Payment methods: change and registration failures; delete confirmation; cannot delete while used; ' +
      'invalid or unusable method; unusable for this plan; none registered',
    refs: [
      'subscription:errors.PAYMENT_METHOD_CHANGE_FAILED',
      'payment:errors.PAYMENT_METHOD_REGISTRATION_FAILED',
      'payment:delete.body',
      'payment:errors.PAYMENT_METHOD_IN_USE',
      'subscription:errors.PAYMENT_METHOD_UNUSABLE',
      'plans:errors.PURCHASE_NO_PAYMENT_METHOD',
    ],
  },
  {
    entry:
      'Plan list: campaign not 100%; campaign cannot be applied; card registration error; duplicate billing; ' +
      'campaign-code payment cannot renew; no payment method; no plan selected; lock failures; too frequent; ' +
      'not purchasable',
    refs: [
      'plans:errors.PURCHASE_CAMPAIGN_NOT_FREE',
      'plans:errors.PURCHASE_CAMPAIGN_NOT_APPLICABLE',
      'plans:errors.PURCHASE_CARD_REGISTRATION',
      'plans:errors.PURCHASE_TOKEN_REUSED',
      'plans:errors.PURCHASE_CAMPAIGN_CANNOT_RENEW',
      'plans:errors.PURCHASE_NO_PAYMENT_METHOD',
      'plans:errors.PURCHASE_NO_PLAN_SELECTED',
      'plans:errors.PURCHASE_LOCK_FAILED',
      'plans:errors.PURCHASE_TOO_FREQUENT',
      'plans:errors.PURCHASE_NOT_PURCHASABLE',
    ],
  },
  {
    entry: 'Sign-up: registration error; timeout; e-mail already in use (with a link to log in); validation summary',
    refs: [
      'signup:form.registrationError',
      'signup:errors.timeout',
      'signup:email.alreadyInUse',
      'signup:email.toLogin',
      'signup:form.summary',
    ],
  },
  {
    entry: 'Subscription cancel: failure; already scheduled or cancelled; undo impossible without a payment method',
    refs: [
      'subscription:errors.SUBSCRIPTION_CANCEL_FAILED',
      'subscription:errors.SUBSCRIPTION_ALREADY_CANCELLED',
      'subscription:errors.SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD',
    ],
  },
  { entry: 'Update error', refs: ['profile:profileEdit.summary', 'mypage:errors.generic'] },
  { entry: 'withdrawal failure', refs: ['mypage:errors.generic'] },
  {
    entry: 'withdrawal blocked by an active plan',
    refs: ['credentials:errors.withdrawalBlocked', 'credentials:withdraw.blocked'],
  },
  { entry: 'current password wrong', refs: ['account:passwordEdit.wrongCurrent'] },
  { entry: 'A warning about an unverified e-mail appears on My Page', refs: ['account:top.emailUnverified'] },
];
