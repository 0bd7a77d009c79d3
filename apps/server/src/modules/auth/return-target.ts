import { DEFAULT_LOGIN_TARGET } from '@vs/contract';
import { safeRedirectPath } from '@vs/validation';
import type { FastifyRequest } from 'fastify';

/** This request's own origin, the only one a client-given return target may point at. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The client's return target, normalised by the URL parser, when it is a relative path on our origin;
 * else null. Only the normalised path is ever answered (the browser would fold '/.//host' into '//host').
 */
export function safeReturnTarget(request: FastifyRequest, target: unknown): string | null {
  return typeof target === 'string' ? safeRedirectPath(target, ownOrigin(request)) : null;
}

/** Where a login ends: the safe return target, else the member home. */
export function afterLoginTarget(request: FastifyRequest, target: unknown): string {
  return safeReturnTarget(request, target) ?? DEFAULT_LOGIN_TARGET;
}
