import type { SignupEmailScreenData, SignupPinCodeScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { latestPin, TestBrowser } from '../../test/browser';
import { demoConsents, demoForm } from '../../test/signup-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { ACR_ONE_FACTOR } from './login-result';
import { authorizeUrl, follow, pkce, tokenOf, userinfoCall } from './oidc-flow.test-kit';

describe('sign-up inside an OIDC interaction (/oidc/signup, /oidc/signup/auth)', () => {
  const t = useTestApp();

  it('signs a guest up on the OIDC pages and finishes the interaction to consent, then the client', async () => {
    const email = 'oidc-signup@example.com';
    const guest = await new TestBrowser(t.app, 'localhost', {}, '10.9.1.1').open();
    const flow = pkce();
    expect(await follow(guest, authorizeUrl(flow.challenge))).toBe('/oidc/login');

    // The demo store shows its policies first; inside the interaction they come with the e-mail.
    const emailStep = (await guest.screenData('/oidc/signup')).json<SignupEmailScreenData>();
    expect(emailStep.step).toEqual({ current: 1, total: 3 });
    expect(emailStep.policies.map((policy) => policy.key).sort()).toEqual(['privacy', 'terms']);
    const unagreed = await guest.post('/zapi/oidc/signup/email', { type: 'signUp', email, policyConsentData: [] });
    expect(unagreed.statusCode).toBe(400);

    const sent = await guest.post('/zapi/oidc/signup/email', {
      type: 'signUp',
      email,
      policyConsentData: demoConsents,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ redirectTo: '/oidc/signup/auth' });
    const pinStep = (await guest.screenData('/oidc/signup/auth')).json<SignupPinCodeScreenData>();
    expect(pinStep).toMatchObject({ email, step: { current: 1, total: 3 } });

    const verified = await guest.post('/zapi/signup/pin-code', {
      pinCode: await latestPin(t.db.database, 'demo', email),
    });
    expect(verified.json()).toEqual({ redirectTo: '/signup/form' });
    expect((await guest.screenData('/signup/form')).json()).toMatchObject({ email, step: { current: 2, total: 3 } });

    // A return target sent by the browser is not one: the server's own interaction is where it goes.
    const created = await guest.post('/zapi/signup', { ...demoForm({ userId: 'oidcsignup' }), redirectTo: '/evil' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ redirectTo: '/oidc/loginInteraction' });
    expect(await follow(guest, '/oidc/loginInteraction')).toBe('/oidc/consent');

    const allowed = await guest.post('/oidc/consent/form', {
      addScope: ['openid', 'membership', 'profile', 'email'],
      rejectScope: [],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const callback = new URL(await follow(guest, allowed.json<{ redirectTo: string }>().redirectTo));
    const tokens = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
    const claims = (await userinfoCall(t.app, tokens.access_token)).json<Record<string, unknown>>();
    expect(claims['email']).toBe(email);
    // The new member proved the mailbox with the mailed PIN: one factor, said like a login's.
    const idToken = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(idToken).toMatchObject({ amr: ['otp'], acr: ACR_ONE_FACTOR });
  });

  it('keeps a sign-up begun on the site on the site, even after an OIDC one in the same browser', async () => {
    const guest = await new TestBrowser(t.app, 'localhost', {}, '10.9.1.2').open();
    expect(await follow(guest, authorizeUrl(pkce().challenge))).toBe('/oidc/login');
    const inFlow = await guest.post('/zapi/oidc/signup/email', {
      type: 'signUp',
      email: 'oidc-then-site@example.com',
      policyConsentData: demoConsents,
    });
    expect(inFlow.json()).toEqual({ redirectTo: '/oidc/signup/auth' });
    const onSite = await guest.post('/zapi/signup/email', {
      type: 'signUp',
      email: 'site-after-oidc@example.com',
      policyConsentData: [],
    });
    expect(onSite.json()).toEqual({ redirectTo: '/signup/pin-code' });
  });

  it('sends the sign-up pages and call of a browser without a live interaction to the OIDC error page', async () => {
    const stranger = await new TestBrowser(t.app, 'localhost', {}, '10.9.1.3').open();
    for (const path of ['/oidc/signup', '/oidc/signup/auth'] as const) {
      const gone = (await stranger.screenData(path)).json<{ redirectTo: string }>();
      expect(gone.redirectTo).toMatch(/^\/oidc\/error\?status=400&type=invalid_request/);
    }
    const call = await stranger.post('/zapi/oidc/signup/email', {
      type: 'signUp',
      email: 'oidc-gone@example.com',
      policyConsentData: demoConsents,
    });
    expect(call.statusCode).toBe(200);
    expect(call.json<{ redirectTo: string }>().redirectTo).toMatch(/^\/oidc\/error\?/);
    expect(await latestPin(t.db.database, 'demo', 'oidc-gone@example.com').catch(() => null)).toBeNull();
  });
});
