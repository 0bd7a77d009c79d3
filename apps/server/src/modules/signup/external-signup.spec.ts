import type { ApiErrorBody, SignupAuthScreenData, SignupFormScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdentities, accounts } from '../../db/schema';
import { TestBrowser, latestPin } from '../../test/browser';
import { demoConsents, demoForm } from '../../test/signup-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { tripThroughProvider } from '../external-identity/test-kit/provider-trip';
import { offerStandInProviders, type StandInProviders } from '../external-identity/test-kit/stand-in-store';
import { sessionCookieName } from '../session/session-policy';
import { findSession } from '../session/session.repository';
import { sessionIdOf } from '../session/token';

const t = useTestApp();
let providers: StandInProviders;
let ipCounter = 1;

const browser = () => new TestBrowser(t.app, 'localhost', {}, `10.31.0.${ipCounter++}`).open();
/** The registration form without the password pair: a sign-up through a provider has none. */
const formWithoutPassword = (userId: string) => {
  const { password: _password, passwordConfirm: _confirm, ...rest } = demoForm({ userId });
  return rest;
};

/** A guest back from Google as `sub` with `email`, on /signup/auth. */
async function backFromGoogle(sub: string, email: string | undefined, emailVerified: boolean, query = '') {
  providers.google.next = { user: { sub, ...(email ? { email, emailVerified } : {}) } };
  const b = await browser();
  const trip = await tripThroughProvider(t.app, b, `/auth/authorize?userIdentifierType=Google${query}`);
  expect(trip.location).toBe('/signup/auth');
  return b;
}

