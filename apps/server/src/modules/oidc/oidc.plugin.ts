import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { registerInteractionForms } from './interaction-forms';
import { registerInteractionPages } from './interaction-pages';
import { mountProvider } from './provider-mount';

export interface OidcPluginOptions {
  /** Sets our security headers on an answer the provider writes itself (hijacked, no onSend). */
  readonly securityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
}

/** The OpenID Connect provider of each store and its interaction pages (issue 17). */
export const oidcPlugin = fp<OidcPluginOptions>(
  async (app: FastifyInstance, { securityHeaders }) => {
    await mountProvider(app, securityHeaders);
    registerInteractionPages(app);
    registerInteractionForms(app);
  },
  { name: 'oidc', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'auth'] },
);
