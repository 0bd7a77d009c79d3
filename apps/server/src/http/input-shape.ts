import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { invalidFields } from './validate';

/** Deeper than any form's body (the deepest, custom profile fields, is three levels). */
export const MAX_BODY_DEPTH = 12;
/** More keys or items than any form sends, in one object or array and in the whole body. */
export const MAX_BODY_ENTRIES = 500;
export const MAX_BODY_NODES = 5_000;

/** C0 controls and DEL: no path parameter (a postal code, a factor segment) carries one, and PostgreSQL refuses NUL. */
const isControl = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const invalidBody = (): AppError => invalidFields({ _: 'validation:generic.type' });

/**
 * Refuses, before any hook or handler reads them, the inputs that once reached code unprepared
 * for them and answered 500: control characters in path parameters, and bodies nested or wide
 * beyond any form's (yup and the handlers recurse; a 3,000-deep body is an attack, not a form).
 * Walked iteratively, so the check itself cannot overflow the stack.
 */
export function refuseHostileInput(request: FastifyRequest): void {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const value of Object.values(params)) {
    if (typeof value === 'string' && isControl(value))
      throw new AppError(400, 'MALFORMED_REQUEST', 'The address contains control characters.');
  }
  const body = request.body;
  if (body === null || typeof body !== 'object') return;
  const stack: Array<[unknown, number]> = [[body, 1]];
  let nodes = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) throw invalidBody();
    const children = Array.isArray(value) ? value : Object.values(value);
    nodes += children.length;
    if (children.length > MAX_BODY_ENTRIES || nodes > MAX_BODY_NODES) throw invalidBody();
    for (const child of children) stack.push([child, depth + 1]);
  }
}
