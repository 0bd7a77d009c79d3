import { endpoints, externalAuthPaths } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { forMembers } from '../member/require-member';
import { registerStepUpGuard } from '../member/step-up';
import { ATTEMPT_LIFETIME_MS, deleteOldAttempts } from './attempts.repository';
import { BrowserBinding } from './browser-binding';
import { resealClientSecrets } from './provider-secret';
import { callback, formCallback } from './callback';
import { startExternalAuth, type ExternalAuthDeps } from './start';
import { externalIdentityStepUpCalls, socialDisable } from './unlink';

export interface ExternalIdentityPluginOptions {
  readonly secureCookies: boolean;
  /** Plain-http providers: loopback stand-ins in tests and development only (production refuses them). */
  readonly allowHttpProviders: boolean;
}

const done = async () => ({ ok: true as const });

/** A provider's form post is a few short fields. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * External identities (docs/decisions.md "External identities"): the trip to a provider and back
 * (GET /auth/authorize, GET /auth/callback, POST /auth/callback/form), and unlinking from My Page.
 */
export const externalIdentityPlugin = fp<ExternalIdentityPluginOptions>(
  async (app: FastifyInstance, options) => {
    const resealed = await resealClientSecrets(app.db);
    if (resealed > 0)
      app.log.info({ resealed }, 'identity provider secrets sealed again under the current OTP_SEAL_KEY');
    const deps: ExternalAuthDeps = {
      binding: new BrowserBinding(options.secureCookies),
      allowHttp: options.allowHttpProviders,
    };
    app.get(externalAuthPaths.authorize, (request, reply) => startExternalAuth(app, deps, request, reply));
    app.get(externalAuthPaths.callback, (request, reply) => callback(app, deps, request, reply));
    // The provider's cross-site form post: no CSRF token can come with it (state, bound to the browser, stands in).
    await app.register(async (formScope) => {
      formScope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      formScope.post(externalAuthPaths.formCallback, { config: { csrf: false } }, (request, reply) =>
        formCallback(app, request, reply),
      );
    });
    route(app, endpoints.socialDisable, async (call) => socialDisable(app, call));
    app.screenData.register('/mypage/social/enable/complete', forMembers(app, done));
    app.screenData.register('/mypage/social/disable/complete', forMembers(app, done));
    // The page reads its reason from the address; a member logged out meanwhile still reads it.
    app.screenData.register('/social/relate/error', done);
    registerStepUpGuard(app, externalIdentityStepUpCalls);
    app.cleanups.add('external-auth-attempts', () =>
      deleteOldAttempts(app.db, new Date(app.now().getTime() - ATTEMPT_LIFETIME_MS)),
    );
  },
  {
    name: 'external-identity',
    dependencies: ['database', 'cleanups', 'store', 'session', 'clock', 'rate-limit', 'auth', 'screen-data'],
  },
);
