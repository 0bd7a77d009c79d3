import {
  endpoints,
  type ApiErrorBody,
  type CardRegisteredAnswer,
  type PaymentMethodScreenData,
  type PlanDetailScreenData,
  type RedirectAnswer,
} from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testClock, type TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember, sendDelete } from '../../test/member-fixtures';
import { cardTokensAt, sandboxSettings, startPaymentSandbox, type RunningSandbox } from '../../test/payment-sandbox';
import { chargePaymentMethod } from './charge';

describe('payment methods with the sandbox provider', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let sandbox: RunningSandbox;
  const clock = testClock(new Date('2026-11-23T10:00:00Z'));
  /** Methods the "purchase module" of this spec says are in use. */
  const inUse = new Set<string>();

  beforeAll(async () => {
    sandbox = await startPaymentSandbox(1500);
    db = await createTestDatabase();
    app = await buildTestApp(
      db.database,
      sandboxSettings(sandbox, 700),
      (built) =>
        built.paymentMethodUsages.add(async () => {
          const uses = new Map<string, { planName: string; pendingCancellation: boolean }[]>();
          for (const id of inUse) uses.set(id, [{ planName: 'Premium', pendingCancellation: false }]);
          return uses;
        }),
      { now: clock.now },
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    await sandbox.stop();
  });

  const tokensFor = (ccNumber: string, securityCode = '123') => cardTokensAt(sandbox, ccNumber, securityCode);

  async function answerChallenge(challengeUrl: string, code: string): Promise<string> {
    const back = await fetch(challengeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `code=${code}&action=submit`,
      redirect: 'manual',
    });
    const location = back.headers.get('location') ?? '';
    return new URL(location).searchParams.get('challengeId') ?? '';
  }

  const screen = async (browser: TestBrowser) =>
    (await browser.get('/zapi/internal/mypage/payment-method/screen-data')).json<PaymentMethodScreenData>();

  it('offers the card with the provider settings, and an empty list', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.empty@example.com');
    expect(await screen(browser)).toEqual({
      paymentMethods: [],
      addableTypes: [
        'SbpsCredit',
        'SbpsDocomo',
        'SbpsAuSimple',
        'SbpsSoftbank',
        'SbpsSoftbankYahoo',
        'SbpsPaypay',
        'PaypalRest',
      ],
      provider: {
        origin: sandbox.url,
        tokenScriptUrl: `${sandbox.url}/js/token.js`,
        tds2ScriptUrl: `${sandbox.url}/js/tds2info.js`,
        tokenScriptIntegrity: null,
        tds2ScriptIntegrity: null,
        merchantId: 'sandbox-merchant',
        serviceId: 'sandbox-service',
      },
    });
  });

  it("allows the provider's origin in the CSP of the card page only", async () => {
    const page = await app.inject({ url: '/mypage/payment-method', headers: { host: 'localhost' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${sandbox.url}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${sandbox.url}`));
    expect(csp).toMatch(new RegExp(`form-action 'self' ${sandbox.url}`));
    for (const other of ['/mypage', '/mypage/payment-method/complete', '/login', '/plans/plan-premium/confirm']) {
      const answer = await app.inject({ url: other, headers: { host: 'localhost' } });
      expect(String(answer.headers['content-security-policy'])).not.toContain(sandbox.url);
    }
  });

  it('registers a frictionless card and lists brand, last four and expiry', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.frictionless@example.com');
    const answer = await browser.post(endpoints.paymentMethodCredit.path, await tokensFor('4111 1111 1111 1111'));
    expect(answer.json<RedirectAnswer>()).toEqual({ redirectTo: '/mypage/payment-method/complete' });
    expect((await screen(browser)).paymentMethods).toEqual([
      {
        accountPaymentMethodId: expect.any(String),
        paymentMethodType: 'SbpsCredit',
        credit: { cardbrandCode: 'V', cardNumberSuffix: '1111', expireDate: '203012' },
        isContractUsed: false,
        usedBy: [],
      },
    ]);
  });

  it('answers a declined card with the catalogue message and saves nothing', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.declined@example.com');
    const answer = await browser.post(endpoints.paymentMethodCredit.path, await tokensFor('4000000000000002'));
    expect(answer.statusCode).toBe(402);
    expect(answer.json<ApiErrorBody>()).toMatchObject({
      code: 'PAYMENT_METHOD_REGISTRATION_FAILED',
      message: 'クレジットカードの登録に失敗しました',
    });
    expect((await screen(browser)).paymentMethods).toEqual([]);
  });

  it('sends a challenge card to the provider page; a pass saves it, a fail does not', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.challenge@example.com');
    const started = (
      await browser.post(endpoints.paymentMethodCredit.path, await tokensFor('4000000000003220'))
    ).json<RedirectAnswer>();
    expect(started.redirectTo.startsWith(`${sandbox.url}/v1/challenges/`)).toBe(true);
    const challengeId = await answerChallenge(started.redirectTo, '1234');
    const finished = await browser.post(endpoints.paymentMethodCreditChallenge.path, { challengeId });
    expect(finished.json<RedirectAnswer>()).toEqual({ redirectTo: '/mypage/payment-method/complete' });
    expect((await screen(browser)).paymentMethods.map((m) => m.credit?.cardNumberSuffix)).toEqual(['3220']);

    const again = (
      await browser.post(endpoints.paymentMethodCredit.path, await tokensFor('4000000000003220'))
    ).json<RedirectAnswer>();
    const failedId = await answerChallenge(again.redirectTo, '0000');
    const failed = await browser.post(endpoints.paymentMethodCreditChallenge.path, { challengeId: failedId });
    expect(failed.statusCode).toBe(402);
    expect(failed.json<ApiErrorBody>().code).toBe('THREE_D_SECURE_FAILED');
    expect((await screen(browser)).paymentMethods).toHaveLength(1);
  });

  it("brings a challenge of a card typed on a plan page back to that plan's page", async () => {
    const { browser } = await loggedInMember(app, db, 'pay.plan-page@example.com');
    const started = (
      await browser.post(endpoints.paymentMethodCredit.path, {
        ...(await tokensFor('4000000000003220')),
        planId: 'plan-premium',
      })
    ).json<RedirectAnswer>();
    const back = await fetch(started.redirectTo, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=1234&action=submit',
      redirect: 'manual',
    });
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/plans/plan-premium');
    const challengeId = location.searchParams.get('challengeId') ?? '';
    const finished = await browser.post(endpoints.paymentMethodCreditChallenge.path, { challengeId });
    const [saved] = (await screen(browser)).paymentMethods;
    expect(finished.json<CardRegisteredAnswer>()).toEqual({ accountPaymentMethodId: saved?.accountPaymentMethodId });
  });

  it('answers the saved card itself to a plan page, for a frictionless card', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.plan-card@example.com');
    const answer = await browser.post(endpoints.paymentMethodCredit.path, {
      ...(await tokensFor('4111111111111111')),
      planId: 'monthly',
    });
    const [saved] = (await screen(browser)).paymentMethods;
    expect(answer.json<CardRegisteredAnswer>()).toEqual({ accountPaymentMethodId: saved?.accountPaymentMethodId });
  });

  it('refuses a plan id that is not one an address can carry', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.bad-plan@example.com');
    const answer = await browser.post(endpoints.paymentMethodCredit.path, {
      ...(await tokensFor('4111111111111111')),
      planId: '../../evil.example/x',
    });
    expect(answer.statusCode).toBe(400);
    expect((await screen(browser)).paymentMethods).toEqual([]);
  });

  it("gives a member the provider's settings on a plan page, which allows its origin in the CSP", async () => {
    const { browser } = await loggedInMember(app, db, 'pay.plan-screen@example.com');
    const data = (await browser.get('/zapi/internal/plans/monthly/screen-data')).json<PlanDetailScreenData>();
    expect(data.paymentProvider?.origin).toBe(sandbox.url);
    const page = await app.inject({ url: '/plans/monthly', headers: { host: 'localhost' } });
    expect(String(page.headers['content-security-policy'])).toMatch(new RegExp(`script-src [^;]*${sandbox.url}`));
  });

  it('refuses to finish a challenge this session did not start', async () => {
    const { browser: starter } = await loggedInMember(app, db, 'pay.starter@example.com');
    const { browser: other } = await loggedInMember(app, db, 'pay.other@example.com');
    const started = (
      await starter.post(endpoints.paymentMethodCredit.path, await tokensFor('4000000000003220'))
    ).json<RedirectAnswer>();
    const challengeId = await answerChallenge(started.redirectTo, '1234');
    const stolen = await other.post(endpoints.paymentMethodCreditChallenge.path, { challengeId });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json<ApiErrorBody>().code).toBe('INVALID_SESSION_FLOW');
    expect((await screen(other)).paymentMethods).toEqual([]);
  });

  it('deletes a method, refuses while a contract uses it, and hides other members’ methods', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.delete@example.com');
    const { browser: stranger } = await loggedInMember(app, db, 'pay.stranger@example.com');
    await browser.post(endpoints.paymentMethodCredit.path, await tokensFor('5555555555554444'));
    const [method] = (await screen(browser)).paymentMethods;
    const id = method?.accountPaymentMethodId ?? '';
    const url = `/zapi/account/payment-method/${id}`;

    inUse.add(id);
    expect((await screen(browser)).paymentMethods[0]).toMatchObject({
      isContractUsed: true,
      usedBy: [{ planName: 'Premium', pendingCancellation: false }],
    });
    const refused = await sendDelete(app, browser, url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().code).toBe('PAYMENT_METHOD_IN_USE');
    inUse.delete(id);

    expect((await sendDelete(app, stranger, url)).statusCode).toBe(404);
    const deleted = await sendDelete(app, browser, url);
    expect(deleted.json<RedirectAnswer>()).toEqual({ redirectTo: '/mypage/payment-method/delete/complete' });
    expect((await screen(browser)).paymentMethods).toEqual([]);
  });

  async function confirmLink(linkUrl: string, action: 'approve' | 'cancel'): Promise<string> {
    const back = await fetch(`${linkUrl}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });
    return new URL(back.headers.get('location') ?? '').searchParams.get('linkId') ?? '';
  }

  it('links a carrier method through the provider, and says so when the member cancels there', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.carrier@example.com');
    const started = (await browser.post(endpoints.paymentMethodLink.path, { paymentMethodType: 'SbpsDocomo' })).json<{
      linkUrl: string;
      params: Record<string, string>;
    }>();
    expect(started.linkUrl.startsWith(`${sandbox.url}/v1/links/`)).toBe(true);
    expect(started.params).toEqual({ linkId: expect.any(String) });
    const linkId = await confirmLink(started.linkUrl, 'approve');
    const done = await browser.post(endpoints.paymentMethodLinkResult.path, { linkId });
    expect(done.json<RedirectAnswer>()).toEqual({ redirectTo: '/mypage/payment-method/complete' });
    expect((await screen(browser)).paymentMethods).toMatchObject([{ paymentMethodType: 'SbpsDocomo', credit: null }]);

    const again = (await browser.post(endpoints.paymentMethodLink.path, { paymentMethodType: 'SbpsPaypay' })).json<{
      linkUrl: string;
    }>();
    const cancelledId = await confirmLink(again.linkUrl, 'cancel');
    const cancelled = await browser.post(endpoints.paymentMethodLinkResult.path, { linkId: cancelledId });
    expect(cancelled.statusCode).toBe(402);
    expect(cancelled.json<ApiErrorBody>().code).toBe('PAYMENT_METHOD_LINK_CANCELLED');
    expect((await screen(browser)).paymentMethods).toHaveLength(1);
    const refused = await browser.post(endpoints.paymentMethodLink.path, { paymentMethodType: 'SbpsCredit' });
    expect(refused.statusCode).toBe(400);
  });

  it('sends the member to PayPal by a redirect and saves the method on approval', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.paypal@example.com');
    // It starts a link at the provider: a GET (or a cross-site form) cannot.
    expect((await browser.get(endpoints.paymentMethodPaypal.path)).statusCode).toBe(404);
    const forged = await browser.post(endpoints.paymentMethodPaypal.path, {}, { 'x-csrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    const { redirectTo } = (await browser.post(endpoints.paymentMethodPaypal.path, {})).json<RedirectAnswer>();
    expect(redirectTo.startsWith(`${sandbox.url}/v1/links/`)).toBe(true);
    const linkId = await confirmLink(redirectTo, 'approve');
    await browser.post(endpoints.paymentMethodLinkResult.path, { linkId });
    expect((await screen(browser)).paymentMethods).toMatchObject([{ paymentMethodType: 'PaypalRest', credit: null }]);
  });

  it('leads back to the plan page the member came from, kept through the provider and a step-up login', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.return@example.com');
    const list = (search: string) => browser.get(`/zapi/internal/mypage/payment-method/screen-data${search}`);
    const returnTo = async () =>
      (await browser.get('/zapi/internal/mypage/payment-method/complete/screen-data')).json<{
        returnTo: string | null;
      }>().returnTo;
    expect(await returnTo()).toBeNull();
    await list('?plan=monthly');
    expect(await returnTo()).toBe('/plans/monthly');
    // Back from the provider's pages the flow goes on.
    await list('?challengeId=ch_1');
    await list('?linkId=lnk_1');
    expect(await returnTo()).toBe('/plans/monthly');

    // Step-up on the way keeps the plan: the login comes back to the list with it.
    clock.advance(11 * 60_000);
    try {
      expect((await list('?plan=monthly')).json()).toEqual({
        redirectTo: `/login?prompt=login&redirect=${encodeURIComponent('/mypage/payment-method?plan=monthly')}`,
      });
      const add = await browser.post(endpoints.paymentMethodCredit.path, await tokensFor('4111111111111111'));
      expect(add.json<ApiErrorBody>().redirectTo).toBe(
        `/login?prompt=login&redirect=${encodeURIComponent('/mypage/payment-method?plan=monthly')}`,
      );
    } finally {
      clock.advance(-11 * 60_000);
    }

    // From sign-up's plan step the way back is the step; any other flow value is the plan page.
    await list('?plan=monthly&flow=signup');
    expect(await returnTo()).toBe('/signup/plans?planId=monthly');
    await list('?plan=monthly&flow=%2F%2Fevil.example');
    expect(await returnTo()).toBe('/plans/monthly');

    // Only a plan id is kept, and only one the contract accepts; a visit without it starts afresh.
    for (const forged of ['%2F%2Fevil.example', '..%2Fmypage', 'https%3Aevil.example', '']) {
      await list(`?plan=${forged}`);
      expect(await returnTo(), forged).toBeNull();
    }
    await list('?plan=monthly');
    await list('');
    expect(await returnTo()).toBeNull();
  });

  it('asks for a fresh login before adding or deleting, and on the page', async () => {
    const { browser } = await loggedInMember(app, db, 'pay.stepup@example.com');
    clock.advance(11 * 60_000);
    try {
      const add = await browser.post(endpoints.paymentMethodCredit.path, await tokensFor('4111111111111111'));
      expect(add.statusCode).toBe(403);
      expect(add.json<ApiErrorBody>()).toMatchObject({
        code: 'STEP_UP_REQUIRED',
        redirectTo: `/login?prompt=login&redirect=${encodeURIComponent('/mypage/payment-method')}`,
      });
      // A card typed on a plan's page to pay for it: the login comes back to that plan's page, built by
      // the server from an id the contract accepts; anything else returns to the list, never elsewhere.
      const tokens = await tokensFor('4111111111111111');
      const fromPlan = await browser.post(endpoints.paymentMethodCredit.path, { ...tokens, planId: 'monthly' });
      expect(fromPlan.statusCode).toBe(403);
      expect(fromPlan.json<ApiErrorBody>().redirectTo).toBe(
        `/login?prompt=login&redirect=${encodeURIComponent('/plans/monthly')}`,
      );
      for (const planId of ['//evil.example', '/\\evil.example', 'https:evil.example', '..%2F..%2Fmypage', 42]) {
        const forged = await browser.post(endpoints.paymentMethodCredit.path, { ...tokens, planId });
        expect(forged.json<ApiErrorBody>().redirectTo, String(planId)).toBe(
          `/login?prompt=login&redirect=${encodeURIComponent('/mypage/payment-method')}`,
        );
      }
      const remove = await sendDelete(
        app,
        browser,
        '/zapi/account/payment-method/00000000-0000-4000-8000-000000000000',
      );
      expect(remove.json<ApiErrorBody>().code).toBe('STEP_UP_REQUIRED');
      expect(await screen(browser)).toEqual({
        redirectTo: `/login?prompt=login&redirect=${encodeURIComponent('/mypage/payment-method')}`,
      });
    } finally {
      clock.advance(-11 * 60_000);
    }
  });
});

