import type { FastifyRequest } from 'fastify';

/** `?to=` of the development outboxes (the route's querystring schema checked it is a short string). */
export function recipientOf(request: FastifyRequest): string | undefined {
  const { to } = request.query as { to?: unknown };
  return typeof to === 'string' && to !== '' ? to : undefined;
}
