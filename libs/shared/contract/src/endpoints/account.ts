/**
 * My Page account calls: profile, image, e-mail, password, user ID, PIN, consents, withdrawal
 * (spec 001 §7 "Account calls").
 */
import {
  currentPasswordSchema,
  customAssociatedInfoSchema,
  emptyStringsAsNull,
  emailPinCodeSchema,
  messages,
  newEmailSchema,
  passwordSchema,
  passwordWithConfirmationSchema,
  policyConsentDataSchema,
  profilePinSchema,
  profileSchema,
  REDIRECT_TARGET_MAX_LENGTH,
  surveyAnswersSchema,
  userIdChangeSchema,
  withdrawalConsentSchema,
  type CustomAssociatedInfoDef,
  type PasswordStrength,
  type ProfileFieldRules,
  type SurveyAnswers,
  type SurveyQuestion,
} from '@vs/validation';
import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import {
  accountPinPurposes,
  type AccountPinPurpose,
  type AccountStepAnswer,
  type ConsentEntry,
  type ProfileEditRequest,
} from '../account';
import { endpoint } from '../endpoint';

/** Option ids are serial integers; the contract carries them as strings. */
const OPTION_ID = /^[1-9][0-9]{0,8}$/;

/** The profile fields of sign-up under the store's rules, and its custom questions. */
export interface ProfileEditRules {
  readonly fieldRules: ProfileFieldRules;
  readonly disallowUnknownGender: boolean;
  readonly customAssociatedInfo: readonly CustomAssociatedInfoDef[];
}

/**
 * POST /zapi/account/edit: the sign-up form's profile rules (its fields depend on the store: typed
 * by the interface).
 */
export const accountEdit = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/edit',
  body: (rules: ProfileEditRules) =>
    object({
      optionalInfo: profileSchema(rules.fieldRules, { disallowUnknownGender: rules.disallowUnknownGender }),
      customAssociatedInfo: customAssociatedInfoSchema(rules.customAssociatedInfo),
    }).transform(emptyStringsAsNull) as unknown as ObjectSchema<ProfileEditRequest>,
  errors: [],
});

/** POST sets or removes the image (a data URL of the cropped 200×200 square, or null). */
export const profileImage = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/profile-image',
  body: () => object({ profileImage: string().nullable().defined(messages.generic.required) }),
  errors: [],
});

/** GET: the member's own image (what profileImageUrl points at); bytes, not JSON. */
export const profileImageFile = /* @__PURE__ */ endpoint<Blob>()({
  method: 'GET',
  path: '/zapi/account/profile-image',
  errors: [],
});

/** Only mailEdit's address is the member's input; the other purposes mail the member's own address. */
const pinSendBody = (rules: { readonly currentEmail: string }) =>
  object({
    /** Why the PIN is mailed; only mailEdit carries `email`, the new address. */
    type: mixed<AccountPinPurpose>()
      .required(messages.generic.required)
      .oneOf([...accountPinPurposes], messages.generic.invalid),
    email: string().when('type', ([type]: unknown[], schema) =>
      type === 'mailEdit' ? newEmailSchema(rules.currentEmail) : schema.strip(),
    ),
  });

/** First send: answers the PIN page to go to (or 204 for enable-password). */
export const accountEmailEditSendPin = /* @__PURE__ */ endpoint<AccountStepAnswer | undefined>()({
  method: 'POST',
  path: '/zapi/account/email/edit/send-pin-code',
  body: pinSendBody,
  errors: ['ACCOUNT_ALREADY_EXISTS_EMAIL', 'MAIL_SEND_FAILED', 'TOO_MANY_REQUESTS', 'STEP_UP_REQUIRED'],
});

/**
 * Spec 001 §7 writes the resend as `email, type (resend)`: the page says only "again"; which purpose
 * and which address is the server's side of the flow (the PIN page last opened or sent from), so the
 * server reads nothing from the page's `email` (the address the page shows).
 */
