import type { FastifyRequest } from 'fastify';

/**
 * The catalogue code a request was refused with (CSRF, 429, validation …), kept until its one log
 * line is written (OneLinePerRequest), so security events are searchable by code (ASVS 16.3.1, 16.3.3).
 */
const refusals = new WeakMap<FastifyRequest, string>();

export function noteRefusal(request: FastifyRequest, code: string): void {
  refusals.set(request, code);
}

export function refusalOf(request: FastifyRequest): string | undefined {
  return refusals.get(request);
}
