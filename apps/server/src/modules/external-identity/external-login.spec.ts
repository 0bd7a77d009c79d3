import type { LoginScreenData, MypageTopScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdentities, externalAuthAttempts, loginHistory } from '../../db/schema';
import { TestBrowser } from '../../test/browser';
import { useTestApp } from '../../test/use-test-app';
import { insertAccount } from '../account/accounts.repository';
import { enableFactor } from '../mfa/factors.repository';
import { currentPolicies, insertConsents } from '../policy/policy.repository';
import { sessionCookieName } from '../session/session-policy';
import { findSession } from '../session/session.repository';
import { sessionIdOf } from '../session/token';
import { digestOf } from './browser-binding';
import type { PendingExternalSignup } from './pending-signup';
import { offerStandInProviders, type StandInProviders } from './test-kit/stand-in-store';
import { tripThroughProvider, visitProvider } from './test-kit/provider-trip';

const t = useTestApp();
let providers: StandInProviders;
let ipCounter = 1;

const browser = () => new TestBrowser(t.app, 'localhost', {}, `10.21.0.${ipCounter++}`).open();
const authIdOf = async (b: TestBrowser) =>
  (await b.get('/zapi/internal/root/screen-data')).json<{ authId: string | null }>().authId;

/** A member with this identity linked (and no password: the identity is the only way in). */
async function memberWith(type: string, issuer: string, subject: string, email: string) {
  const account = await insertAccount(t.db.database.db, {
    storeId: 'demo',
    email,
    userId: null,
    passwordHash: null,
    phoneNumber: null,
    customAssociatedInfo: {},
  });
  // A member who signed up agreed to the store's policies (else My Page asks for the re-consent first).
  await insertConsents(
    t.db.database.db,
    account.id,
    await currentPolicies(t.db.database.db, 'demo', t.app.now()),
    t.app.now(),
  );
  await t.db.database.db
    .insert(accountIdentities)
    .values({ accountId: account.id, storeId: 'demo', type, issuer, subject, linkedAt: new Date() });
  return account;
}

async function pendingSignupOf(b: TestBrowser): Promise<PendingExternalSignup | undefined> {
  const session = await findSession(
    t.db.database.db,
    sessionIdOf(b.cookieValue(sessionCookieName(true)) ?? ''),
    'demo',
  );
  return (session?.data as { pendingExternalSignup?: PendingExternalSignup } | undefined)?.pendingExternalSignup;
}

beforeAll(async () => {
  providers = await offerStandInProviders(t.app);
});
afterAll(async () => {
  await providers.close();
});

