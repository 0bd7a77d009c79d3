import { ValidationError, type InferType, type Schema } from 'yup';
import { AppError } from './app-error';

/**
 * Validates a request body with the shared @vs/validation schema, exactly as the page's formik
 * does. Unknown keys are dropped (a NOT_USE field can never be stored); every failure becomes a
 * field error carrying the lib's message string, which the page translates as it would its own.
 */
export async function validateBody<S extends Schema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(400, 'VALIDATION_ERROR', 'The request has invalid fields.', { _: 'validation:generic.type' });
  }
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new AppError(400, 'VALIDATION_ERROR', 'The request has invalid fields.', fieldErrorsOfYup(error));
  }
}

/** A body the schema let through in another variant than the handler serves (a union endpoint such as POST /login). */
export const invalidBody = (): AppError => new AppError(400, 'VALIDATION_ERROR', 'The request has invalid fields.', { _: 'validation:generic.invalid' });

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
