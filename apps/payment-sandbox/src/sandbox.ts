import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { checkTokenRequest, type TokenRequest } from './card-check';
import { cardReference, readCardReference, type CardRecord } from './card-reference';
import { challengePage, indexPage, linkPage } from './pages';
import { scriptIntegrity, tds2Script, tokenScript } from './scripts';
import { CHALLENGE_PASS_CODE, testCardOf } from './test-cards';

export interface SandboxOptions {
  /** The merchant's server-to-server key (Authorization: Bearer …); also signs card references. */
  readonly secret: string;
  readonly merchantId: string;
  readonly serviceId: string;
  /**
   * How long a slow test card's charge takes (PAYMENT_SANDBOX_SLOW_CHARGE_MS): set it longer than the
   * merchant waits (PAYMENT_PROVIDER_TIMEOUT_MS), and the charge succeeds after the caller gave up.
   */
  readonly slowChargeMs?: number;
  readonly now?: () => Date;
  readonly logger?: boolean;
}

/** A token or a 3-D Secure data token lives 10 minutes and is used once (decided, as real providers do). */
const TOKEN_LIFE_MS = 10 * 60_000;
/** An idempotency key's answer is kept 24 hours (SECURITY.md "Payments"). */
const IDEMPOTENCY_LIFE_MS = 24 * 60 * 60_000;

interface IssuedToken {
  readonly tokenKey: string;
  readonly card: CardRecord;
  readonly expiresAt: number;
}
interface Challenge {
  status: 'pending' | 'passed' | 'failed';
  readonly returnUrl: string;
  readonly card?: CardRecord;
  readonly chargeKey?: string;
  readonly amountJpy: number | null;
}
/** The redirect-style methods (carrier billing, PayPay, PayPal): the member confirms on our page. */
export const linkTypes = [
  'SbpsDocomo',
  'SbpsAuSimple',
  'SbpsSoftbank',
  'SbpsSoftbankYahoo',
  'SbpsPaypay',
  'PaypalRest',
] as const;
interface Link {
  readonly type: string;
  readonly returnUrl: string;
  status: 'pending' | 'approved' | 'cancelled';
}
interface Charge {
  readonly chargeId: string;
  /** How many charge calls came with this key (the first made it; the others were answered with it). */
  calls: number;
  readonly bodyHash: string;
  readonly createdAt: number;
  status: 'processing' | 'succeeded' | 'declined' | 'requires_action';
  challengeId?: string;
  done?: Promise<void>;
}