describe('login through an external identity', () => {
  it('logs a linked member in through the password login’s completion (amr fed), as the login identity', async () => {
    const account = await memberWith('Google', providers.google.issuer, 'g-linked', 'linked@example.com');
    providers.google.next = { user: { sub: 'g-linked', email: 'someone.else@example.com', emailVerified: true } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Google');
    expect(trip.location).toBe('/mypage');
    expect(await authIdOf(b)).toBe(account.authId);
    const session = await findSession(
      t.db.database.db,
      sessionIdOf(b.cookieValue(sessionCookieName(true)) ?? ''),
      'demo',
    );
    expect(session?.data.loginMethods).toEqual(['fed']);
    const history = await t.db.database.db.select().from(loginHistory).where(eq(loginHistory.accountId, account.id));
    expect(history.map((row) => [row.loginMethod, row.result])).toEqual([['ExternalAuth', 'success']]);
    const top = (await b.screenData('/mypage')).json<MypageTopScreenData>();
    expect(top.userIdentifiers.find((one) => one.userIdentifierType === 'Google')).toMatchObject({
      isLinked: true,
      isLogin: true,
    });
  });

  it("fetches an issuer's key set once for many logins, not on every callback", async () => {
    await memberWith('Google', providers.google.issuer, 'g-keys', 'keys@example.com');
    providers.google.next = { user: { sub: 'g-keys' } };
    const fetchesBefore = providers.google.requestPaths.filter((path) => path === '/jwks').length;
    for (let i = 0; i < 3; i += 1) {
      const trip = await tripThroughProvider(t.app, await browser(), '/auth/authorize?userIdentifierType=Google');
      expect(trip.location).toBe('/mypage');
    }
    const fetches = providers.google.requestPaths.filter((path) => path === '/jwks').length - fetchesBefore;
    expect(fetches).toBeLessThanOrEqual(1);
  });

  it('asks a member with a second factor for it; the identity is not enough', async () => {
    const account = await memberWith('Google', providers.google.issuer, 'g-mfa', 'mfa.external@example.com');
    await enableFactor(t.db.database.db, account.id, 'Email', new Date());
    providers.google.next = { user: { sub: 'g-mfa' } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Google');
    expect(trip.location).toBe('/login/multi-factor');
    expect(await authIdOf(b)).toBeNull();
  });

  it('keeps an unknown identity as a pending sign-up, never linking by e-mail', async () => {
    await memberWith('Line', 'https://elsewhere.example', 'someone', 'taken@example.com');
    providers.google.next = { user: { sub: 'g-new', email: 'taken@example.com', emailVerified: false } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Google');
    expect(trip.location).toBe('/signup/auth');
    expect(await authIdOf(b)).toBeNull();
    expect(await pendingSignupOf(b)).toMatchObject({
      type: 'Google',
      issuer: providers.google.issuer,
      subject: 'g-new',
      email: 'taken@example.com',
      emailVerified: false,
    });
  });

  it('verifies LINE-style HS256 ID tokens with the client secret', async () => {
    const account = await memberWith('Line', providers.line.issuer, 'U-line', 'line@example.com');
    providers.line.next = { user: { sub: 'U-line' } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Line');
    expect(trip.location).toBe('/mypage');
    expect(await authIdOf(b)).toBe(account.authId);
  });

  it('takes an Apple-style form post arriving without the site’s cookies, then finishes in the browser', async () => {
    providers.apple.next = { user: { sub: 'apple-new', email: 'relay@privaterelay.appleid.com', emailVerified: true } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Apple');
    expect(trip.callbackUrl).toMatch(/^\/auth\/callback\?state=[^&]+$/);
    expect(trip.location).toBe('/signup/auth');
    expect(await pendingSignupOf(b)).toMatchObject({ type: 'Apple', subject: 'apple-new', emailVerified: true });
  });

  it('logs in through X (OAuth 2.0 and its profile endpoint)', async () => {
    const account = await memberWith('X', providers.x.origin, 'x-42', 'x@example.com');
    providers.x.next = { user: { id: 'x-42' } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=X');
    expect(trip.location).toBe('/mypage');
    expect(await authIdOf(b)).toBe(account.authId);
  });

  it('keeps a Facebook identity with its address unverified', async () => {
    providers.facebook.next = { user: { id: 'fb-1', email: 'fb@example.com' } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Facebook');
    expect(trip.location).toBe('/signup/auth');
    expect(await pendingSignupOf(b)).toMatchObject({ subject: 'fb-1', email: 'fb@example.com', emailVerified: false });
  });

  it('sends a cancelled login back to the login page with the failure', async () => {
    providers.google.next = { cancel: true };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Google');
    expect(trip.location).toBe('/login?error=LOGIN_FAILED');
    expect(await authIdOf(b)).toBeNull();
  });

  it('asks the provider for a fresh login when a logged-in member logs in again (step-up), not otherwise', async () => {
    const account = await memberWith('Google', providers.google.issuer, 'g-stepup', 'stepup@example.com');
    providers.google.next = { user: { sub: 'g-stepup' } };
    const b = await browser();
    const first = await b.get('/auth/authorize?userIdentifierType=Google');
    expect(new URL(String(first.headers.location)).searchParams.get('prompt')).toBeNull();
    expect((await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Google')).location).toBe('/mypage');
    expect(await authIdOf(b)).toBe(account.authId);
    const again = await b.get('/auth/authorize?userIdentifierType=Google&redirect=%2Fmypage%2Fenable-password');
    expect(new URL(String(again.headers.location)).searchParams.get('prompt')).toBe('login');
  });

  it('sends a failed login started inside an OpenID interaction back to its own login page', async () => {
    providers.google.next = { cancel: true };
    const b = await browser();
    const start = '/auth/authorize?userIdentifierType=Google&redirect=%2Foidc%2FloginInteraction';
    const trip = await tripThroughProvider(t.app, b, start);
    expect(trip.location).toBe('/oidc/login?error=LOGIN_FAILED');
  });

  it("lists the store's enabled providers on the login page, in the store's order", async () => {
    const b = await browser();
    const login = (await b.screenData('/login')).json<LoginScreenData>();
    expect(login.userIdentifierList.map((one) => [one.userIdentifierType, one.userIdentifierName])).toEqual([
      ['Google', 'Google'],
      ['Line', 'LINE'],
      ['Apple', 'Apple'],
      ['X', 'X'],
      ['Facebook', 'Facebook'],
    ]);
  });

  it('refuses an unknown or disabled provider and a malformed type', async () => {
    const b = await browser();
    for (const type of ['Nope', '../x', ''])
      expect((await b.get(`/auth/authorize?userIdentifierType=${encodeURIComponent(type)}`)).headers.location).toBe(
        '/login?error=LOGIN_FAILED',
      );
  });

  it('uses a state once: a replayed callback is refused', async () => {
    await memberWith('Google', providers.google.issuer, 'g-replay', 'replay@example.com');
    providers.google.next = { user: { sub: 'g-replay' } };
    const b = await browser();
    const trip = await tripThroughProvider(t.app, b, '/auth/authorize?userIdentifierType=Google');
    expect(trip.location).toBe('/mypage');
    const again = await b.get(trip.callbackUrl);
    expect(again.headers.location).toBe('/login?error=LOGIN_FAILED');
  });

  it('refuses a callback in another browser (a code and state sent to a victim)', async () => {
    const account = await memberWith('Google', providers.google.issuer, 'g-attacker', 'attacker@example.com');
    providers.google.next = { user: { sub: 'g-attacker' } };
    const attacker = await browser();
    const start = await attacker.get('/auth/authorize?userIdentifierType=Google');
    const answer = await visitProvider(String(start.headers.location), 'http://localhost');
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const victim = await browser();
    const response = await victim.get(`${answer.url.pathname}${answer.url.search}`);
    expect(response.headers.location).toBe('/login?error=LOGIN_FAILED');
    expect(await authIdOf(victim)).not.toBe(account.authId);
  });

  it('refuses an ID token whose nonce is not the attempt’s', async () => {
    await memberWith('Google', providers.google.issuer, 'g-nonce', 'nonce@example.com');
    providers.google.next = { user: { sub: 'g-nonce' } };
    const b = await browser();
    const start = await b.get('/auth/authorize?userIdentifierType=Google');
    const location = new URL(String(start.headers.location));
    await t.db.database.db
      .update(externalAuthAttempts)
      .set({ nonce: 'another-nonce' })
      .where(eq(externalAuthAttempts.stateDigest, digestOf(location.searchParams.get('state') ?? '')));
    const answer = await visitProvider(location.href, 'http://localhost');
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const response = await b.get(`${answer.url.pathname}${answer.url.search}`);
    expect(response.headers.location).toBe('/login?error=LOGIN_FAILED');
    expect(await authIdOf(b)).toBeNull();
  });
});
