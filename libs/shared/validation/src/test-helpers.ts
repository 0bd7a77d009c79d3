import { ValidationError, type AnySchema } from 'yup';

/**
 * Test-only helpers (not exported from index.ts). `formErrors` mirrors what formik shows: it
 * validates with abortEarly false and keeps the first message per field path.
 */
export function firstError(schema: AnySchema, value: unknown, context?: Record<string, unknown>): string | null {
  try {
    schema.validateSync(value, { abortEarly: true, context });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? null;
    throw error;
  }
}

export function formErrors(schema: AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      if (!(path in out)) out[path] = inner.errors[0] ?? '';
    }
    return out;
  }
}

export function allErrors(schema: AnySchema, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}