const pinResendBody = () =>
  object({
    type: mixed<'resend'>().required(messages.generic.required).oneOf(['resend'], messages.generic.invalid),
    email: string(),
  });

/** Resend: 204. */
export const accountEmailSendPin = /* @__PURE__ */ endpoint<undefined>()({
  method: 'POST',
  path: '/zapi/account/email/send-pin-code',
  body: pinResendBody,
  errors: ['ACCOUNT_ALREADY_EXISTS_EMAIL', 'MAIL_SEND_FAILED', 'TOO_MANY_REQUESTS'],
});

const pinBody = () => object({ pinCode: emailPinCodeSchema() });

export const accountEmailEdit = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/email/edit',
  body: pinBody,
  errors: ['PIN_CODE_ERROR', 'ACCOUNT_ALREADY_EXISTS_EMAIL', 'TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW'],
});

export const accountEmailVerify = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/email/verify',
  body: pinBody,
  errors: ['PIN_CODE_ERROR', 'TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW'],
});

export const enablePassword = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/enable-password',
  body: (strength: PasswordStrength) =>
    passwordWithConfirmationSchema(strength).shape({ pinCode: emailPinCodeSchema() }),
  errors: ['PIN_CODE_ERROR', 'TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW'],
});

export const passwordEdit = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/password/edit',
  body: (strength: PasswordStrength) =>
    object({ oldPassword: currentPasswordSchema(), newPassword: passwordSchema(strength) }),
  errors: ['REQUEST_UNAUTHORIZED', 'INVALID_PASSWORD_REUSED', 'TOO_MANY_REQUESTS', 'STEP_UP_REQUIRED'],
});

export const userIdEdit = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/user-id/edit',
  body: (currentUserId: string | null) => userIdChangeSchema(currentUserId),
  errors: ['REQUEST_UNAUTHORIZED', 'ACCOUNT_ALREADY_EXISTS_USER_ID', 'TOO_MANY_REQUESTS', 'STEP_UP_REQUIRED'],
});

/** Answers the switched entry as now stored. */
export const consent = /* @__PURE__ */ endpoint<ConsentEntry>()({
  method: 'POST',
  path: '/zapi/account/consent',
  body: () =>
    object({
      consentOptionId: string().required(messages.generic.required).matches(OPTION_ID, messages.generic.invalid),
      key: string().required(messages.generic.required).max(100, messages.generic.tooLong),
      value: boolean().strict().typeError(messages.generic.type).required(messages.generic.required),
    }),
  errors: [],
});

export const policyReConsent = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/policy/re-consent',
  body: () =>
    object({
      policyConsentData: policyConsentDataSchema().required(messages.generic.required),
      /** The page's `?redirect=`: where to go afterwards, followed only when it is a path on this site. */
      redirectTo: string().nullable().optional().max(REDIRECT_TARGET_MAX_LENGTH),
    }),
  errors: ['INVALID_REQUEST'],
});

export const profilePinSet = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/pinCode/set',
  body: () => object({ pinCode: profilePinSchema() }),
  errors: [],
});

/**
 * The store's withdrawal survey decides the answers' rules (answers to questions it does not ask are
 * dropped): their keys are the store's question ids, so their type is {@link SurveyAnswers}.
 */
/** Mails the PIN and answers { redirectTo: '/withdraw/pin-code' }. */
export const withdrawConfirm = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/withdraw/confirm',
  body: (questions: readonly SurveyQuestion[]) =>
    object({
      consent: withdrawalConsentSchema(),
      surveyAnswers: surveyAnswersSchema(questions) as ObjectSchema<SurveyAnswers>,
    }),
  errors: ['WITHDRAWAL_BLOCKED', 'STEP_UP_REQUIRED', 'MAIL_SEND_FAILED'],
});

export const withdraw = /* @__PURE__ */ endpoint<AccountStepAnswer>()({
  method: 'POST',
  path: '/zapi/account/withdraw',
  body: pinBody,
  errors: ['PIN_CODE_ERROR', 'WITHDRAWAL_BLOCKED', 'TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW'],
});
