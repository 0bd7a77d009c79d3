import { endpoints } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { call } from './call';
import { headersOf, jsonResponse, setCookie, useFakeEnvironment } from './test-helpers';

const env = useFakeEnvironment();

describe('call: method and path from the endpoint table', () => {
  it('sends the body as JSON with the CSRF header, to the endpoint’s method and path', async () => {
    setCookie('vs-csrf', 'tok');
    env.fetch.mockResolvedValue(jsonResponse({ redirectTo: '/mypage/password/edit/complete' }));
    const result = await call(endpoints.passwordEdit, { oldPassword: 'old', newPassword: 'new' });
    const [url, init] = env.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/zapi/account/password/edit');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ oldPassword: 'old', newPassword: 'new' }));
    expect(headersOf(env.fetch)).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 'tok' });
    expect(result).toEqual({ kind: 'redirect', to: '/mypage/password/edit/complete' });
  });

  it('fills the path parameters, encoded, and answers the data typed by the endpoint', async () => {
    env.fetch.mockResolvedValue(
      jsonResponse([{ prefectureCode: '13', city: '千代田区', town: '', allAddress: '東京都千代田区' }]),
    );
    const result = await call(endpoints.postalCode, undefined, { params: { postalCode: '100 0001' } });
    expect(env.fetch.mock.calls[0]?.[0]).toBe('/zapi/postal-code/100%200001');
    expect(env.fetch.mock.calls[0]?.[1].method).toBe('GET');
    expect(result.kind === 'ok' && result.data[0]?.city).toBe('千代田区');
  });

  it('sends no body to an endpoint without one', async () => {
    env.fetch.mockResolvedValue(new Response(null, { status: 204 }));
    await call(endpoints.loginMultiFactorSend, undefined, { params: { segment: 'sms' } });
    const [url, init] = env.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/zapi/login/multi-factor/sms/send');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(headersOf(env.fetch)['content-type']).toBeUndefined();
  });
});
