import type { SignupFormScreenData, SignupRequest } from '@vs/contract';
import {
  initialProfileValues,
  profileFormPathOf,
  profileRequestOf,
  validateProfileForm,
  type ProfileFormValues,
} from '@vs/ui/profile-form';
import { passwordWithConfirmationSchema, userIdSchema } from '@vs/validation';
import type { FormikErrors } from 'formik';
import { object } from 'yup';

/** The shared profile form plus what only sign-up asks for. */
export type SignupFormValues = ProfileFormValues & {
  userId: string;
  password: string;
  passwordConfirm: string;
};

export function initialValues(data: SignupFormScreenData): SignupFormValues {
  return { ...initialProfileValues(data), userId: '', password: '', passwordConfirm: '' };
}

function accountShape(values: SignupFormValues, data: SignupFormScreenData): Record<string, string> {
  const shape: Record<string, string> = data.withPassword
    ? { password: values.password, passwordConfirm: values.passwordConfirm }
    : {};
  if (data.isEnabledUserId) shape['userId'] = values.userId;
  return shape;
}

/** The user ID when the store uses it; the password pair unless the sign-up is through an external identity. */
function accountSchema(data: SignupFormScreenData) {
  const password = data.withPassword ? passwordWithConfirmationSchema(data.passwordStrength) : object({});
  return data.isEnabledUserId ? password.concat(object({ userId: userIdSchema() })) : password;
}

/** formik's `validate`: the shared profile rules plus the user ID and password pair. */
export function validateSignupForm(
  values: SignupFormValues,
  data: SignupFormScreenData,
): Promise<FormikErrors<SignupFormValues>> {
  return validateProfileForm(values, data, { schema: accountSchema(data), values: accountShape(values, data) });
}

/** POST /zapi/signup body: the profile flat beside the account fields. */
export function toSignupRequest(values: SignupFormValues, data: SignupFormScreenData): SignupRequest {
  const { optionalInfo, customAssociatedInfo } = profileRequestOf(values, data);
  return {
    ...optionalInfo,
    ...(data.isEnabledUserId ? { userId: values.userId } : {}),
    ...(data.withPassword ? { password: values.password, passwordConfirm: values.passwordConfirm } : {}),
    customAssociatedInfo,
    // Consent was given on the policy or e-mail step; the server keeps it with the flow.
    policyConsentData: [],
  };
}

const accountFields: readonly string[] = ['email', 'userId', 'password', 'passwordConfirm'];

/** A server field name → the form's path. */
export function formPathOf(serverField: string, data: SignupFormScreenData): string | null {
  return accountFields.includes(serverField) ? serverField : profileFormPathOf(serverField, data);
}
