import { externalAuthPaths } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseHostileInput } from '../../http/input-shape';
import { clientAddressKey } from '../rate-limit/client-address';
import { countAgainst, refuseWhenFull } from '../rate-limit/rate-limit';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { attemptActionOf, consumeAttempt, parkFormResponse, type AttemptRow } from './attempts.repository';
import { digestOf } from './browser-binding';
import { finishExternalLink, finishExternalLogin } from './finish';
import { loginFailedPath, outcomePaths } from './outcome-paths';
import { identityFromCallback } from './provider-answer';
import { clientConfigOf, keepKeySet } from './provider-client';
import { enabledProviderOf } from './providers.repository';
import type { ExternalAuthDeps } from './start';

/** Failed callbacks one client address may make (a wrong state, a refused answer) before 429. */
export const FAILED_CALLBACKS_PER_ADDRESS = { name: 'external-auth-callback', max: 30, windowMs: 10 * 60_000 } as const;

/** The parameters of a provider's answer that are kept (what openid-client reads); anything else is dropped. */
const ANSWER_PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const;
const MAX_PARAM_LENGTH = 4096;

function answerParams(source: unknown): Record<string, string> {
  const given = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const kept: Record<string, string> = {};
  for (const name of ANSWER_PARAMS) {
    const value = given[name];
    if (typeof value === 'string' && value.length <= MAX_PARAM_LENGTH) kept[name] = value;
  }
  return kept;
}

/**
 * POST /auth/callback/form (`response_mode=form_post`): a cross-site form post carries no
 * SameSite=Lax cookie, so nothing is decided here. The answer is parked on its attempt (found by
 * state) and the browser goes on to GET /auth/callback?state=…, a top-level navigation that does
 * carry the session and binding cookies; the code never appears in an address.
 */
export async function formCallback(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  refuseHostileInput(request);
  const params = answerParams(request.body);
  const state = params['state'];
  if (!state || !(await parkFormResponse(app.db, digestOf(state), params, app.now()))) {
    await countFailure(app, request);
    return reply.redirect(outcomePaths.loginFailed, 303);
  }
  return reply.redirect(`${externalAuthPaths.callback}?state=${encodeURIComponent(state)}`, 303);
}

/**
 * GET /auth/callback: the attempt of this state, from this browser, used once; then the provider's
 * answer is checked (PKCE, state, nonce, ID token) and the identity logs in, links, or waits for sign-up.
 */
export async function callback(
  app: FastifyInstance,
  deps: ExternalAuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  refuseHostileInput(request);
  const now = app.now();
  await refuseWhenFull(app.db, FAILED_CALLBACKS_PER_ADDRESS, clientAddressKey(request.ip), now);
  const query = answerParams(request.query);
  const state = query['state'];
  const browser = deps.binding.digestOf(request);
  const attempt = state && browser ? await consumeAttempt(app.db, digestOf(state), browser, now) : null;
  if (!state || !attempt) {
    // Replayed, expired, or another browser's: refused; the failure page is the one of what was started.
    const action = state ? await attemptActionOf(app.db, digestOf(state)) : null;
    request.log.info({ action }, 'external identity: no live attempt of this browser for the state');
    return fail(app, request, reply, action === 'link' ? linkFailed : outcomePaths.loginFailed);
  }
  const failed = attempt.action === 'link' ? linkFailed : loginFailedPath(attempt.redirectTo);
  const params = attempt.formResponse ?? query;
  if (params['error']) {
    request.log.info(
      { provider: attempt.providerType, error: params['error'].slice(0, 64) },
      'external identity: provider refused',
    );
    return fail(app, request, reply, failed);
  }
  const provider = await enabledProviderOf(app.db, requireStore(request).id, attempt.providerType);
  if (!provider) return fail(app, request, reply, failed);

  let identity;
  try {
    const config = await clientConfigOf(provider, deps);
    const path = provider.responseMode === 'form_post' ? externalAuthPaths.formCallback : externalAuthPaths.callback;
    const currentUrl = new URL(`${canonicalOrigin(request)}${path}?${new URLSearchParams(params).toString()}`);
    identity = await identityFromCallback(config, provider, {
      currentUrl,
      state,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
    });
    keepKeySet(provider, config);
  } catch (error) {
    // The library's error names the check that failed; its message may quote the answer, never a secret of ours.
    const { name, code } = error as { name?: string; code?: string };
    request.log.info({ provider: provider.type, reason: code ?? name }, 'external identity: answer refused');
    return fail(app, request, reply, failed);
  }
  return reply.redirect(await finishAttempt(app, request, attempt, identity), 302);
}

function finishAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: AttemptRow,
  identity: Parameters<typeof finishExternalLogin>[2],
): Promise<string> {
  return attempt.action === 'link' && attempt.accountId
    ? finishExternalLink(app, request, attempt.accountId, identity)
    : finishExternalLogin(app, request, identity, attempt.redirectTo);
}

async function countFailure(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await countAgainst(app.db, FAILED_CALLBACKS_PER_ADDRESS, clientAddressKey(request.ip), app.now());
}

const linkFailed = outcomePaths.relateError('SOCIAL_LINK_FAILED');

async function fail(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, failedPath: string) {
  await countFailure(app, request);
  return reply.redirect(failedPath, 302);
}
