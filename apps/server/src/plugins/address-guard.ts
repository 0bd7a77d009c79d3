import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

/** A NUL byte, raw or percent-encoded once: PostgreSQL text cannot hold it, and no link of ours carries one. */
const hasNul = (url: string): boolean => url.includes('\u0000') || /%00/i.test(url);

/**
 * Refuses, before any route reads it, an address whose path or query carries a NUL byte: the
 * screen-data dispatcher, the HTML pages and the OpenID Connect provider's endpoints read their
 * parameters without the endpoint table's per-parameter check, and a NUL reaching the database
 * answers 500 instead of the client's mistake.
 */
export const addressGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (hasNul(request.url)) throw new AppError(400, 'MALFORMED_REQUEST', 'The address contains control characters.');
    });
  },
  { name: 'address-guard' },
);
