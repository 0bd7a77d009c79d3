import { DEFAULT_LOGIN_TARGET } from '@vs/contract';
import { isSafeRedirectTarget } from '@vs/validation';
import type { FastifyRequest } from 'fastify';

/** This request's own origin, the only one a client-given return target may point at. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The client's return target when it is a relative path on our origin, else null. */
export function safeReturnTarget(request: FastifyRequest, target: unknown): string | null {
  return typeof target === 'string' && isSafeRedirectTarget(target, ownOrigin(request)) ? target : null;
}

/** Where a login ends: the safe return target, else the member home. */
export function afterLoginTarget(request: FastifyRequest, target: unknown): string {
  return safeReturnTarget(request, target) ?? DEFAULT_LOGIN_TARGET;
}
