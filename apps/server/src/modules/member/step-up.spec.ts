import type { ApiErrorBody, LoginScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { needsStepUp, STEP_UP_WINDOW_MINUTES } from './step-up';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';

describe('step-up: a recent login before sensitive changes', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let clock = new Date('2026-11-23T10:00:00Z');
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('protects the pages that start a change, not the PIN, completion or other pages', () => {
    for (const path of [
      '/mypage/password/edit',
      '/mypage/email/edit',
      '/mypage/multi-factor',
      '/mypage/multi-factor/otp',
      '/withdraw',
      '/mypage/user-id/edit',
      '/mypage/enable-password',
    ]) {
      expect(needsStepUp(path), path).toBe(true);
    }
    // A PIN page follows a protected step; the PIN finishes what a recent login started.
    for (const path of [
      '/mypage',
      '/mypage/edit',
      '/mypage/password/edit/complete',
      '/withdraw/complete',
      '/mypage/email/edit/pin-code',
      '/withdraw/pin-code',
      '/mypage/consent',
      '/mypage/login-history',
    ]) {
      expect(needsStepUp(path), path).toBe(false);
    }
  });

  it('sends an old login through the login again and back to the page, whose calls refuse until then', async () => {
    const { browser, member } = await loggedInMember(app, db, 'step.up@example.com');
    expect((await browser.screenData('/mypage/password/edit')).json()).toMatchObject({
      passwordStrength: expect.any(String),
    });

    later(STEP_UP_WINDOW_MINUTES + 1);
    expect((await browser.screenData('/mypage/password/edit')).json()).toEqual({
      redirectTo: '/login?prompt=login&redirect=%2Fmypage%2Fpassword%2Fedit',
    });
    // The top page and the profile stay open.
    expect((await browser.screenData('/mypage')).json()).toMatchObject({ contactEmail: member.email });
    const call = await browser.post('/zapi/account/password/edit', {
      oldPassword: PASSWORD,
      newPassword: 'Hoshi8umi7',
    });
    expect(call.statusCode).toBe(403);
    expect(call.json<ApiErrorBody>()).toMatchObject({
      code: 'STEP_UP_REQUIRED',
      flowError: true,
      redirectTo: '/login?prompt=login&redirect=%2Fmypage%2Fpassword%2Fedit',
    });
    // Verifying the own address changes nothing step-up protects.
    const verify = await browser.post('/zapi/account/email/edit/send-pin-code', {
      email: member.email,
      type: 'mailVerify',
    });
    expect(verify.json<ApiErrorBody>().code).not.toBe('STEP_UP_REQUIRED');

    // The login page shows its form to this member (instead of sending it on) and says why.
    const login = (
      await browser.get('/zapi/internal/login/screen-data?prompt=login&redirect=%2Fmypage%2Fpassword%2Fedit')
    ).json<LoginScreenData>();
    expect(login).toMatchObject({ isStepUp: true, returnTo: '/mypage/password/edit' });
    const again = await browser.post('/login', {
      emailUserId: member.email,
      password: PASSWORD,
      loginMethod: 'Password',
      redirectTo: '/mypage/password/edit',
    });
    expect(again.json()).toEqual({ redirectTo: '/mypage/password/edit' });
    expect((await browser.screenData('/mypage/password/edit')).json()).toMatchObject({
      passwordStrength: expect.any(String),
    });
    // A recent login is sent on from the login page as before.
    expect((await browser.get('/zapi/internal/login/screen-data?prompt=login&redirect=%2Fmypage')).json()).toEqual({
      redirectTo: '/mypage',
    });
  });

  it('leaves guests to the calls’ own 401', async () => {
    const guest = await new TestBrowser(app, 'localhost', {}, '10.9.9.9').open();
    expect(
      (await guest.post('/zapi/account/password/edit', { oldPassword: PASSWORD, newPassword: 'Hoshi8umi7' }))
        .statusCode,
    ).toBe(401);
  });
});