async function accountOf(email: string) {
  const [row] = await t.db.database.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

beforeAll(async () => {
  providers = await offerStandInProviders(t.app);
});
afterAll(async () => {
  await providers.close();
});

describe('sign-up through an external identity', () => {
  it("takes the provider's verified address as it is: no PIN, no password, the identity linked, amr fed", async () => {
    const b = await backFromGoogle('g-signup-1', 'g.signup.1@example.com', true);
    const page = (await b.screenData('/signup/auth')).json<SignupAuthScreenData>();
    expect(page).toMatchObject({ providerName: 'Google', email: 'g.signup.1@example.com', step: { current: 1 } });
    expect(page.policies.map((policy) => policy.key)).toEqual(['terms', 'privacy']);

    const kept = await b.post('/zapi/signup/auth', {
      email: 'g.signup.1@example.com',
      policyConsentData: demoConsents,
    });
    expect(kept.json()).toEqual({ redirectTo: '/signup/form' });
    const form = (await b.screenData('/signup/form')).json<SignupFormScreenData>();
    expect(form).toMatchObject({ email: 'g.signup.1@example.com', withPassword: false });

    const made = await b.post('/zapi/signup', formWithoutPassword('gsignup1'));
    expect(made.statusCode).toBe(200);
    const account = await accountOf('g.signup.1@example.com');
    expect(account?.passwordHash).toBeNull();
    expect(account?.emailVerifiedAt).not.toBeNull();
    const linked = await t.db.database.db
      .select()
      .from(accountIdentities)
      .where(eq(accountIdentities.accountId, account?.id ?? ''));
    expect(linked.map((row) => [row.type, row.subject])).toEqual([['Google', 'g-signup-1']]);
    const session = await findSession(
      t.db.database.db,
      sessionIdOf(b.cookieValue(sessionCookieName(true)) ?? ''),
      'demo',
    );
    expect(session?.data).toMatchObject({ loginMethods: ['fed'], loginIdentityType: 'Google' });
    expect(session?.data.pendingExternalSignup).toBeUndefined();

    // The member comes back through Google alone.
    const again = await browser();
    providers.google.next = { user: { sub: 'g-signup-1' } };
    const trip = await tripThroughProvider(t.app, again, '/auth/authorize?userIdentifierType=Google');
    expect(trip.location).toBe('/mypage');
  });

  it('refuses the provider’s address left unchanged when a member has it, with the external wording', async () => {
    const first = await backFromGoogle('g-signup-2', 'g.signup.2@example.com', true);
    await first.post('/zapi/signup/auth', { email: 'g.signup.2@example.com', policyConsentData: demoConsents });
    expect((await first.post('/zapi/signup', formWithoutPassword('gsignup2'))).statusCode).toBe(200);

    const b = await backFromGoogle('g-signup-3', 'G.Signup.2@example.com', true);
    const refused = await b.post('/zapi/signup/auth', {
      email: 'G.Signup.2@example.com',
      policyConsentData: demoConsents,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      code: 'ACCOUNT_ALREADY_EXISTS_EMAIL',
      message: 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
      fieldErrors: { email: 'validation:email.alreadyInUse' },
    });
  });

  it('sends a PIN to a changed address, and to one the provider did not verify; the form has no password', async () => {
    const changed = await backFromGoogle('g-signup-4', 'g.signup.4@example.com', true);
    const sent = await changed.post('/zapi/signup/auth', {
      email: 'g.signup.4.new@example.com',
      policyConsentData: demoConsents,
    });
    expect(sent.json()).toEqual({ redirectTo: '/signup/pin-code' });
    expect((await changed.screenData('/signup/form')).json()).toEqual({ redirectTo: '/signup/pin-code' });
    const pin = await latestPin(t.db.database, 'demo', 'g.signup.4.new@example.com');
    expect((await changed.post('/zapi/signup/pin-code', { pinCode: pin })).json()).toEqual({
      redirectTo: '/signup/form',
    });
    expect((await changed.screenData('/signup/form')).json<SignupFormScreenData>().withPassword).toBe(false);
    expect((await changed.post('/zapi/signup', formWithoutPassword('gsignup4'))).statusCode).toBe(200);
    expect((await accountOf('g.signup.4.new@example.com'))?.passwordHash).toBeNull();

    const unverified = await backFromGoogle('g-signup-5', 'g.signup.5@example.com', false);
    const pinAsked = await unverified.post('/zapi/signup/auth', {
      email: 'g.signup.5@example.com',
      policyConsentData: demoConsents,
    });
    expect(pinAsked.json()).toEqual({ redirectTo: '/signup/pin-code' });
  });

  it('asks for the policies on the page, and sends a guest without a provider answer to the login', async () => {
    const b = await backFromGoogle('g-signup-6', 'g.signup.6@example.com', true);
    const missing = await b.post('/zapi/signup/auth', { email: 'g.signup.6@example.com', policyConsentData: [] });
    expect(missing.statusCode).toBe(400);

    const guest = await browser();
    expect((await guest.screenData('/signup/auth')).json()).toEqual({ redirectTo: '/login' });
    const call = await guest.post('/zapi/signup/auth', {
      email: 'nobody@example.com',
      policyConsentData: demoConsents,
    });
    expect(call.json<ApiErrorBody>()).toMatchObject({ code: 'INVALID_SESSION_FLOW', redirectTo: '/login' });
  });

  it('returns a sign-up started from an OpenID login to the interaction, which hands the new member over', async () => {
    const b = await backFromGoogle(
      'g-signup-8',
      'g.signup.8@example.com',
      true,
      '&redirect=%2Foidc%2FloginInteraction',
    );
    await b.post('/zapi/signup/auth', { email: 'g.signup.8@example.com', policyConsentData: demoConsents });
    expect((await b.post('/zapi/signup', formWithoutPassword('gsignup8'))).json()).toEqual({
      redirectTo: '/oidc/loginInteraction',
    });
  });

  it('keeps the password form for an e-mail sign-up in the same browser that never took the identity', async () => {
    const b = await backFromGoogle('g-signup-7', 'g.signup.7@example.com', true);
    await b.post('/zapi/signup/policy', { policyConsentData: demoConsents });
    const sent = await b.post('/zapi/signup/email', {
      type: 'signUp',
      email: 'plain.7@example.com',
      policyConsentData: [],
    });
    expect(sent.json()).toEqual({ redirectTo: '/signup/pin-code' });
    const pin = await latestPin(t.db.database, 'demo', 'plain.7@example.com');
    await b.post('/zapi/signup/pin-code', { pinCode: pin });
    expect((await b.screenData('/signup/form')).json<SignupFormScreenData>().withPassword).toBe(true);
  });
});
