import {
  profileFieldNames,
  type CustomAssociatedInfoDef,
  type CustomAssociatedInfoValues,
  type ProfileFieldName,
  type ProfileFieldRule,
  type SignupFormScreenData,
  type SignupRequest,
} from '@vs/contract';
import {
  customInfoFieldSchema,
  emptyToNull,
  passwordWithConfirmationSchema,
  profileSchema,
  toBirthdayValue,
  toCheckboxValue,
  userIdSchema,
} from '@vs/validation';
import { setIn, type FormikErrors } from 'formik';
import { object, ValidationError } from 'yup';

/** TEXT and SELECT hold a string, CHECKBOX the ticked option ids (turned into 'true'/'false' on submit). */
export type CustomValue = string | string[];

export type SignupFormValues = Record<ProfileFieldName, string> & {
  userId: string;
  password: string;
  passwordConfirm: string;
  /** One entry per used custom question, in the order of {@link usedCustomInfo}. */
  custom: CustomValue[];
};

/** Server-side errors shown beside the client's: field path → message, plus the summary line. */
export interface FormStatus {
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly summary: string | null;
}

export const emptyStatus: FormStatus = { fieldErrors: {}, summary: null };

export function ruleOf(data: SignupFormScreenData, field: ProfileFieldName): ProfileFieldRule {
  return data.fieldRules[field] ?? 'NOT_USE';
}

export function isUsed(data: SignupFormScreenData, field: ProfileFieldName): boolean {
  return ruleOf(data, field) !== 'NOT_USE';
}

export function usedCustomInfo(data: SignupFormScreenData): CustomAssociatedInfoDef[] {
  return data.customAssociatedInfo.filter((def) => def.rule !== 'NOT_USE');
}

export function initialValues(data: SignupFormScreenData): SignupFormValues {
  const profile = Object.fromEntries(profileFieldNames.map((field) => [field, ''])) as Record<ProfileFieldName, string>;
  return {
    ...profile,
    userId: '',
    password: '',
    passwordConfirm: '',
    custom: usedCustomInfo(data).map((def) => (def.type === 'CHECKBOX' ? [] : '')),
  };
}

/** The values as the server's schema sees them (birthday as YYYYMMDD; NOT_USE fields left out). */
function submitShape(values: SignupFormValues, data: SignupFormScreenData): Record<string, string> {
  const shape: Record<string, string> = { password: values.password, passwordConfirm: values.passwordConfirm };
  if (data.isEnabledUserId) shape['userId'] = values.userId;
  for (const field of profileFieldNames) {
    if (isUsed(data, field)) shape[field] = field === 'birthday' ? toBirthdayValue(values.birthday) : values[field];
  }
  return shape;
}

function customValue(def: CustomAssociatedInfoDef, value: CustomValue | undefined) {
  if (def.type === 'CHECKBOX') return toCheckboxValue(def, Array.isArray(value) ? value : []);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The schema of everything but the custom questions, built from the store's rules. */
export function formSchema(data: SignupFormScreenData) {
  const base = profileSchema(data.fieldRules, { disallowUnknownGender: data.disallowUnknownGender }).concat(
    passwordWithConfirmationSchema(data.passwordStrength),
  );
  return data.isEnabledUserId ? base.concat(object({ userId: userIdSchema() })) : base;
}

/** formik's `validate`: the shared schemas on the values in the shape the server receives. */
export async function validateSignupForm(values: SignupFormValues, data: SignupFormScreenData): Promise<FormikErrors<SignupFormValues>> {
  let errors: FormikErrors<SignupFormValues> = {};
  try {
    await formSchema(data).validate(submitShape(values, data), { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      if (path !== '' && !(path in errors)) errors = setIn(errors, path, inner.message);
    }
  }
  usedCustomInfo(data).forEach((def, index) => {
    try {
      customInfoFieldSchema(def).validateSync(customValue(def, values.custom[index]));
    } catch (error) {
      if (error instanceof ValidationError) errors = setIn(errors, `custom.${index}`, error.message);
    }
  });
  return errors;
}

/** POST /zapi/signup body: empty strings as null, digits only in number inputs, checkboxes as 'true'/'false'. */
export function toSignupRequest(values: SignupFormValues, data: SignupFormScreenData): SignupRequest {
  const fields = emptyToNull(submitShape(values, data), { numberFields: ['phoneNumber', 'postalCode'] });
  const customAssociatedInfo: CustomAssociatedInfoValues = Object.fromEntries(
    usedCustomInfo(data).map((def, index) => [def.id, customValue(def, values.custom[index])]),
  );
  return {
    ...fields,
    password: values.password,
    passwordConfirm: values.passwordConfirm,
    customAssociatedInfo,
    // Consent was given on the policy or e-mail step; the server keeps it with the flow.
    policyConsentData: [],
  };
}

/** A server field name → the form's path (custom answers are keyed by question id on the wire). */
export function formPathOf(serverField: string, data: SignupFormScreenData): string | null {
  const custom = /^customAssociatedInfo[.[]"?([^"\]]+)"?\]?$/.exec(serverField);
  if (custom) {
    const index = usedCustomInfo(data).findIndex((def) => def.id === custom[1]);
    return index < 0 ? null : `custom.${index}`;
  }
  if (serverField === 'email' || serverField === 'userId' || serverField === 'password' || serverField === 'passwordConfirm') return serverField;
  return (profileFieldNames as readonly string[]).includes(serverField) ? serverField : null;
}
