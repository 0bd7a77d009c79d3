import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { registerConnectionPages } from './connection-pages';
import { registerInteractionForms } from './interaction-forms';
import { registerInteractionLogin } from './interaction-login';
import { registerInteractionPages } from './interaction-pages';
import { registerInteractionSignup } from './interaction-signup';
import { registerLogout } from './logout-routes';
import { deleteExpiredOidcRows, deleteOidcRowsOf, revokeTokensOfMember } from './oidc.repository';
import { rotateDueSigningKeys } from './oidc-keys';
import { resealOidcSecrets } from './oidc-secrets-reseal';
import { mountProvider } from './provider-mount';

export interface OidcPluginOptions {
  /** Sets our security headers on an answer the provider writes itself (hijacked, no onSend). */
  readonly securityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
  /** COOKIE_SECURE: the provider's cookies are Secure and `__Host-` prefixed like the site's. */
  readonly secureCookies: boolean;
  /** Back-channel logout may reach loopback and private addresses (development, tests, demo: backchannel-fetch.ts). */
  readonly privateBackchannel?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the provider may call clients on loopback and private addresses (backchannel-fetch.ts). */
    readonly oidcPrivateBackchannel: boolean;
  }
}

/** The OpenID Connect provider of each store and its interaction pages. */
export const oidcPlugin = fp<OidcPluginOptions>(
  async (app: FastifyInstance, { securityHeaders, secureCookies, privateBackchannel = false }) => {
    app.decorate('oidcPrivateBackchannel', privateBackchannel);
    const resealed = await resealOidcSecrets(app.db);
    if (resealed.signingKeys + resealed.clientSecrets > 0)
      app.log.info(resealed, 'OIDC signing keys and client secrets sealed again under the current OTP_SEAL_KEY');
    await mountProvider(app, securityHeaders, secureCookies);
    registerInteractionPages(app);
    registerInteractionLogin(app);
    registerInteractionSignup(app);
    registerInteractionForms(app);
    registerConnectionPages(app);
    registerLogout(app);
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
    // The scheduled rotation (docs/deploy.md "OIDC signing keys"): looked at each cleanup interval.
    app.cleanups.add('oidc-signing-keys', async () => {
      for (const storeId of await rotateDueSigningKeys(app.db, app.now())) {
        app.forgetOidcProviders(storeId);
        app.log.info({ storeId }, 'OIDC signing keys rotated');
      }
    });
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
