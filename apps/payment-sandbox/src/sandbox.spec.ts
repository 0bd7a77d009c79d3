import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandbox } from './sandbox';

const merchant = { merchantId: 'm1', serviceId: 's1' };
const secret = 'sandbox-spec-secret';
const auth = { authorization: `Bearer ${secret}` };
const today = new Date(2026, 10, 25);
let app = buildSandbox({ secret, ...merchant, now: () => today, slowChargeMs: 200 });

afterEach(async () => {
  await app.close();
  app = buildSandbox({ secret, ...merchant, now: () => today, slowChargeMs: 200 });
});

async function token(ccNumber: string, extra: Record<string, string> = {}) {
  const answer = await app.inject({
    method: 'POST',
    url: '/v1/tokens',
    payload: { ...merchant, ccNumber, ccExpiration: '203001', securityCode: '123', ...extra },
  });
  return answer.json<{ result: string; errorCode?: string; tokenResponse?: { token: string; tokenKey: string } }>();
}

async function tds2() {
  const answer = await app.inject({
    method: 'POST',
    url: '/v1/tds2info-tokens',
    payload: { ...merchant, browser: {} },
  });
  return answer.json<{ tokenResponse: { tds2infoToken: string; tds2infoTokenKey: string } }>().tokenResponse;
}

async function register(ccNumber: string, securityCode = '123') {
  const { tokenResponse } = await token(ccNumber, { securityCode });
  const answer = await app.inject({
    method: 'POST',
    url: '/v1/cards',
    headers: auth,
    payload: { ...tokenResponse, ...(await tds2()), returnUrl: 'http://shop.test/back' },
  });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

const charge = (card: string, key: string, amountJpy = 980) =>
  app.inject({
    method: 'POST',
    url: '/v1/charges',
    headers: { ...auth, 'idempotency-key': key },
    payload: { card, amountJpy, returnUrl: 'http://shop.test/charge-back' },
  });

describe('the token call', () => {
  it('serves the scripts with the real provider global API', async () => {
    const script = await app.inject({ method: 'GET', url: '/js/token.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.body).toContain('window.com_sbps_system =');
    expect((await app.inject({ method: 'GET', url: '/js/tds2info.js' })).body).toContain('window.com_sbps_system_tds2');
  });

  it('publishes the SHA-384 of the exact bytes it serves, for merchants to pin with integrity', async () => {
    const published = (await app.inject({ method: 'GET', url: '/js/integrity.json' })).json<Record<string, string>>();
    for (const file of ['token.js', 'tds2info.js']) {
      const body = (await app.inject({ method: 'GET', url: `/js/${file}` })).rawPayload;
      expect(published[file]).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
    }
  });

  it('answers a token, its key and the masked number, with CORS for the merchant page', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/tokens',
      payload: { ...merchant, ccNumber: '4111 1111 1111 1111', ccExpiration: '202611', securityCode: '123' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json()).toMatchObject({
      result: 'OK',
      tokenResponse: { maskedCcNumber: '************1111', ccExpiration: '202611' },
    });
  });

  it('answers the error codes of spec 001 §8', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ merchantId: '' }, '03001'],
      [{ merchantId: 'other' }, '04001'],
      [{ serviceId: '' }, '03002'],
      [{ serviceId: 'other' }, '04002'],
      [{ ccNumber: '' }, '03003'],
      [{ ccNumber: '4111111111111112' }, '04003'],
      [{ ccNumber: '4111111111111' }, '05003'],
      [{ ccExpiration: '' }, '03004'],
      [{ ccExpiration: '20301' }, '05004'],
      [{ ccExpiration: '202610' }, '04004'],
      [{ securityCode: '' }, '03005'],
      [{ securityCode: '12a' }, '04005'],
      [{ securityCode: '1234' }, '05005'],
    ];
    for (const [change, code] of cases) {
      expect({ change, ...(await token(change['ccNumber'] ?? '4111111111111111', change)) }).toEqual({
        change,
        result: 'NG',
        errorCode: code,
      });
    }
    expect(await token('378282246310005', { securityCode: '1234' })).toMatchObject({ result: 'OK' });
    for (const [number, code] of [
      ['4000000000000127', '04005'],
      ['4000000000000069', '04004'],
      ['4000000000000101', '07003'],
      ['4000000000000119', '99003'],
    ]) {
      expect(await token(number ?? '')).toEqual({ result: 'NG', errorCode: code });
    }
  });
});

