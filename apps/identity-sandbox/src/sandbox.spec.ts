import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentitySandbox, type IdentitySandbox } from './sandbox';
import { settingsFromEnv } from './settings';

const site = 'http://rp.test';
const settings = { ...settingsFromEnv({}), port: 0, siteOrigins: [site] };
let sandbox: IdentitySandbox;

beforeAll(async () => {
  sandbox = await startIdentitySandbox(settings);
});
afterAll(async () => sandbox.close());

const issuerOf = (key: string): string => {
  const found = sandbox.issuers.find((one) => one.provider.key === key);
  if (!found) throw new Error(`no provider ${key}`);
  return found.issuer;
};

/** A browser's cookies for the sandbox's origin (every cookie of this spec lives on one host). */
class Browser {
  private readonly jar = new Map<string, string>();

  async get(url: string): Promise<Response> {
    return this.keep(await fetch(url, { redirect: 'manual', headers: { cookie: this.cookie() } }));
  }

  async post(url: string, form: Record<string, string>): Promise<Response> {
    const headers = { cookie: this.cookie(), 'content-type': 'application/x-www-form-urlencoded' };
    const body = new URLSearchParams(form).toString();
    return this.keep(await fetch(url, { method: 'POST', redirect: 'manual', headers, body }));
  }

  private cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a))) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
}

interface Trip {
  readonly config: oidc.Configuration;
  readonly browser: Browser;
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
  /** The interaction page's address and its HTML. */
  readonly page: { readonly url: string; readonly html: string };
}

