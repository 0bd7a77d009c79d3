import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from './environment';

/** Test-only helpers (not exported from index.ts). */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

/** A Response as fetch gives it after following redirects (the constructor cannot set these). */
export function redirectedResponse(url: string, body: unknown = {}): Response {
  const response = jsonResponse(body);
  Object.defineProperty(response, 'redirected', { value: true });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

export type FetchFake = ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;

/** Installs a fake fetch, a recording sleep and a fixed random; call the returned restore in afterEach. */
export function fakeEnvironment(random = 0.5) {
  const fetch: FetchFake = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
  const sleeps: number[] = [];
  const restore = configureApiClient({
    fetch,
    random: () => random,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
  return { fetch, sleeps, restore };
}

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function headersOf(fetch: FetchFake, call = 0): Record<string, string> {
  return (fetch.mock.calls[call]?.[1].headers ?? {}) as Record<string, string>;
}

/**
 * A fresh fake environment for each test of the file, restored after it with the CSRF cookie
 * cleared. Read `fetch` and `sleeps` inside tests (they change from one test to the next).
 */
export function useFakeEnvironment(): { readonly fetch: FetchFake; readonly sleeps: number[] } {
  let env: ReturnType<typeof fakeEnvironment> | undefined;
  beforeEach(() => {
    env = fakeEnvironment();
  });
  afterEach(() => {
    env?.restore();
    clearCookie('vs-csrf');
  });
  const current = () => {
    if (!env) throw new Error('useFakeEnvironment: read it inside a test');
    return env;
  };
  return {
    get fetch() {
      return current().fetch;
    },
    get sleeps() {
      return current().sleeps;
    },
  };
}
