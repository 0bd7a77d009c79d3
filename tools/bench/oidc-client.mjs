// The OIDC benchmark's relying party and member: a member logged in on the site (the development
// fixture call) who granted demo-spa once through the real consent page calls; then each round trip
// is what a returning user costs: the authorization request with a live session and an existing
// grant (straight back with a code, no page), and the client's code-for-tokens call.
import { createHash, randomBytes } from 'node:crypto';
import { BenchClient } from './bench-client.mjs';
import { loggedInMember } from './bench-member.mjs';
import { endpoints, screenDataPath } from './contract.mjs';

export const CLIENT_ID = 'demo-spa';
export const REDIRECT_URI = 'http://127.0.0.1:8765/callback';
const SCOPE = 'openid membership';
const ENTRY_PAGES = new Set(['/oidc', '/oidc/loginInteraction', '/oidc/selectAccountInteraction']);

function authorizePath() {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: SCOPE,
    redirect_uri: REDIRECT_URI,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  });
  return { path: `/oidc-op/auth?${query}`, verifier, state };
}

/** Follows the provider's redirects and the entry pages' screen data until the client's callback or a page. */
async function follow(client, start) {
  let next = start;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(REDIRECT_URI)) return next;
    const url = new URL(next, client.origin);
    if (ENTRY_PAGES.has(url.pathname)) {
      next = (await client.expectOk('GET', screenDataPath(url.pathname))).redirectTo;
      continue;
    }
    if (!url.pathname.startsWith('/oidc-op/')) return url.pathname;
    const answer = await client.request('GET', `${url.pathname}${url.search}`, undefined, {}, { redirect: 'manual' });
    if (answer.status !== 303 || !answer.location)
      throw new Error(`${url.pathname} answered ${answer.status}, not a redirect: ${JSON.stringify(answer.body)}`);
    next = answer.location;
  }
  throw new Error('the authorization went through more than 10 redirects');
}

/** A logged-in member's browser whose grant to demo-spa exists (consent given once, through the pages' calls). */
export async function linkedMember(origin) {
  const client = await loggedInMember(origin, 'oidc');
  const first = authorizePath();
  const page = await follow(client, first.path);
  if (page !== '/oidc/consent') throw new Error(`the first authorization showed ${page}, not the consent page`);
  const consent = await client.expectOk('POST', endpoints.oidcConsent.path, {
    addScope: SCOPE.split(' '),
    rejectScope: [],
  });
  const callback = await follow(client, consent.redirectTo);
  if (!new URL(callback).searchParams.get('code')) throw new Error(`the consent ended without a code: ${callback}`);
  return client;
}

/**
 * A browser in the middle of an authorization by demo-spa, for the first-visit benchmark's OIDC pages
 * (without one they show the "no interaction" error): a guest stands on the login page, a logged-in
 * member who never granted the client on the consent page. Answers the cookies in Playwright's shape.
 */
export async function interactionCookies(origin, { asMember }) {
  const client = asMember ? await loggedInMember(origin, 'oidc-page') : new BenchClient(origin);
  if (!asMember) await client.expectOk('GET', endpoints.rootScreenData.path);
  const page = await follow(client, authorizePath().path);
  const expected = asMember ? '/oidc/consent' : '/oidc/login';
  if (page !== expected) throw new Error(`the authorization showed ${page}, not ${expected}`);
  return client.cookiesForBrowser();
}

/**
 * One round trip: authorize (must answer the callback with a code at once: a page in between means
 * the session or grant was not used) and exchange the code (must answer an access and an ID token).
 * Throws otherwise, so a counted round trip always got its tokens.
 */
export async function roundTrip(client) {
  const { path, verifier, state } = authorizePath();
  const answer = await client.request('GET', path, undefined, {}, { redirect: 'manual' });
  const location = answer.location ?? '';
  if (answer.status !== 303 || !location.startsWith(REDIRECT_URI))
    throw new Error(`authorize answered ${answer.status} to ${location || JSON.stringify(answer.body)}, not a code`);
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) throw new Error(`no code for this state: ${location}`);
  const response = await fetch(`${client.origin}/oidc-op/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
  const tokens = await response.json();
  if (response.status !== 200 || typeof tokens.access_token !== 'string' || typeof tokens.id_token !== 'string')
    throw new Error(`the token endpoint answered ${response.status}: ${JSON.stringify(tokens)}`);
}
