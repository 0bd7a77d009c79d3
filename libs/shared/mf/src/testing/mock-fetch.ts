import { vi } from 'vitest';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export interface MockAnswer {
  readonly status?: number;
  readonly body?: unknown;
}

type Handler = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces `fetch` only (the api-client and everything above it run for real): each call is
 * recorded and answered by the first route whose method and path match; others answer 404.
 */
export function mockFetch(routes: Record<string, Handler | MockAnswer>): { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const call = { method, path, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } });
    const status = answer.status ?? 200;
    const body = status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls };
}

/** An error answer in the catalogue's shape. */
export function apiError(status: number, code: string, extra: Record<string, unknown> = {}): MockAnswer {
  return { status, body: { status, code, message: extra['message'] ?? code, requestId: 'req-1', ...extra } };
}
