import {
  profileFieldNames,
  type CustomAssociatedInfoDef,
  type CustomAssociatedInfoValues,
  type ProfileValues,
} from '@vs/contract';
import { customInfoFieldSchema, emptyToNull, profileSchema, toBirthdayValue, toCheckboxValue } from '@vs/validation';
import { setIn, type FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  isUsed,
  usedCustomInfo,
  type CustomValue,
  type ProfileFormSettings,
  type ProfileFormValues,
} from './profile-form-model';

/** The used profile fields as the server's schema sees them (birthday as YYYYMMDD; NOT_USE fields left out). */
export function profileShape(values: ProfileFormValues, settings: ProfileFormSettings): Record<string, string> {
  const shape: Record<string, string> = {};
  for (const field of profileFieldNames) {
    if (isUsed(settings, field)) shape[field] = field === 'birthday' ? toBirthdayValue(values.birthday) : values[field];
  }
  return shape;
}

function customValue(def: CustomAssociatedInfoDef, value: CustomValue | undefined) {
  if (def.type === 'CHECKBOX') return toCheckboxValue(def, Array.isArray(value) ? value : []);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Fields a page adds beside the profile (sign-up's user ID and password): their schema and values. */
export interface ExtraFields {
  readonly schema: AnyObjectSchema;
  readonly values: Readonly<Record<string, string>>;
}

/** formik's `validate`: the shared schemas of @vs/validation on the values in the shape the server receives. */
export async function validateProfileForm<V extends ProfileFormValues>(
  values: V,
  settings: ProfileFormSettings,
  extra?: ExtraFields,
): Promise<FormikErrors<V>> {
  let errors: FormikErrors<V> = {};
  const base = profileSchema(settings.fieldRules, { disallowUnknownGender: settings.disallowUnknownGender });
  try {
    await (extra ? base.concat(extra.schema) : base).validate(
      { ...profileShape(values, settings), ...extra?.values },
      { abortEarly: false },
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      if (path !== '' && !(path in errors)) errors = setIn(errors, path, inner.message) as FormikErrors<V>;
    }
  }
  usedCustomInfo(settings).forEach((def, index) => {
    try {
      customInfoFieldSchema(def).validateSync(customValue(def, values.custom[index]));
    } catch (error) {
      if (error instanceof ValidationError) errors = setIn(errors, `custom.${index}`, error.message) as FormikErrors<V>;
    }
  });
  return errors;
}

/** The profile part of a request: empty strings as null, digits only in number inputs, checkboxes as 'true'/'false'. */
export function profileRequestOf(
  values: ProfileFormValues,
  settings: ProfileFormSettings,
): { optionalInfo: ProfileValues; customAssociatedInfo: CustomAssociatedInfoValues } {
  return {
    optionalInfo: emptyToNull(profileShape(values, settings), { numberFields: ['phoneNumber', 'postalCode'] }),
    customAssociatedInfo: Object.fromEntries(
      usedCustomInfo(settings).map((def, index) => [def.id, customValue(def, values.custom[index])]),
    ),
  };
}

/**
 * A server field name → the form's path, or null when it is no profile field. Custom answers are
 * keyed by question id on the wire; My Page nests the profile under `optionalInfo`.
 */
export function profileFormPathOf(serverField: string, settings: ProfileFormSettings): string | null {
  const custom = /^customAssociatedInfo[.[]"?([^"\]]+)"?\]?$/.exec(serverField);
  if (custom) {
    const index = usedCustomInfo(settings).findIndex((def) => def.id === custom[1]);
    return index < 0 ? null : `custom.${index}`;
  }
  const field = serverField.replace(/^optionalInfo\./, '');
  return (profileFieldNames as readonly string[]).includes(field) ? field : null;
}
