import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { backoffDelay } from './backoff';
import { abortableSleep, configureApiClient } from './environment';
import { request } from './request';
import { jsonResponse } from './test-helpers';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('is 0 before the first attempt, then 2^(n-1) s plus jitter in [0, 1000)', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(0);
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 0.999999999)).toBe(1999);
    expect(backoffDelay(2, () => 0.25)).toBe(2250);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(4, () => 0)).toBe(8000);
    expect(backoffDelay(1, () => 1)).toBeLessThan(2000); // a faulty source still stays under 1 s of jitter
  });
});

describe('abort', () => {
  it('an abort while waiting between attempts cancels the wait and the retries', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<(input: string, init: RequestInit) => Promise<Response>>()
      .mockRejectedValue(new TypeError('offline'));
    restore = configureApiClient({ fetch, sleep: abortableSleep, random: () => 0 });
    const controller = new AbortController();
    const pending = request('GET', '/x', { retries: 5, signal: controller.signal });
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(500); // inside the first 1000 ms wait
    controller.abort();
    const error = await outcome;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('the real sleep waits the delay when not aborted', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<(input: string, init: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(jsonResponse({ ok: 1 }));
    restore = configureApiClient({ fetch, sleep: abortableSleep, random: () => 0.5 });
    const pending = request('GET', '/x', { retries: 1 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ kind: 'ok', data: { ok: 1 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an already-aborted signal never calls fetch', async () => {
    const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
    restore = configureApiClient({ fetch });
    const controller = new AbortController();
    controller.abort();
    await expect(request('GET', '/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an abort during fetch rethrows the abort, never an ApiError, and does not retry', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>().mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    restore = configureApiClient({ fetch });
    const error = await request('GET', '/x', { signal: controller.signal, retries: 3 }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
