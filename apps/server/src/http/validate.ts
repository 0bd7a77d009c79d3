import { ValidationError, type InferType, type Schema } from 'yup';
import { AppError } from './app-error';

/**
 * Validates a request body with the shared @vs/validation schema, exactly as the page's formik
 * does. Unknown keys are dropped (a NOT_USE field can never be stored); every failure becomes a
 * field error carrying the lib's message string, which the page translates as it would its own.
 */
/** 400 VALIDATION_ERROR with field → message key, the one answer every refused input gets. */
export const invalidFields = (fieldErrors: Readonly<Record<string, string>>): AppError =>
  new AppError(400, 'VALIDATION_ERROR', 'The request has invalid fields.', fieldErrors);

export async function validateBody<S extends Schema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidFields({ _: 'validation:generic.type' });
  }
  const mistyped = mistypedFields(schema, body, '');
  if (Object.keys(mistyped).length > 0) throw invalidFields(mistyped);
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw invalidFields(fieldErrorsOfYup(error));
    // yup's casts call a value's own methods (`{"toString":"x"}` throws a TypeError): a client's body, not our fault.
    throw invalidFields({ _: 'validation:generic.type' });
  }
}

const PRIMITIVE_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/**
 * Field path → type message for every value whose JSON type the schema cannot hold: an object or
 * array where a string, number, boolean or date is expected, a non-object where an object is, a
 * non-array where an array is. Checked before yup, whose casts would otherwise run the value's own
 * `toString`/`valueOf`. Schemas it does not know (lazy, mixed) are left to yup.
 */
function mistypedFields(
  schema: unknown,
  value: unknown,
  path: string,
  errors: Record<string, string> = {},
): Record<string, string> {
  if (value === undefined || value === null) return errors;
  const s = schema as { type?: string; fields?: Record<string, unknown>; innerType?: unknown };
  const at = path || '_';
  const isObject = typeof value === 'object';
  if (s.type && PRIMITIVE_TYPES.has(s.type) && isObject) errors[at] = 'validation:generic.type';
  else if (s.type === 'object') {
    if (!isObject || Array.isArray(value)) errors[at] = 'validation:generic.type';
    else if (s.fields)
      for (const [key, field] of Object.entries(s.fields))
        if (Object.hasOwn(value, key))
          mistypedFields(field, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, errors);
  } else if (s.type === 'array') {
    if (!Array.isArray(value)) errors[at] = 'validation:generic.type';
    else if (s.innerType)
      value.forEach((item, i) => mistypedFields(s.innerType, item, path ? `${path}.${i}` : String(i), errors));
  }
  return errors;
}

/** A body the schema let through in another variant than the handler serves (a union endpoint such as POST /login). */
export const invalidBody = (): AppError => invalidFields({ _: 'validation:generic.invalid' });

/** path → first message; yup's `a["b-c"]` paths become `a.b-c`, the same dotted form schema errors use. */
export function fieldErrorsOfYup(error: ValidationError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const path = (failure.path ?? '_').replace(/\["([^"]*)"\]/g, '.$1').replace(/\[(\d+)\]/g, '.$1') || '_';
    const message = failure.errors[0] ?? 'validation:generic.invalid';
    fieldErrors[path] ??= message;
  }
  return fieldErrors;
}
