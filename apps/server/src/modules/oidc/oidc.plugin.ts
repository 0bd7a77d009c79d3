import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { registerConnectionPages } from './connection-pages';
import { registerInteractionForms } from './interaction-forms';
import { registerInteractionLogin } from './interaction-login';
import { registerInteractionPages } from './interaction-pages';
import { registerInteractionSignup } from './interaction-signup';
import { deleteExpiredOidcRows, deleteOidcRowsOf, revokeTokensOfMember } from './oidc.repository';
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
    registerInteractionLogin(app);
    registerInteractionSignup(app);
    registerInteractionForms(app);
    registerConnectionPages(app);
    // A closed account leaves no grant, token or provider session behind (they name its authId, no foreign key).
    app.accountClosers.add(deleteOidcRowsOf);
    // A password reset or change, or "sign out everywhere", also ends what connected apps hold.
    app.signOutSteps.add(async (db, member) =>
      (await revokeTokensOfMember(db, member.storeId, member.authId)).map((client) => ({
        ja: client.clientNameJa,
        en: client.clientName,
      })),
    );
    app.cleanups.add('oidc', () => deleteExpiredOidcRows(app.db, app.now()));
  },
  {
    name: 'oidc',
    dependencies: [
      'database',
      'cleanups',
      'account-closing',
      'store',
      'session',
      'clock',
      'screen-data',
      'auth',
      'signup',
    ],
  },
);
