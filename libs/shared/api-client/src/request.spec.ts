import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { onFlowError } from './flow-error';
import { request } from './request';
import { headersOf, jsonResponse, redirectedResponse, setCookie, useFakeEnvironment } from './test-helpers';

const env = useFakeEnvironment();

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('request: what is sent', () => {
  it('GET: accept JSON, same-origin credentials, no body, no CSRF header', async () => {
    setCookie('vs-csrf', 'tok');
    env.fetch.mockResolvedValue(jsonResponse({ a: 1 }));
    await request('GET', '/zapi/x');
    const [url, init] = env.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/zapi/x');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init?.body).toBeUndefined();
    expect(headersOf(env.fetch)).toEqual({ accept: 'application/json' });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s: JSON body and the CSRF header from the cookie',
    async (method) => {
      setCookie('vs-csrf', 'tok/+=');
      env.fetch.mockResolvedValue(new Response(null, { status: 204 }));
      await request(method, '/zapi/x', { body: { email: 'a@b.jp' } });
      const init = env.fetch.mock.calls[0]?.[1];
      expect(init?.body).toBe('{"email":"a@b.jp"}');
      expect(headersOf(env.fetch)).toEqual({
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': 'tok/+=',
      });
    },
  );

  it('sends no CSRF header when the cookie is absent, and no content-type without a body', async () => {
    env.fetch.mockResolvedValue(new Response(null, { status: 204 }));
    await request('POST', '/zapi/oidc/revoke/grant/g1');
    expect(headersOf(env.fetch)).toEqual({ accept: 'application/json' });
  });

  it('passes extra headers (idempotency keys) and the signal', async () => {
    const controller = new AbortController();
    env.fetch.mockResolvedValue(jsonResponse({}));
    await request('POST', '/zapi/purchase/p1', {
      body: {},
      headers: { 'idempotency-key': 'k1' },
      signal: controller.signal,
    });
    expect(headersOf(env.fetch)['idempotency-key']).toBe('k1');
    expect(env.fetch.mock.calls[0]?.[1].signal).toBe(controller.signal);
  });
});

describe('request: answers', () => {
  it('200 JSON → ok with data', async () => {
    env.fetch.mockResolvedValue(jsonResponse({ items: [1] }));
    await expect(request('GET', '/x')).resolves.toEqual({ kind: 'ok', data: { items: [1] } });
  });

  it('204 → ok with undefined data; an empty 200 likewise', async () => {
    env.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(request('DELETE', '/x')).resolves.toEqual({ kind: 'ok', data: undefined });
    env.fetch.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(request('POST', '/x')).resolves.toEqual({ kind: 'ok', data: undefined });
  });

  it('404 → the response as-is, body unread', async () => {
    const response = jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'x', requestId: 'r' }, { status: 404 });
    env.fetch.mockResolvedValue(response);
    const result = await request('GET', '/x');
    expect(result).toEqual({ kind: 'notFound', response });
    expect(response.bodyUsed).toBe(false);
  });

  it('a body carrying redirectTo → redirect', async () => {
    env.fetch.mockResolvedValue(jsonResponse({ redirectTo: 'https://paypal.example/checkout?t=1' }));
    await expect(request('GET', '/zapi/account/payment-method/paypal')).resolves.toEqual({
      kind: 'redirect',
      to: 'https://paypal.example/checkout?t=1',
    });
  });

  it('a redirected response → redirect to its URL (a path when same-origin)', async () => {
    env.fetch.mockResolvedValueOnce(redirectedResponse(`${location.origin}/login?back=%2Fmypage#x`));
    await expect(request('GET', '/x')).resolves.toEqual({ kind: 'redirect', to: '/login?back=%2Fmypage#x' });
    env.fetch.mockResolvedValueOnce(redirectedResponse('https://other.example/a'));
    await expect(request('GET', '/x')).resolves.toEqual({ kind: 'redirect', to: 'https://other.example/a' });
  });

  it('a success body that is not JSON → ApiError 502', async () => {
    env.fetch.mockResolvedValue(
      new Response('<html>portal</html>', { status: 200, headers: { 'x-request-id': 'rid' } }),
    );
    const error = await caught(request('GET', '/x'));
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL_ERROR', requestId: 'rid' });
  });
});

