import type { ApiErrorBody } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { buildTestApp, csrfContext, type CsrfContext } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Probe routes: nothing in the product changes state yet, so the tests bring their own. */
function probeRoutes(app: FastifyInstance): void {
  app.post(
    '/zapi/test/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'age'],
          properties: { email: { type: 'string', format: 'email' }, age: { type: 'integer', minimum: 0 } },
          additionalProperties: false,
        },
      },
    },
    async (request) => ({ received: request.body }),
  );
  app.get('/zapi/test/crash', async () => {
    throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
  });
  app.get('/zapi/test/unavailable', async () => {
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Under maintenance now.');
  });
}

describe('error answers', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let csrf: CsrfContext;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, probeRoutes);
    csrf = await csrfContext(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/zapi/test/echo',
      payload,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        cookie: csrf.cookie,
        'x-csrf-token': csrf.token,
        ...headers,
      },
    });

  /** The catalogue shape, the request id echoed, and no stack or internals anywhere. */
  function expectErrorBody(response: Awaited<ReturnType<typeof post>>, status: number, code: string): ApiErrorBody {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<ApiErrorBody>();
    expect(body).toMatchObject({ status, code, message: expect.any(String) });
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toMatch(/stack|at .*\.ts|node_modules|FST_/);
    return body;
  }

  it('accepts a valid state-changing request', async () => {
    const response = await post(JSON.stringify({ email: 'a@example.com', age: 3 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { email: 'a@example.com', age: 3 } });
  });

  it('sends a fresh request id on every answer, success or error', async () => {
    const ok = await app.inject({ url: '/zapi/internal/remotes', headers: { host: 'localhost' } });
    const missing = await app.inject({ url: '/zapi/nowhere', headers: { host: 'localhost' } });
    const unknownHost = await app.inject({ url: '/zapi/internal/remotes', headers: { host: 'nobody.example' } });
    const ids = [ok, missing, unknownHost].map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(3);
    expect(missing.json<ApiErrorBody>().requestId).toBe(ids[1]);
  });

  it('ignores a request id sent by the client', async () => {
    const response = await app.inject({
      url: '/zapi/internal/remotes',
      headers: { host: 'localhost', 'x-request-id': 'attacker-chosen' },
    });
    expect(response.headers['x-request-id']).toMatch(uuid);
  });

  it('answers an unknown /zapi route with NOT_FOUND', async () => {
    const response = await app.inject({ url: '/zapi/nowhere', headers: { host: 'localhost' } });
    expectErrorBody(response, 404, 'NOT_FOUND');
  });

  it('answers a malformed URL escape with MALFORMED_REQUEST and the usual headers', async () => {
    const response = await app.inject({
      url: '/zapi/internal/plans/%E0%A4%A/screen-data',
      headers: { host: 'localhost' },
    });
    expectErrorBody(response, 400, 'MALFORMED_REQUEST');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers malformed JSON with MALFORMED_REQUEST', async () => {
    expectErrorBody(await post('{"email": "a@example.com",'), 400, 'MALFORMED_REQUEST');
  });

  it('answers a body over 64 KiB with PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ email: 'a@example.com', age: 1, pad: 'x'.repeat(70 * 1024) });
    expectErrorBody(await post(big), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a non-JSON content type with UNSUPPORTED_MEDIA_TYPE', async () => {
    expectErrorBody(await post('email=a@example.com', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectErrorBody(
      await post('email=a@example.com', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('answers a schema failure with VALIDATION_ERROR and field errors', async () => {
    const body = expectErrorBody(await post(JSON.stringify({ email: 'not-an-email' })), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors).toBeDefined();
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(expect.arrayContaining(['age']));
    expect(body.fieldErrors?.['age']).toBe('validation.required');
  });

  it('reports the failing field of a present value', async () => {
    const body = expectErrorBody(
      await post(JSON.stringify({ email: 'not-an-email', age: 1 })),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.fieldErrors).toEqual({ email: 'validation.format' });
  });

  it('hides the details of a 500 and keeps the request id', async () => {
    const response = await app.inject({ url: '/zapi/test/crash', headers: { host: 'localhost' } });
    const body = expectErrorBody(response, 500, 'INTERNAL_ERROR');
    expect(response.body).not.toContain('hunter2');
    expect(body.message).toBe('Error has occurred. Please try again after a while.');
  });

  it('passes a deliberate 503 through with its code', async () => {
    expectErrorBody(
      await app.inject({ url: '/zapi/test/unavailable', headers: { host: 'localhost' } }),
      503,
      'SERVICE_UNAVAILABLE',
    );
  });

  describe('CSRF', () => {
    const valid = JSON.stringify({ email: 'a@example.com', age: 3 });

    it('refuses a request without the header', async () => {
      expectErrorBody(await post(valid, { 'x-csrf-token': '' }), 403, 'CSRF_INVALID');
    });

    it('refuses a header that differs from the cookie', async () => {
      expectErrorBody(await post(valid, { 'x-csrf-token': `${csrf.token.slice(0, -2)}xx` }), 403, 'CSRF_INVALID');
    });

    it('refuses a matching header and cookie that are not the HMAC of the session', async () => {
      const session = csrf.cookie.split('; ').find((pair) => pair.startsWith('__Host-vs-session=')) ?? '';
      expectErrorBody(
        await post(valid, { cookie: `${session}; __Host-vs-csrf=forged`, 'x-csrf-token': 'forged' }),
        403,
        'CSRF_INVALID',
      );
    });

    it("refuses another session's token", async () => {
      const other = await csrfContext(app);
      expectErrorBody(await post(valid, { 'x-csrf-token': other.token }), 403, 'CSRF_INVALID');
    });

    it('refuses a request without a session', async () => {
      expectErrorBody(await post(valid, { cookie: `__Host-vs-csrf=${csrf.token}` }), 403, 'CSRF_INVALID');
    });

    it('refuses a cross-origin Origin even with a valid token', async () => {
      expectErrorBody(await post(valid, { origin: 'https://evil.example' }), 403, 'CSRF_INVALID');
      expectErrorBody(await post(valid, { origin: 'null' }), 403, 'CSRF_INVALID');
    });

    it('refuses a cross-site or same-site Sec-Fetch-Site even with a valid token', async () => {
      expectErrorBody(await post(valid, { 'sec-fetch-site': 'cross-site' }), 403, 'CSRF_INVALID');
      expectErrorBody(await post(valid, { 'sec-fetch-site': 'same-site' }), 403, 'CSRF_INVALID');
    });

    it('refuses a POST to a route that does not exist before saying it does not exist', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/zapi/signup/email',
        headers: { host: 'localhost', origin: 'http://localhost' },
        payload: {},
      });
      expectErrorBody(response, 403, 'CSRF_INVALID');
      expect(response.headers['x-csrf-token']).toBeUndefined();
    });

    it("refuses a token minted for another store's host", async () => {
      const other = await csrfContext(app, 'second.localhost');
      expectErrorBody(await post(valid, { cookie: other.cookie, 'x-csrf-token': other.token }), 403, 'CSRF_INVALID');
    });
  });
});
