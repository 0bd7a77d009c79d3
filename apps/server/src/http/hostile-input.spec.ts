import type { ApiErrorBody } from '@vs/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../test/browser';
import { loggedInMember } from '../test/member-fixtures';
import { useTestApp } from '../test/use-test-app';

/** Payloads that once answered 500: each must be a 400 in the catalogue's shape. */
describe('hostile input is a 400, never a 500', () => {
  const t = useTestApp();
  let ip = 1;
  const guest = () => new TestBrowser(t.app, 'localhost', {}, `10.7.0.${ip++}`).open();
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  const expect400 = (response: LightMyRequestResponse, label: string) => {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body).toMatchObject({
      status: 400,
      code: expect.stringMatching(/^(VALIDATION_ERROR|MALFORMED_REQUEST)$/),
      requestId: expect.any(String),
    });
  };

  it('refuses an object with its own toString where a string or object is expected', async () => {
    const b = await guest();
    const evil = { toString: 'x' };
    expect400(await b.post('/login', { emailUserId: evil, password: evil, loginMethod: 'Password' }), 'login');
    expect400(
      await b.post('/login', { emailUserId: 'a@example.com', password: 'x', loginMethod: evil }),
      'login method',
    );
    expect400(await b.post('/login/code', { email: evil }), 'login code');
    expect400(await b.post('/zapi/auth/password/forgot', { email: evil }), 'forgot');
    expect400(await b.post('/zapi/signup/email', { email: evil }), 'signup email');
    expect400(
      await b.post('/zapi/auth/password/reset', { token: evil, password: evil, passwordConfirm: evil }),
      'reset',
    );
    const { browser } = await loggedInMember(t.app, t.db, 'hostile.tostring@example.com');
    expect400(await browser.post('/zapi/account/edit', { nickname: evil, customAssociatedInfo: evil }), 'account edit');
    expect400(await browser.post('/zapi/account/consent', evil), 'consent');
    expect400(
      await browser.post('/zapi/account/password/edit', {
        currentPassword: evil,
        password: evil,
        passwordConfirm: evil,
      }),
      'password edit',
    );
  });

  it('refuses 3,000-deep JSON and bodies with too many properties', async () => {
    const b = await guest();
    for (const url of ['/login', '/zapi/auth/password/forgot', '/zapi/signup/email']) {
      expect400(await b.post(url, deep(3000), { 'content-type': 'application/json' }), `${url} deep`);
      expect400(await b.post(url, { email: deep(3000) }), `${url} deep string is fine but invalid`);
    }
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    expect400(await b.post('/zapi/auth/password/forgot', wide), 'wide');
  });

  it('refuses control characters in path parameters before they reach the database', async () => {
    const b = await guest();
    expect400(await b.get('/zapi/postal-code/100%000001'), 'postal NUL');
    expect400(await b.get('/zapi/postal-code/100%0a0001'), 'postal LF');
    expect400(await b.post('/zapi/login/multi-factor/%00', {}), 'multi-factor NUL');
    expect400(await b.post('/zapi/login/multi-factor/a%00b/send', {}), 'multi-factor send NUL');
  });
});
