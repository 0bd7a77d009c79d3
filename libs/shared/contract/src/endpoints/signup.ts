/** Sign-up steps and the user-ID check (spec 001 §7 "Sign-up calls"). */
import {
  customAssociatedInfoSchema,
  emptyStringsAsNull,
  emailPinCodeSchema,
  emailSchema,
  passwordWithConfirmationSchema,
  policyConsentDataSchema,
  profileSchema,
  userIdSchema,
  type CustomAssociatedInfoDef,
  type PasswordStrength,
  type ProfileFieldRules,
} from '@vs/validation';
import { mixed, object, type ObjectSchema } from 'yup';
import { endpoint } from '../endpoint';
import type { SignupRequest, SignupStepAnswer } from '../signup';

/** What the store decides of its registration form (spec 000 §3 "Store settings"). */
export interface SignupFormRules {
  readonly fieldRules: ProfileFieldRules;
  readonly disallowUnknownGender: boolean;
  readonly passwordStrength: PasswordStrength;
  readonly customAssociatedInfo: readonly CustomAssociatedInfoDef[];
  readonly isEnabledUserId: boolean;
  /** False for a sign-up through an external identity: no password fields. */
  readonly withPassword: boolean;
}

/**
 * The registration form's schema, built from the store's settings as the page builds it: profile
 * fields under their REQUIRED / OPTIONAL rules (NOT_USE ones are stripped), password + confirmation
 * under the store's strength, the user ID when enabled, the custom questions. Its fields depend on
 * the store, so its type is the one written interface {@link SignupRequest}.
 */
export function signupFormBody(rules: SignupFormRules): ObjectSchema<SignupRequest> {
  const profile = profileSchema(rules.fieldRules, { disallowUnknownGender: rules.disallowUnknownGender });
  const schema = (
    rules.withPassword ? profile.concat(passwordWithConfirmationSchema(rules.passwordStrength)) : profile
  ).shape({
    customAssociatedInfo: customAssociatedInfoSchema(rules.customAssociatedInfo),
    policyConsentData: policyConsentDataSchema(),
  });
  const withUserId = rules.isEnabledUserId ? schema.shape({ userId: userIdSchema() }) : schema;
  return withUserId.transform(emptyStringsAsNull) as unknown as ObjectSchema<SignupRequest>;
}

export const signupPolicy = /* @__PURE__ */ endpoint<SignupStepAnswer>()({
  method: 'POST',
  path: '/zapi/signup/policy',
  body: () => object({ policyConsentData: policyConsentDataSchema() }),
  errors: ['INVALID_REQUEST', 'INVALID_SESSION_FLOW'],
});

export const signupEmail = /* @__PURE__ */ endpoint<SignupStepAnswer>()({
  method: 'POST',
  path: '/zapi/signup/email',
  body: () =>
    object({
      type: mixed<'signUp'>().oneOf(['signUp']).required(),
      email: emailSchema(),
      policyConsentData: policyConsentDataSchema(),
    }),
  errors: [
    'ACCOUNT_ALREADY_EXISTS_EMAIL',
    'MAIL_SEND_FAILED',
    'TOO_MANY_REQUESTS',
    'INVALID_REQUEST',
    'INVALID_SESSION_FLOW',
  ],
});

/**
 * POST /zapi/signup/auth: the sign-up through an external identity. The provider's address, verified
 * there and left unchanged, needs no PIN (`redirectTo` the form); one in use is refused with the
 * external wording; a changed or unverified one gets a PIN as on the e-mail step (`redirectTo` its page).
 */
export const signupAuth = /* @__PURE__ */ endpoint<SignupStepAnswer>()({
  method: 'POST',
  path: '/zapi/signup/auth',
  body: () => object({ email: emailSchema(), policyConsentData: policyConsentDataSchema() }),
  errors: signupEmail.errors,
});

export const signupPinCode = /* @__PURE__ */ endpoint<SignupStepAnswer>()({
  method: 'POST',
  path: '/zapi/signup/pin-code',
  body: () => object({ pinCode: emailPinCodeSchema() }),
  errors: ['PIN_CODE_ERROR', 'TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW'],
});

export const signup = /* @__PURE__ */ endpoint<SignupStepAnswer>()({
  method: 'POST',
  path: '/zapi/signup',
  body: signupFormBody,
  errors: [
    'ACCOUNT_ALREADY_EXISTS',
    'ACCOUNT_ALREADY_EXISTS_EMAIL',
    'ACCOUNT_ALREADY_EXISTS_USER_ID',
    'INVALID_REQUEST',
    'INVALID_SESSION_FLOW',
  ],
});

/** 204 when the ID is free; 409 ACCOUNT_ALREADY_EXISTS_USER_ID when taken. */
export const userIdVerify = /* @__PURE__ */ endpoint<undefined>()({
  method: 'POST',
  path: '/zapi/account/user-id/verify',
  body: () => object({ userId: userIdSchema() }),
  errors: ['ACCOUNT_ALREADY_EXISTS_USER_ID', 'TOO_MANY_REQUESTS'],
});
