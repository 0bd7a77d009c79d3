import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestBrowser } from '../../test/browser';

/** What the server specs of the OIDC flow share: PKCE, the authorization URL, following redirects, tokens. */
export const REDIRECT_URI = 'http://localhost:8765/callback';
export const ALL_SCOPES = ['openid', 'membership', 'profile', 'email', 'offline_access'];

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: 'demo-spa',
    response_type: 'code',
    scope: 'openid membership profile email',
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    ...extra,
  });
  return `/oidc-op/auth?${query.toString()}`;
}

const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://localhost');
  return `${url.pathname}${url.search}`;
};

/** Follows the provider's and the entry pages' redirects until the client's callback or a page. */
export async function follow(browser: TestBrowser, start: string): Promise<string> {
  let next = start;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(REDIRECT_URI)) return next;
    const path = pathOf(next);
    if (['/oidc', '/oidc/loginInteraction', '/oidc/selectAccountInteraction'].includes(path.split('?')[0] ?? '')) {
      next = (await browser.screenData(path.split('?')[0] ?? '')).json<{ redirectTo: string }>().redirectTo;
      continue;
    }
    if (!path.startsWith('/oidc-op/')) return path;
    const response = await browser.get(path);
    expect(response.statusCode, response.body).toBe(303);
    next = String(response.headers.location);
  }
  throw new Error('too many redirects');
}

export interface Tokens {
  readonly access_token: string;
  readonly id_token: string;
  readonly scope: string;
  readonly refresh_token?: string;
}

/** The token endpoint, as demo-spa calls it (form body, no secret). */
export function tokenCall(app: FastifyInstance, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oidc-op/token',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'demo-spa', ...form }).toString(),
  });
}

export async function tokenOf(app: FastifyInstance, code: string, verifier: string): Promise<Tokens> {
  const response = await tokenCall(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Tokens>();
}

export function userinfoCall(app: FastifyInstance, accessToken: string) {
  return app.inject({ url: '/oidc-op/me', headers: { host: 'localhost', authorization: `Bearer ${accessToken}` } });
}

/** A logged-in member's full authorization with consent to `scopes`: the tokens the client gets. */
export async function authorizeWithConsent(
  app: FastifyInstance,
  browser: TestBrowser,
  scopes: readonly string[],
): Promise<Tokens> {
  const flow = pkce();
  // The provider grants offline_access only with prompt=consent (OpenID Connect Core §11).
  const prompt: Record<string, string> = scopes.includes('offline_access') ? { prompt: 'consent' } : {};
  expect(await follow(browser, authorizeUrl(flow.challenge, { scope: scopes.join(' '), ...prompt }))).toBe(
    '/oidc/consent',
  );
  const allowed = await browser.post('/oidc/consent/form', { addScope: scopes, rejectScope: [] });
  expect(allowed.statusCode, allowed.body).toBe(200);
  const callback = new URL(await follow(browser, allowed.json<{ redirectTo: string }>().redirectTo));
  return tokenOf(app, String(callback.searchParams.get('code')), flow.verifier);
}