const id = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url')}`;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function buildSandbox(options: SandboxOptions): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const slowChargeMs = options.slowChargeMs ?? 5000;
  const tokens = new Map<string, IssuedToken>();
  const tds2Tokens = new Map<string, { tokenKey: string; expiresAt: number }>();
  const challenges = new Map<string, Challenge>();
  const charges = new Map<string, Charge>();
  const links = new Map<string, Link>();
  /** What tests count at the provider (GET /v1/stats): charges that took money, and refusals. */
  const totals = { succeeded: 0, declined: 0 };
  const settle = (charge: Charge, status: 'succeeded' | 'declined') => {
    charge.status = status;
    totals[status] += 1;
  };
  const app = Fastify({ logger: options.logger ?? false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** The browser calls come from the merchant's page, on another origin: CORS without credentials. */
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('cache-control', 'no-store');

  const requireMerchant = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${options.secret}`);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    void reply.code(401).send({ code: 'unauthorized' });
    return false;
  };

  const baseUrl = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
  const prune = () => {
    const t = now().getTime();
    for (const [key, token] of tokens) if (token.expiresAt <= t) tokens.delete(key);
    for (const [key, token] of tds2Tokens) if (token.expiresAt <= t) tds2Tokens.delete(key);
    for (const [key, charge] of charges) if (charge.createdAt + IDEMPOTENCY_LIFE_MS <= t) charges.delete(key);
  };

  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(indexPage()));
  // CORS on the scripts too: a merchant page loads them with crossorigin (and may pin them with integrity).
  const script = (reply: FastifyReply, text: string) =>
    reply.type('text/javascript; charset=utf-8').header('access-control-allow-origin', '*').send(text);
  app.get('/js/token.js', async (_request, reply) => script(reply, tokenScript));
  app.get('/js/tds2info.js', async (_request, reply) => script(reply, tds2Script));
  app.get('/js/integrity.json', async () => scriptIntegrity);

  for (const path of ['/v1/tokens', '/v1/tds2info-tokens']) {
    app.options(path, async (_request, reply) => cors(reply).code(204).send());
  }

  app.post('/v1/tokens', async (request, reply) => {
    cors(reply);
    prune();
    const checked = checkTokenRequest((request.body ?? {}) as TokenRequest, options, now());
    if ('errorCode' in checked) return { result: 'NG', errorCode: checked.errorCode };
    const test = testCardOf(checked.card.digits);
    if (test?.tokenError) return { result: 'NG', errorCode: test.tokenError };
    const token = id('tok');
    const tokenKey = randomBytes(16).toString('base64url');
    const card: CardRecord = {
      brand: checked.card.brand,
      last4: checked.card.digits.slice(-4),
      expireDate: checked.card.expireDate,
      behaviour: test?.behaviour ?? 'ok',
    };
    tokens.set(token, { tokenKey, card, expiresAt: now().getTime() + TOKEN_LIFE_MS });
    return {
      result: 'OK',
      tokenResponse: {
        token,
        tokenKey,
        maskedCcNumber: `${'*'.repeat(checked.card.digits.length - 4)}${card.last4}`,
        ccExpiration: card.expireDate,
      },
    };
  });

  app.post('/v1/tds2info-tokens', async (request, reply) => {
    cors(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (text(body['merchantId']) !== options.merchantId) return { result: 'NG', errorCode: '04001' };
    if (text(body['serviceId']) !== options.serviceId) return { result: 'NG', errorCode: '04002' };
    const tds2infoToken = id('tds');
    const tds2infoTokenKey = randomBytes(16).toString('base64url');
    tds2Tokens.set(tds2infoToken, { tokenKey: tds2infoTokenKey, expiresAt: now().getTime() + TOKEN_LIFE_MS });
    return { result: 'OK', tokenResponse: { tds2infoToken, tds2infoTokenKey } };
  });

  const registered = (card: CardRecord) => ({
    status: 'registered' as const,
    card: { reference: cardReference(options.secret, card), ...card },
  });

  /** Server to server: turns the page's tokens into a registered card (or a challenge, or a decline). */
  app.post('/v1/cards', async (request, reply) => {
    if (!requireMerchant(request, reply)) return reply;
    prune();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const issued = tokens.get(text(body['token']));
    const tds2 = tds2Tokens.get(text(body['tds2infoToken']));
    const returnUrl = text(body['returnUrl']);
    if (!issued || issued.tokenKey !== text(body['tokenKey'])) {
      return reply.code(400).send({ status: 'invalid', code: 'token_invalid' });
    }
    if (!tds2 || tds2.tokenKey !== text(body['tds2infoTokenKey'])) {
      return reply.code(400).send({ status: 'invalid', code: 'tds2info_invalid' });
    }
    tokens.delete(text(body['token']));
    tds2Tokens.delete(text(body['tds2infoToken']));
    const { card } = issued;
    if (card.behaviour === 'declineRegistration')
      return reply.code(402).send({ status: 'declined', code: 'card_declined' });
    if (card.behaviour === 'challengeRegistration' || card.behaviour === 'challengeAlways') {
      if (!/^https?:\/\//.test(returnUrl)) return reply.code(400).send({ status: 'invalid', code: 'return_url' });
      const challengeId = id('ch');
      challenges.set(challengeId, { status: 'pending', returnUrl, card, amountJpy: null });
      return { status: 'challenge', challengeId, challengeUrl: `${baseUrl(request)}/v1/challenges/${challengeId}` };
    }
    return reply.code(201).send(registered(card));
  });

  app.get<{ Params: { id: string } }>('/v1/challenges/:id/result', async (request, reply) => {
    if (!requireMerchant(request, reply)) return reply;
    const challenge = challenges.get(request.params.id);
    if (!challenge?.card) return reply.code(404).send({ code: 'not_found' });
    if (challenge.status === 'pending') return { status: 'pending' };
    if (challenge.status === 'failed') return { status: 'failed', code: 'authentication_failed' };
    return registered(challenge.card);
  });

  /** The browser's half of a challenge: the issuer's page, then back to the merchant's return address. */
  app.get<{ Params: { id: string } }>('/v1/challenges/:id', async (request, reply) => {
    const challenge = challenges.get(request.params.id);
    if (!challenge || challenge.status !== 'pending') return reply.code(404).type('text/plain').send('not found');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(challenge.returnUrl).origin}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      .send(challengePage(request.params.id, challenge.amountJpy));
  });

  app.post<{ Params: { id: string } }>('/v1/challenges/:id', async (request, reply) => {
    const challenge = challenges.get(request.params.id);
    if (!challenge || challenge.status !== 'pending') return reply.code(404).type('text/plain').send('not found');
    const form = (request.body ?? {}) as Record<string, unknown>;
    const passed = text(form['action']) === 'submit' && text(form['code']) === CHALLENGE_PASS_CODE;
    challenge.status = passed ? 'passed' : 'failed';
    const charge = challenge.chargeKey ? charges.get(challenge.chargeKey) : undefined;
    if (charge) settle(charge, passed ? 'succeeded' : 'declined');
    const back = new URL(challenge.returnUrl);
    back.searchParams.set('challengeId', request.params.id);
    return reply.redirect(back.toString(), 303);
  });

  /**
   * Server to server: starts linking a redirect-style method. The merchant's page auto-posts
   * `params` to `linkUrl` (PayPal: the browser is sent to `linkUrl`); the member approves or cancels
   * there and comes back to `returnUrl?linkId=…`; the merchant then reads the result from here.
   */
  app.post('/v1/links', async (request, reply) => {
    if (!requireMerchant(request, reply)) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const type = text(body['type']);
    const returnUrl = text(body['returnUrl']);
    if (!(linkTypes as readonly string[]).includes(type) || !/^https?:\/\//.test(returnUrl)) {
      return reply.code(400).send({ code: 'invalid_request' });
    }
    const linkId = id('lnk');
    links.set(linkId, { type, returnUrl, status: 'pending' });
    return { linkId, linkUrl: `${baseUrl(request)}/v1/links/${linkId}`, params: { linkId } };
  });

  const showLink = (linkId: string, reply: FastifyReply) => {
    const link = links.get(linkId);
    if (!link || link.status !== 'pending') return reply.code(404).type('text/plain').send('not found');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(link.returnUrl).origin}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      .send(linkPage(linkId, link.type));
  };
  app.get<{ Params: { id: string } }>('/v1/links/:id', async (request, reply) => showLink(request.params.id, reply));
  app.post<{ Params: { id: string } }>('/v1/links/:id', async (request, reply) => showLink(request.params.id, reply));

  app.post<{ Params: { id: string } }>('/v1/links/:id/confirm', async (request, reply) => {
    const link = links.get(request.params.id);
    if (!link || link.status !== 'pending') return reply.code(404).type('text/plain').send('not found');
    link.status =
      text((request.body as Record<string, unknown> | null)?.['action']) === 'approve' ? 'approved' : 'cancelled';
    const back = new URL(link.returnUrl);
    back.searchParams.set('linkId', request.params.id);
    return reply.redirect(back.toString(), 303);
  });

  app.get<{ Params: { id: string } }>('/v1/links/:id/result', async (request, reply) => {
    if (!requireMerchant(request, reply)) return reply;
    const link = links.get(request.params.id);
    if (!link) return reply.code(404).send({ code: 'not_found' });
    if (link.status !== 'approved') return { status: link.status };
    // Chargeable like a card (behaviour ok): a link-type method bills the carrier or wallet account.
    const reference = cardReference(options.secret, { brand: 'Unknown', last4: '', expireDate: '', behaviour: 'ok' });
    return { status: 'approved', method: { type: link.type, reference } };
  });

  /**
   * Server to server: a charge on a registered card. The Idempotency-Key header names the charge:
   * the same key answers the same charge's current state (a retry after a timeout finds the first
   * attempt's result); the same key with another body is refused.
   */
  app.post('/v1/charges', async (request, reply) => {
    if (!requireMerchant(request, reply)) return reply;
    prune();
    const key = text(request.headers['idempotency-key']);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const amountJpy = body['amountJpy'];
    const card = readCardReference(options.secret, text(body['card']));
    if (!key || key.length > 255) return reply.code(400).send({ code: 'idempotency_key_missing' });
    if (!card || typeof amountJpy !== 'number' || !Number.isSafeInteger(amountJpy) || amountJpy <= 0) {
      return reply.code(400).send({ code: 'invalid_request' });
    }
    const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const known = charges.get(key);
    if (known) {
      if (known.bodyHash !== bodyHash) return reply.code(409).send({ code: 'idempotency_key_reused' });
      known.calls += 1;
      return chargeAnswer(request, known);
    }
    const charge: Charge = {
      chargeId: id('chg'),
      calls: 1,
      bodyHash,
      createdAt: now().getTime(),
      status: 'processing',
    };
    charges.set(key, charge);
    // A merchant-initiated charge (a renewal, the member absent) is exempt from 3-D Secure, as with real providers.
    const offSession = body['offSession'] === true;
    if (card.behaviour === 'declineCharge') settle(charge, 'declined');
    else if (card.behaviour === 'challengeAlways' && !offSession) {
      const returnUrl = text(body['returnUrl']);
      if (!/^https?:\/\//.test(returnUrl)) {
        charges.delete(key);
        return reply.code(400).send({ code: 'return_url' });
      }
      const challengeId = id('ch');
      challenges.set(challengeId, { status: 'pending', returnUrl, chargeKey: key, amountJpy });
      charge.status = 'requires_action';
      charge.challengeId = challengeId;
    } else if (card.behaviour === 'slowCharge') {
      // The charge goes through whether or not the caller is still waiting (a lost answer).
      charge.done = sleep(slowChargeMs).then(() => settle(charge, 'succeeded'));
      await charge.done;
    } else settle(charge, 'succeeded');
    return chargeAnswer(request, charge);
  });

  /**
   * Server to server: a charge's current state by its idempotency key, without charging (how a merchant
   * learns what became of a call whose answer it lost). 404 `not_found`: no charge was ever made with it.
   */
  app.get<{ Params: { key: string } }>('/v1/charges/:key', async (request, reply) => {
    if (!requireMerchant(request, reply)) return reply;
    prune();
    const known = charges.get(request.params.key);
    if (!known) return reply.code(404).send({ code: 'not_found' });
    return chargeAnswer(request, known);
  });

  /** Server to server, for tests: how many charges took money or were declined, and each key's calls. */
  app.get('/v1/stats', async (request, reply) => {
    if (!requireMerchant(request, reply)) return reply;
    return {
      ...totals,
      charges: Object.fromEntries([...charges].map(([key, c]) => [key, { calls: c.calls, status: c.status }])),
    };
  });

  const chargeAnswer = (request: FastifyRequest, charge: Charge) => ({
    chargeId: charge.chargeId,
    status: charge.status,
    ...(charge.status === 'requires_action' && charge.challengeId
      ? { challengeId: charge.challengeId, challengeUrl: `${baseUrl(request)}/v1/challenges/${charge.challengeId}` }
      : {}),
  });

  return app;
}