describe('request: errors', () => {
  it('an ApiErrorBody → ApiError with every field', async () => {
    env.fetch.mockResolvedValue(
      jsonResponse(
        {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'bad',
          requestId: 'req-1',
          fieldErrors: { email: 'validation:email.format', x: 1 },
        },
        { status: 400 },
      ),
    );
    const error = await caught(request('POST', '/x', { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'bad',
      requestId: 'req-1',
      fieldErrors: { email: 'validation:email.format' },
      flowError: false,
    });
  });

  it('the status comes from the response; the request id falls back to the header', async () => {
    env.fetch.mockResolvedValue(
      jsonResponse(
        { status: 200, code: 'UNAUTHORIZED', message: 'm', requestId: '' },
        { status: 401, headers: { 'x-request-id': 'hdr' } },
      ),
    );
    expect(await caught(request('GET', '/x'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED', requestId: 'hdr' });
  });

  it('an unknown code falls back by status', async () => {
    env.fetch.mockResolvedValue(jsonResponse({ code: 'SOMETHING_NEW', message: 'm' }, { status: 429 }));
    expect(await caught(request('GET', '/x'))).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', requestId: '' });
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [502, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'SERVICE_UNAVAILABLE'],
    [403, 'FORBIDDEN'],
    [401, 'UNAUTHORIZED'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [409, 'MALFORMED_REQUEST'],
  ])('a non-JSON %i (proxy page) keeps the status, code %s, header request id', async (status, code) => {
    env.fetch.mockResolvedValue(
      new Response('<html>Bad Gateway</html>', { status, statusText: 'Proxy', headers: { 'x-request-id': 'edge-1' } }),
    );
    expect(await caught(request('GET', '/x'))).toMatchObject({ status, code, requestId: 'edge-1', message: 'Proxy' });
  });

  it('a network failure → status 0, SERVICE_UNAVAILABLE, empty request id, cause kept', async () => {
    const failure = new TypeError('Failed to fetch');
    env.fetch.mockRejectedValue(failure);
    const error = await caught(request('GET', '/x'));
    expect(error).toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE', requestId: '' });
    expect((error as ApiError).cause).toBe(failure);
  });
});

describe('request: flow errors', () => {
  const flowBody = {
    status: 409,
    code: 'INVALID_SESSION_FLOW',
    message: 'restart',
    requestId: 'r',
    flowError: true,
    redirectTo: '/plans',
  };

  it('calls the handler with the error, then throws it', async () => {
    const seen: ApiError[] = [];
    const off = onFlowError((e) => seen.push(e));
    env.fetch.mockResolvedValue(jsonResponse(flowBody, { status: 409 }));
    const error = await caught(request('POST', '/zapi/purchase/p1', { body: {} }));
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(error);
    expect(error).toMatchObject({ flowError: true, redirectTo: '/plans', code: 'INVALID_SESSION_FLOW' });
  });

  it('does not call it without redirectTo, nor after unsubscribing', async () => {
    const seen: ApiError[] = [];
    const off = onFlowError((e) => seen.push(e));
    env.fetch.mockResolvedValueOnce(jsonResponse({ ...flowBody, redirectTo: undefined }, { status: 409 }));
    await caught(request('POST', '/x'));
    off();
    env.fetch.mockResolvedValueOnce(jsonResponse(flowBody, { status: 409 }));
    await caught(request('POST', '/x'));
    expect(seen).toHaveLength(0);
  });

  it('a throwing handler does not replace the call error', async () => {
    const off = onFlowError(() => {
      throw new Error('modal broke');
    });
    const reportError = globalThis.reportError;
    globalThis.reportError = () => undefined;
    env.fetch.mockResolvedValue(jsonResponse(flowBody, { status: 409 }));
    const error = await caught(request('POST', '/x'));
    globalThis.reportError = reportError;
    off();
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('request: retries', () => {
  it('waits nothing first, then 2^(n-1) s plus jitter under 1 s', async () => {
    env.fetch
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    await expect(request('GET', '/x', { retries: 3 })).resolves.toEqual({ kind: 'ok', data: { ok: true } });
    expect(env.fetch).toHaveBeenCalledTimes(4);
    expect(env.sleeps).toEqual([1500, 2500, 4500]); // random 0.5 → 500 ms jitter
  });

  it('retries 504 and gives up after the last attempt with its error', async () => {
    env.fetch.mockImplementation(() =>
      Promise.resolve(jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'm', requestId: 'r' }, { status: 504 })),
    );
    expect(await caught(request('GET', '/x', { retries: 2 }))).toMatchObject({ status: 504 });
    expect(env.fetch).toHaveBeenCalledTimes(3);
    expect(env.sleeps).toEqual([1500, 2500]);
  });

  it('never retries without retries, nor on 500 or 4xx', async () => {
    env.fetch.mockResolvedValue(new Response('', { status: 503 }));
    await caught(request('GET', '/x'));
    expect(env.fetch).toHaveBeenCalledTimes(1);
    env.fetch.mockClear();
    env.fetch.mockResolvedValue(new Response('', { status: 500 }));
    await caught(request('GET', '/x', { retries: 3 }));
    env.fetch.mockResolvedValue(new Response('', { status: 429 }));
    await caught(request('GET', '/x', { retries: 3 }));
    expect(env.fetch).toHaveBeenCalledTimes(2);
    expect(env.sleeps).toEqual([]);
  });

  it('a network failure on the last attempt becomes the status-0 ApiError', async () => {
    env.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await caught(request('GET', '/x', { retries: 1 }))).toMatchObject({
      status: 0,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(env.fetch).toHaveBeenCalledTimes(2);
  });
});
