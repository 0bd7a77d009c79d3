import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  fetchAccountHeader,
  fetchRemotesManifest,
  fetchRootScreenData,
  fetchScreenData,
  screenDataFailureMessage,
  screenDataFailureStatus,
} from './screen-data';
import { jsonResponse, useFakeEnvironment } from './test-helpers';

const env = useFakeEnvironment();
afterEach(() => {
  document.body.innerHTML = '';
});

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );

function injectBlock(id: string, text: string, type = 'application/json'): void {
  const script = document.createElement('script');
  script.type = type;
  script.id = id;
  script.textContent = text;
  document.body.append(script);
}

describe('fetchScreenData', () => {
  it('GETs the screen-data path of the page with the query preserved', async () => {
    env.fetch.mockResolvedValue(jsonResponse({ plans: [] }));
    await expect(fetchScreenData('/plans/p1', '?from=signup&x=%2F')).resolves.toEqual({
      kind: 'data',
      data: { plans: [] },
    });
    expect(env.fetch.mock.calls[0]?.[0]).toBe('/zapi/internal/plans/p1/screen-data?from=signup&x=%2F');
    expect(env.fetch.mock.calls[0]?.[1].method).toBe('GET');
  });

  it('answers a redirect for redirectTo', async () => {
    env.fetch.mockResolvedValue(jsonResponse({ redirectTo: '/login' }));
    await expect(fetchScreenData('/mypage', '')).resolves.toEqual({ kind: 'redirect', to: '/login' });
  });

  it('throws ApiError 404 with the load-failure message for a 404', async () => {
    env.fetch.mockResolvedValue(
      jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'no route', requestId: 'r404' }, { status: 404 }),
    );
    const error = await fail(fetchScreenData('/nowhere', ''));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      requestId: 'r404',
      message: screenDataFailureMessage,
    });
  });

  it.each([401, 403, 500, 502, 503, 504])('throws ApiError %i with the load-failure message', async (status) => {
    env.fetch.mockResolvedValue(new Response('<html></html>', { status }));
    expect(await fail(fetchScreenData('/mypage', ''))).toMatchObject({ status, message: 'Failed to load data' });
  });

  it('a network failure is status 0', async () => {
    env.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await fail(fetchScreenData('/mypage', ''))).toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
  });

  it('tells a failed load, and its status, from any other thrown value', async () => {
    env.fetch.mockRejectedValue(new TypeError('offline'));
    expect(screenDataFailureStatus(await fail(fetchScreenData('/mypage', '')))).toBe(0);
    env.fetch.mockResolvedValue(new Response('<html></html>', { status: 503 }));
    expect(screenDataFailureStatus(await fail(fetchScreenData('/mypage', '')))).toBe(503);
    const refusal = new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'a call failed', requestId: 'r' });
    expect(screenDataFailureStatus(refusal)).toBeNull();
    expect(screenDataFailureStatus(new Error(screenDataFailureMessage))).toBeNull();
    expect(screenDataFailureStatus('Failed to load data')).toBeNull();
  });
});

describe('root data, account header, remotes manifest', () => {
  const root = { authId: 'a1', storeSettingData: {}, browserInfo: { isApp: false, isAndroid: false, isMobile: false } };

  it('reads the injected root block once, then asks the server', async () => {
    injectBlock('vs-root-data', JSON.stringify(root));
    await expect(fetchRootScreenData()).resolves.toEqual({ kind: 'data', data: root });
    expect(env.fetch).not.toHaveBeenCalled();
    expect(document.getElementById('vs-root-data')).toBeNull();
    env.fetch.mockResolvedValue(jsonResponse({ ...root, authId: null }));
    await expect(fetchRootScreenData()).resolves.toMatchObject({ kind: 'data', data: { authId: null } });
    expect(env.fetch.mock.calls[0]?.[0]).toBe('/zapi/internal/root/screen-data');
  });

  it('a block with redirectTo is a redirect; a broken or non-JSON block is ignored', async () => {
    injectBlock('vs-root-data', '{"redirectTo":"/maintenance"}');
    await expect(fetchRootScreenData()).resolves.toEqual({ kind: 'redirect', to: '/maintenance' });
    injectBlock('vs-root-data', '{broken');
    env.fetch.mockImplementation(() => Promise.resolve(jsonResponse(root)));
    await expect(fetchRootScreenData()).resolves.toEqual({ kind: 'data', data: root });
    injectBlock('vs-root-data', JSON.stringify(root), 'text/plain');
    await fetchRootScreenData();
    expect(env.fetch).toHaveBeenCalledTimes(2);
  });

  it('GETs the account header', async () => {
    env.fetch.mockResolvedValue(jsonResponse({ isLoggedIn: true }));
    await expect(fetchAccountHeader()).resolves.toEqual({ kind: 'data', data: { isLoggedIn: true } });
    expect(env.fetch.mock.calls[0]?.[0]).toBe('/zapi/internal/account-header/screen-data');
  });

  it('reads the remotes manifest from its block, else from the server', async () => {
    const manifest = { remotes: [{ name: 'auth_login', entry: '/remotes/auth-login/remoteEntry.js' }] };
    injectBlock('vs-remotes', JSON.stringify(manifest));
    await expect(fetchRemotesManifest()).resolves.toEqual(manifest);
    expect(env.fetch).not.toHaveBeenCalled();
    env.fetch.mockResolvedValue(jsonResponse(manifest));
    await expect(fetchRemotesManifest()).resolves.toEqual(manifest);
    expect(env.fetch.mock.calls[0]?.[0]).toBe('/zapi/internal/remotes');
  });

  it('a missing manifest is an ApiError', async () => {
    env.fetch.mockResolvedValue(new Response('', { status: 404 }));
    expect(await fail(fetchRemotesManifest())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    env.fetch.mockResolvedValue(jsonResponse({ redirectTo: 'https://evil.example' }));
    expect(await fail(fetchRemotesManifest())).toBeInstanceOf(ApiError);
  });
});