async function startTrip(key: string, alg: 'HS256' | 'RS256', browser = new Browser(), formPost = false) {
  const config = await oidc.discovery(
    new URL(issuerOf(key)),
    settings.clientId,
    { id_token_signed_response_alg: alg },
    oidc.ClientSecretBasic(settings.clientSecret),
    { execute: [oidc.allowInsecureRequests] },
  );
  if (alg === 'RS256') oidc.enableNonRepudiationChecks(config);
  const [state, nonce, verifier] = [oidc.randomState(), oidc.randomNonce(), oidc.randomPKCECodeVerifier()];
  const authorize = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${site}/auth/callback${formPost ? '/form' : ''}`,
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(formPost ? { response_mode: 'form_post' } : {}),
  });
  const toPage = await browser.get(authorize.href);
  expect(toPage.status).toBe(303);
  const url = new URL(toPage.headers.get('location') ?? '', authorize).href;
  const page = await browser.get(url);
  expect(page.status).toBe(200);
  return { config, browser, state, nonce, verifier, page: { url, html: await page.text() } } satisfies Trip;
}

/** Presses a button of the page's form, then follows the sandbox's redirects to where it answers the site. */
async function press(trip: Trip, form: Record<string, string>): Promise<Response> {
  let answer = await trip.browser.post(trip.page.url, form);
  while (answer.status === 303 || answer.status === 302) {
    const next = new URL(answer.headers.get('location') ?? '', trip.page.url);
    if (next.origin === site) return answer;
    answer = await trip.browser.get(next.href);
  }
  return answer;
}

async function logIn(trip: Trip, form: Record<string, string>) {
  const answer = await press(trip, { action: 'continue', ...form });
  const tokens = await oidc.authorizationCodeGrant(trip.config, new URL(answer.headers.get('location') ?? ''), {
    pkceCodeVerifier: trip.verifier,
    expectedState: trip.state,
    expectedNonce: trip.nonce,
    idTokenExpected: true,
  });
  return { idToken: tokens.id_token ?? '', claims: tokens.claims() };
}

const hs256Verifies = (jwt: string, secret: string): boolean => {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  return alg === 'HS256' && expected === signature;
};

describe('the identity sandbox', () => {
  it('lists its providers and their issuers on /', async () => {
    const index = await (await fetch(`${sandbox.origin}/`)).text();
    for (const key of ['line', 'google', 'apple']) expect(index).toContain(`${sandbox.origin}/${key}`);
    expect(index).not.toContain(settings.clientSecret);
  });

  it('shows an accessible form naming the provider, with a random subject ready', async () => {
    const { page } = await startTrip('line', 'HS256');
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<h1>LINE (sandbox)</h1>');
    expect(page.html).toMatch(/<label for="subject">Subject<\/label>\s*<input type="text" id="subject"/);
    expect(page.html).toMatch(/<label for="email">E-mail<\/label>\s*<input type="email" id="email"/);
    expect(page.html).toMatch(/id="email_verified" name="email_verified" value="1" checked>/);
    expect(page.html).toContain('<label for="email_verified">E-mail verified</label>');
    expect(page.html).toMatch(/name="subject" value="line-[0-9a-f]{12}"/);
    expect(page.html).toContain('>Continue</button>');
    expect(page.html).toContain('>Cancel</button>');
  });

  it('logs in at LINE with an HS256 ID token signed with the client secret, carrying what was typed', async () => {
    const trip = await startTrip('line', 'HS256');
    const { idToken, claims } = await logIn(trip, {
      subject: 'U-line-1',
      email: 'line@example.com',
      email_verified: '1',
    });
    expect(hs256Verifies(idToken, settings.clientSecret)).toBe(true);
    expect(claims).toMatchObject({ iss: issuerOf('line'), sub: 'U-line-1', email: 'line@example.com' });
    expect(claims?.email_verified).toBe(true);
  });

  it('logs in at Google with an RS256 ID token checked against its keys; an unticked box: unverified', async () => {
    const trip = await startTrip('google', 'RS256');
    const { claims } = await logIn(trip, { subject: 'g-1', email: 'g@example.com' });
    expect(claims).toMatchObject({
      iss: issuerOf('google'),
      sub: 'g-1',
      email: 'g@example.com',
      email_verified: false,
    });
  });

  it('gives the same sub for the same subject, asking again in one browser; no e-mail if none typed', async () => {
    const first = await startTrip('google', 'RS256');
    expect((await logIn(first, { subject: 'same-one' })).claims?.sub).toBe('same-one');
    const again = await startTrip('google', 'RS256', first.browser);
    const { claims } = await logIn(again, { subject: 'same-one', email: '' });
    expect(claims?.sub).toBe('same-one');
    expect(claims).not.toHaveProperty('email');
  });

  it('answers access_denied to the site on Cancel', async () => {
    const trip = await startTrip('line', 'HS256');
    const answer = await press(trip, { action: 'cancel', subject: '' });
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${site}/auth/callback`);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(trip.state);
  });

  it('refuses an empty subject on the page itself, escaping what it echoes', async () => {
    const trip = await startTrip('line', 'HS256');
    const answer = await trip.browser.post(trip.page.url, { action: 'continue', subject: ' ', email: '"><script>' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('role="alert">Enter a subject.');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
  });

  it("posts Apple's answer to the site's form callback when asked for form_post", async () => {
    const trip = await startTrip('apple', 'RS256', new Browser(), true);
    const answer = await press(trip, { action: 'continue', subject: 'apple-1', email: 'a@example.com' });
    const html = await answer.text();
    expect(html).toContain(`action="${site}/auth/callback/form"`);
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
    const posted = new Request(`${site}/auth/callback/form`, {
      method: 'POST',
      body: new URLSearchParams({ code: field('code'), state: field('state'), iss: field('iss') }),
    });
    const tokens = await oidc.authorizationCodeGrant(trip.config, posted, {
      pkceCodeVerifier: trip.verifier,
      expectedState: trip.state,
      expectedNonce: trip.nonce,
    });
    expect(tokens.claims()?.sub).toBe('apple-1');
  });

  it('sends a stale or foreign interaction back to the start', async () => {
    const trip = await startTrip('line', 'HS256');
    const stranger = await new Browser().get(trip.page.url);
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain('Sign-in expired');
  });
});
