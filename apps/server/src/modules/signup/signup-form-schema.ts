import {
  customAssociatedInfoSchema,
  passwordWithConfirmationSchema,
  profileSchema,
  userIdSchema,
} from '@vs/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import { policyConsentDataSchema } from '../policy/consent-check';
import type { SignupSettings } from '../store/signup-settings';

/**
 * The registration form's schema, built from the store's settings exactly as the page builds it:
 * the profile fields under their REQUIRED / OPTIONAL rules (NOT_USE fields are not in it and are
 * stripped), password + confirmation under the store's strength, the user ID when enabled, and
 * the custom associated info questions.
 */
export function signupFormSchema(settings: SignupSettings): ObjectSchema<AnyObject> {
  const schema = profileFieldsSchema(settings)
    .concat(passwordWithConfirmationSchema(settings.passwordStrength))
    .shape({
      customAssociatedInfo: customAssociatedInfoSchema(settings.customAssociatedInfo),
      policyConsentData: policyConsentDataSchema(),
    });
  return (settings.isEnabledUserId ? schema.shape({ userId: userIdSchema() }) : schema) as ObjectSchema<AnyObject>;
}

/** The profile fields alone under the store's rules: sign-up's form and My Page's profile edit share them. */
export function profileFieldsSchema(settings: Pick<SignupSettings, 'fieldRules' | 'disallowUnknownGender'>) {
  return profileSchema(settings.fieldRules, { disallowUnknownGender: settings.disallowUnknownGender });
}
