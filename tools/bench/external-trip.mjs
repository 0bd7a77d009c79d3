// One trip through an external identity provider as a browser makes it, against the identity sandbox
// (apps/identity-sandbox): the site's /auth/authorize sends the browser to the provider, whose page asks
// who logs in (a form posted back to the page's own address: subject, email, email_verified=1,
// action=continue), and the provider sends it back to the site's /auth/callback, which answers where
// to go: /mypage for a linked identity, /signup/auth for an unknown one. The site's cookies stay in a
// BenchClient's jar, the provider's in a jar of their own, scoped by path as the sandbox scopes them.
import { randomBytes } from 'node:crypto';
import { endpoints, externalAuthPaths, screenDataPath } from './contract.mjs';
import { PathCookieJar } from './path-cookie-jar.mjs';
import { importTypeScript } from './ts-import.mjs';

const { demoSignupForm } = await importTypeScript(import.meta.resolve('#vs/testing/demo-signup-form.ts'));

/** authorize → the provider's authorization and interaction pages → its resume → the site: fewer in practice. */
const MAX_HOPS = 8;

/**
 * The `n`th client address of 198.18.0.0/15, the range RFC 2544 sets aside for benchmarks (as
 * login-load.mjs counts them), for the server that trusts X-Forwarded-For.
 */
export const benchAddress = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/** One browser at the identity sandbox: its own cookie jar, redirects answered rather than followed. */
export class SandboxBrowser {
  #jar = new PathCookieJar();

  /** @param {string} origin the sandbox's, e.g. http://127.0.0.1:3050 */
  constructor(origin) {
    this.origin = origin;
  }

  /** GET, or POST of `form` as a browser posts a form; answers the status, the Location header and the body. */
  async request(method, url, form) {
    const target = new URL(url, this.origin);
    /** @type {Record<string, string>} */
    const headers = {};
    const cookie = this.#jar.header(target.pathname);
    if (cookie) headers.cookie = cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(target, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    this.#jar.keep(response.headers.getSetCookie(), target.pathname);
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  }
}

const decodeEntities = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * The whole trip: `site` (a BenchClient on the site's origin), `sandbox` (a SandboxBrowser), the store's
 * `provider` type (`Line`, `Google`), `identity` ({ subject, email }: what is typed on the provider's
 * page, the e-mail ticked as verified) and `headers` for the site's requests (X-Forwarded-For). Answers
 * where the callback sent the browser; throws when any step answers something else than a browser expects.
 */
export async function externalTrip({ site, sandbox, provider, identity, headers = {} }) {
  const authorize = `${externalAuthPaths.authorize}?userIdentifierType=${encodeURIComponent(provider)}`;
  const start = await site.request('GET', authorize, undefined, headers, { redirect: 'manual' });
  if (start.status !== 302 || !start.location?.startsWith(`${sandbox.origin}/`))
    throw new Error(`GET ${authorize} answered ${start.status} to ${start.location}, not the provider`);
  let url = new URL(start.location);
  let answered = false;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (url.origin === site.origin) return backAtSite(site, url, headers);
    const page = await sandbox.request('GET', url);
    if (page.location) {
      url = new URL(page.location, url);
      continue;
    }
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
    if (page.status !== 200 || !action || answered)
      throw new Error(`the provider answered ${page.status} at ${url.pathname}: ${page.text.slice(0, 200)}`);
    const form = { subject: identity.subject, email: identity.email, email_verified: '1', action: 'continue' };
    const posted = await sandbox.request('POST', new URL(decodeEntities(action), url), form);
    if (!posted.location)
      throw new Error(`the provider's form answered ${posted.status}, not a redirect: ${posted.text.slice(0, 200)}`);
    answered = true;
    url = new URL(posted.location, url);
  }
  throw new Error(`the trip through ${provider} took more than ${MAX_HOPS} redirects`);
}

/** The provider's answer at the site's callback: its redirect is where the browser goes next. */
async function backAtSite(site, url, headers) {
  if (url.pathname !== externalAuthPaths.callback)
    throw new Error(`the provider sent the browser to ${url.pathname}, not ${externalAuthPaths.callback}`);
  const back = await site.request('GET', `${url.pathname}${url.search}`, undefined, headers, { redirect: 'manual' });
  if (back.status !== 302 || !back.location)
    throw new Error(`${url.pathname} answered ${back.status}, not a redirect: ${JSON.stringify(back.body)}`);
  return back.location;
}

/** `site.request` that must answer 200 (BenchClient.expectOk with `headers`); answers the body. */
async function ok(site, method, path, body, headers) {
  const answer = await site.request(method, path, body, headers);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * A new member linked to an identity at `provider`, made as a newcomer makes one: a trip as an unknown
 * identity (the callback offers /signup/auth), the provider's verified address kept there with the
 * store's policies agreed to (no PIN), and the registration form without a password. Answers the
 * identity to type at the provider and the member's authId (what the session must name after a login).
 */
export async function signUpThroughProvider({ site, sandbox, provider, headers = {} }) {
  const tag = randomBytes(4).toString('hex');
  const identity = { subject: `${provider.toLowerCase()}-bench-${tag}`, email: `bench-${tag}@example.com` };
  await ok(site, 'GET', endpoints.rootScreenData.path, undefined, headers);
  const landed = await externalTrip({ site, sandbox, provider, identity, headers });
  if (landed !== '/signup/auth') throw new Error(`an unknown ${provider} identity was sent to ${landed}`);
  const { policies } = await ok(site, 'GET', screenDataPath('/signup/auth'), undefined, headers);
  const policyConsentData = policies.map(({ policyId, revision, key }) => ({ policyId, revision, key }));
  const kept = await ok(site, 'POST', endpoints.signupAuth.path, { email: identity.email, policyConsentData }, headers);
  if (kept.redirectTo !== '/signup/form')
    throw new Error(`the provider's verified address led to ${kept.redirectTo}, not the form`);
  const { password: _password, passwordConfirm: _confirm, ...form } = demoSignupForm(`x${tag}`, '');
  await ok(site, 'POST', endpoints.signup.path, form, headers);
  const { authId } = await ok(site, 'GET', endpoints.rootScreenData.path, undefined, headers);
  if (!authId) throw new Error(`the sign-up through ${provider} left the browser logged out`);
  return { ...identity, authId };
}
