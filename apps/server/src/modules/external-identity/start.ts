import { externalAuthPaths } from '@vs/contract';
import { externalAuthorizeQuerySchema } from '@vs/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { href } from '@vs/routes';
import { refuseHostileInput } from '../../http/input-shape';
import { safeReturnTarget } from '../auth/return-target';
import { loginIsRecent, stepUpLoginPath } from '../member/step-up';
import { clientAddressKey } from '../rate-limit/client-address';
import { enforce } from '../rate-limit/rate-limit';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { digestOf, type BrowserBinding } from './browser-binding';
import { insertAttempt } from './attempts.repository';
import { outcomePaths } from './outcome-paths';
import { clientConfigOf, type ProviderClientOptions } from './provider-client';
import { enabledProviderOf } from './providers.repository';

/** Trips to providers one client address may start: each is a row and, on return, a call to the provider. */
export const STARTS_PER_ADDRESS = { name: 'external-auth-start', max: 30, windowMs: 10 * 60_000 } as const;

export interface ExternalAuthDeps extends ProviderClientOptions {
  readonly binding: BrowserBinding;
}

/**
 * GET /auth/authorize?userIdentifierType=…[&socialActionType=enableExternalAuth][&redirect=…]:
 * a new attempt (state, nonce, PKCE verifier, this browser) and the provider's authorization page.
 * Linking is for the logged-in member, from this site's own pages, after a recent login.
 */
export async function startExternalAuth(
  app: FastifyInstance,
  deps: ExternalAuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  refuseHostileInput(request);
  const query = request.query as Record<string, unknown>;
  const linking = query['socialActionType'] === 'enableExternalAuth';
  const failed = linking ? outcomePaths.relateError('SOCIAL_LINK_FAILED') : outcomePaths.loginFailed;
  let parsed;
  try {
    parsed = await externalAuthorizeQuerySchema().validate(query, { stripUnknown: true });
  } catch {
    return reply.redirect(failed, 302);
  }
  const store = requireStore(request);
  const now = app.now();
  await enforce(app.db, STARTS_PER_ADDRESS, clientAddressKey(request.ip), now);

  const accountId = (await request.session.get('accountId')) ?? null;
  if (linking) {
    if (!accountId) return reply.redirect(`${href('/login')}?redirect=${encodeURIComponent('/mypage')}`, 302);
    // A link is started by the member's own press on My Page, never by another site's link or form.
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return reply.redirect(failed, 302);
    if (!(await loginIsRecent(app, request))) return reply.redirect(stepUpLoginPath(href('/mypage')), 302);
  }

  const provider = await enabledProviderOf(app.db, store.id, parsed.userIdentifierType);
  if (!provider) return reply.redirect(failed, 302);
  let config;
  try {
    config = await clientConfigOf(provider, deps);
  } catch (error) {
    request.log.warn({ provider: provider.type, reason: (error as Error).name }, 'identity provider unreachable');
    return reply.redirect(failed, 302);
  }

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const formPost = provider.responseMode === 'form_post';
  await insertAttempt(app.db, {
    stateDigest: digestOf(state),
    storeId: store.id,
    providerType: provider.type,
    action: linking ? 'link' : 'login',
    accountId: linking ? accountId : null,
    browserDigest: deps.binding.digestFor(request, reply),
    nonce,
    codeVerifier,
    redirectTo: linking ? null : safeReturnTarget(request, query['redirect']),
    createdAt: now,
  });
  const callbackPath = formPost ? externalAuthPaths.formCallback : externalAuthPaths.callback;
  const target = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${canonicalOrigin(request)}${callbackPath}`,
    scope: provider.scopes,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(provider.method === 'oidc' ? { nonce } : {}),
    // A logged-in member logging in again is a step-up: the provider asks them again too, not its session.
    ...(provider.method === 'oidc' && accountId && !linking ? { prompt: 'login' } : {}),
    ...(formPost ? { response_mode: 'form_post' } : {}),
  });
  request.log.info({ provider: provider.type, action: linking ? 'link' : 'login' }, 'external identity: started');
  return reply.redirect(target.href, 302);
}