describe('the charge API the purchase module calls', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startPaymentSandbox(1200);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, sandboxSettings(sandbox, 500));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    await sandbox.stop();
  });

  async function savedCard(email: string, ccNumber: string) {
    const { member, browser } = await loggedInMember(app, db, email);
    const answer = await browser.post(endpoints.paymentMethodCredit.path, await cardTokensAt(sandbox, ccNumber));
    if (answer.statusCode !== 200) throw new Error(answer.body);
    const list = (
      await browser.get('/zapi/internal/mypage/payment-method/screen-data')
    ).json<PaymentMethodScreenData>();
    return {
      storeId: 'demo',
      accountId: member.id,
      paymentMethodId: list.paymentMethods[0]?.accountPaymentMethodId ?? '',
      returnUrl: 'http://localhost/plans/1/confirm',
    };
  }

  it('charges once per idempotency key', async () => {
    const card = await savedCard('charge.ok@example.com', '4111111111111111');
    const first = await chargePaymentMethod(app, { ...card, amountJpy: 980, idempotencyKey: 'purchase-1' });
    expect(first).toEqual({ kind: 'success', chargeId: expect.any(String) });
    expect(await chargePaymentMethod(app, { ...card, amountJpy: 980, idempotencyKey: 'purchase-1' })).toEqual(first);
    await expect(chargePaymentMethod(app, { ...card, amountJpy: 1980, idempotencyKey: 'purchase-1' })).rejects.toThrow(
      /idempotency_key_reused/,
    );
  });

  it('answers declined, needs-3ds and unavailable', async () => {
    const declining = await savedCard('charge.declined@example.com', '4000000000000341');
    expect(await chargePaymentMethod(app, { ...declining, amountJpy: 500, idempotencyKey: 'd-1' })).toEqual({
      kind: 'declined',
    });
    expect(
      await chargePaymentMethod(app, {
        ...declining,
        accountId: '00000000-0000-4000-8000-000000000000',
        amountJpy: 500,
        idempotencyKey: 'd-2',
      }),
    ).toEqual({ kind: 'unavailable' });
  });

  it('answers needs-3ds for the always-challenge card, then the result under the same key', async () => {
    const { member, browser } = await loggedInMember(app, db, 'charge.3ds@example.com');
    const started = (
      await browser.post(endpoints.paymentMethodCredit.path, await cardTokensAt(sandbox, '4000002760003184'))
    ).json<RedirectAnswer>();
    const pass = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'code=1234&action=submit',
        redirect: 'manual',
      });
    const back = await pass(started.redirectTo);
    const challengeId = new URL(back.headers.get('location') ?? '').searchParams.get('challengeId') ?? '';
    await browser.post(endpoints.paymentMethodCreditChallenge.path, { challengeId });
    const list = (
      await browser.get('/zapi/internal/mypage/payment-method/screen-data')
    ).json<PaymentMethodScreenData>();
    const request = {
      storeId: 'demo',
      accountId: member.id,
      paymentMethodId: list.paymentMethods[0]?.accountPaymentMethodId ?? '',
      returnUrl: 'http://localhost/plans/1/confirm',
      amountJpy: 980,
      idempotencyKey: '3ds-1',
    };
    const needs = await chargePaymentMethod(app, request);
    expect(needs).toEqual({
      kind: 'needs-3ds',
      challengeUrl: expect.stringContaining(`${sandbox.url}/v1/challenges/`),
    });
    if (needs.kind !== 'needs-3ds') return;
    await pass(needs.challengeUrl);
    expect(await chargePaymentMethod(app, request)).toEqual({ kind: 'success', chargeId: expect.any(String) });
  });

  it('answers provider-timeout for a slow charge; the same key later finds the one charge', async () => {
    const card = await savedCard('charge.slow@example.com', '4000000000009995');
    const request = { ...card, amountJpy: 980, idempotencyKey: 'slow-1' };
    expect(await chargePaymentMethod(app, request)).toEqual({ kind: 'provider-timeout' });
    expect(await chargePaymentMethod(app, request)).toEqual({ kind: 'provider-timeout' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const settled = await chargePaymentMethod(app, request);
    expect(settled).toEqual({ kind: 'success', chargeId: expect.any(String) });
    expect(await chargePaymentMethod(app, request)).toEqual(settled);
  });
});
