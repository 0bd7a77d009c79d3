import type { FastifySchemaValidationError } from 'fastify';

/**
 * Schema failures → `{ field: message key }`. Keys are `validation.<keyword>` (required, type,
 * format, maxLength …) so the page can translate them; the first failure per field wins.
 */
export function fieldErrorsOf(errors: readonly FastifySchemaValidationError[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    const missing = error.params['missingProperty'];
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path || '_';
    fieldErrors[field] ??= `validation.${error.keyword}`;
  }
  return fieldErrors;
}