describe('card registration (server to server)', () => {
  it('needs the merchant key', async () => {
    const answer = await app.inject({ method: 'POST', url: '/v1/cards', payload: {} });
    expect(answer.statusCode).toBe(401);
  });

  it('registers a frictionless card once per token', async () => {
    const { tokenResponse } = await token('5555555555554444');
    const tds = await tds2();
    const first = await app.inject({
      method: 'POST',
      url: '/v1/cards',
      headers: auth,
      payload: { ...tokenResponse, ...tds },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'registered',
      card: { brand: 'M', last4: '4444', expireDate: '203001' },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/v1/cards',
      headers: auth,
      payload: { ...tokenResponse, ...tds },
    });
    expect(again.json()).toEqual({ status: 'invalid', code: 'token_invalid' });
  });

  it('declines the declining test card', async () => {
    expect(await register('4000000000000002')).toEqual({
      status: 402,
      body: { status: 'declined', code: 'card_declined' },
    });
  });

  it('runs a challenge: the page, the pass code, the way back and the result', async () => {
    const { body } = await register('4000000000003220');
    expect(body).toMatchObject({ status: 'challenge' });
    const challengeId = String(body['challengeId']);
    const result = () => app.inject({ method: 'GET', url: `/v1/challenges/${challengeId}/result`, headers: auth });
    expect((await result()).json()).toEqual({ status: 'pending' });
    const page = await app.inject({ method: 'GET', url: new URL(String(body['challengeUrl'])).pathname });
    expect(page.body).toContain('3-D Secure');
    expect(page.headers['content-security-policy']).toContain('form-action');
    const back = await app.inject({
      method: 'POST',
      url: `/v1/challenges/${challengeId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=1234&action=submit',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://shop.test/back?challengeId=${challengeId}`);
    expect((await result()).json()).toMatchObject({ status: 'registered', card: { last4: '3220' } });
  });

  it('fails a challenge on a wrong code or a cancel', async () => {
    for (const payload of ['code=9999&action=submit', 'code=1234&action=cancel']) {
      const { body } = await register('4000000000003220');
      const challengeId = String(body['challengeId']);
      await app.inject({
        method: 'POST',
        url: `/v1/challenges/${challengeId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      const result = await app.inject({ method: 'GET', url: `/v1/challenges/${challengeId}/result`, headers: auth });
      expect(result.json()).toEqual({ status: 'failed', code: 'authentication_failed' });
    }
  });
});

const reference = async (number: string) =>
  String(((await register(number)).body['card'] as Record<string, unknown>)['reference']);

describe('charges', () => {
  it('charges once per idempotency key and refuses the key with another body', async () => {
    const card = await reference('4111111111111111');
    const first = (await charge(card, 'key-1')).json<{ chargeId: string; status: string }>();
    expect(first.status).toBe('succeeded');
    expect((await charge(card, 'key-1')).json()).toEqual(first);
    const other = await charge(card, 'key-1', 1980);
    expect(other.statusCode).toBe(409);
    expect((await charge(card, 'key-2')).json<{ chargeId: string }>().chargeId).not.toBe(first.chargeId);
  });

  it('refuses a forged card reference', async () => {
    const card = await reference('4111111111111111');
    expect(
      (
        await charge(
          card.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          'k',
        )
      ).statusCode,
    ).toBe(400);
  });

  it('declines the declining card', async () => {
    expect((await charge(await reference('4000000000000341'), 'k')).json()).toMatchObject({ status: 'declined' });
  });

  it('challenges every charge of the always-challenge card; the same key then finds the result', async () => {
    const { body } = await register('4000002760003184');
    await app.inject({
      method: 'POST',
      url: `/v1/challenges/${String(body['challengeId'])}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=1234&action=submit',
    });
    const card = String(
      ((
        await app.inject({ method: 'GET', url: `/v1/challenges/${String(body['challengeId'])}/result`, headers: auth })
      ).json<Record<string, Record<string, unknown>>>()['card'] ?? {})['reference'],
    );
    const needs = (await charge(card, 'k3')).json<{ status: string; challengeId: string; challengeUrl: string }>();
    expect(needs.status).toBe('requires_action');
    expect(needs.challengeUrl).toContain(`/v1/challenges/${needs.challengeId}`);
    await app.inject({
      method: 'POST',
      url: `/v1/challenges/${needs.challengeId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=1234&action=submit',
    });
    expect((await charge(card, 'k3')).json()).toMatchObject({ status: 'succeeded' });
  });

  it('answers the slow card late once; a retry with the same key finds the charge, which completes once', async () => {
    const card = await reference('4000000000009995');
    const started = Date.now();
    const first = charge(card, 'slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await charge(card, 'slow')).json()).toMatchObject({ status: 'processing' });
    const firstAnswer = (await first).json<{ chargeId: string; status: string }>();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(firstAnswer.status).toBe('succeeded');
    expect((await charge(card, 'slow')).json()).toEqual(firstAnswer);
  });
});

describe('what became of a charge (the merchant lost the answer)', () => {
  const status = (key: string, headers: Record<string, string> = auth) =>
    app.inject({ method: 'GET', url: `/v1/charges/${key}`, headers });
  const stats = async () =>
    (await app.inject({ method: 'GET', url: '/v1/stats', headers: auth })).json<{
      succeeded: number;
      declined: number;
      charges: Record<string, { calls: number; status: string }>;
    }>();

  it('answers a charge by its key without charging, 404 for a key never charged, and counts charges', async () => {
    const slow = await reference('4000000000009995');
    expect((await status('never')).statusCode).toBe(404);
    expect((await status('never')).json()).toEqual({ code: 'not_found' });
    expect((await status('never', {})).statusCode).toBe(401);
    const first = charge(slow, 'lost');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await status('lost')).json()).toMatchObject({ status: 'processing' });
    await first;
    // The charge went through although nobody may have been waiting for its answer any more.
    expect((await status('lost')).json()).toMatchObject({ status: 'succeeded' });
    await charge(slow, 'lost');
    await charge(await reference('4000000000000341'), 'refused');
    expect(await stats()).toEqual({
      succeeded: 1,
      declined: 1,
      charges: { lost: { calls: 2, status: 'succeeded' }, refused: { calls: 1, status: 'declined' } },
    });
  });

  it('charges an off-session (merchant-initiated) renewal without a 3-D Secure challenge', async () => {
    const { body } = await register('4000002760003184');
    await app.inject({
      method: 'POST',
      url: `/v1/challenges/${String(body['challengeId'])}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=1234&action=submit',
    });
    const card = String(
      ((
        await app.inject({ method: 'GET', url: `/v1/challenges/${String(body['challengeId'])}/result`, headers: auth })
      ).json<Record<string, Record<string, unknown>>>()['card'] ?? {})['reference'],
    );
    const renewal = await app.inject({
      method: 'POST',
      url: '/v1/charges',
      headers: { ...auth, 'idempotency-key': 'renewal-1' },
      payload: { card, amountJpy: 980, returnUrl: 'http://shop.test/x', offSession: true },
    });
    expect(renewal.json()).toMatchObject({ status: 'succeeded' });
    expect((await charge(card, 'on-session')).json()).toMatchObject({ status: 'requires_action' });
  });
});

describe('redirect-style methods (carrier, PayPay, PayPal)', () => {
  const start = (type: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/links',
      headers: auth,
      payload: { type, returnUrl: 'http://shop.test/mypage/payment-method' },
    });

  it('starts a link, shows the confirm page for the posted params, and answers the approval', async () => {
    const started = (await start('SbpsDocomo')).json<{ linkId: string; linkUrl: string; params: { linkId: string } }>();
    expect(started.params).toEqual({ linkId: started.linkId });
    const page = await app.inject({
      method: 'POST',
      url: new URL(started.linkUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `linkId=${started.linkId}`,
    });
    expect(page.body).toContain('ドコモ払い');
    const result = () => app.inject({ method: 'GET', url: `/v1/links/${started.linkId}/result`, headers: auth });
    expect((await result()).json()).toEqual({ status: 'pending' });
    const back = await app.inject({
      method: 'POST',
      url: `/v1/links/${started.linkId}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    expect(back.headers.location).toBe(`http://shop.test/mypage/payment-method?linkId=${started.linkId}`);
    const approved = (await result()).json<{ status: string; method: { type: string; reference: string } }>();
    expect(approved).toMatchObject({ status: 'approved', method: { type: 'SbpsDocomo' } });
    expect((await charge(approved.method.reference, 'link-1')).json()).toMatchObject({ status: 'succeeded' });
  });

  it('answers a cancel, and refuses unknown types and callers without the key', async () => {
    const { linkId } = (await start('PaypalRest')).json<{ linkId: string }>();
    expect((await app.inject({ method: 'GET', url: `/v1/links/${linkId}` })).body).toContain('PayPal');
    await app.inject({
      method: 'POST',
      url: `/v1/links/${linkId}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect((await app.inject({ method: 'GET', url: `/v1/links/${linkId}/result`, headers: auth })).json()).toEqual({
      status: 'cancelled',
    });
    expect((await start('SbpsCredit')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/v1/links', payload: {} })).statusCode).toBe(401);
  });
});
