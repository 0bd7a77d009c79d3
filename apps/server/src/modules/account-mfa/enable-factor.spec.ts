import {
  endpoints,
  pathOf,
  type ApiErrorBody,
  type CodeFactorSetupScreenData,
  type DevSmsOutbox,
  type MultiFactorScreenData,
  type OtpSetupScreenData,
} from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodes, storeLoginSettings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { pinOfMailText, TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { listOutbox } from '../mail/outbox.adapter';
import { backupCodesLeft, consumeBackupCode } from '../mfa/backup-codes';
import { enabledFactorsOf } from '../mfa/factors.repository';
import { newOtpSecret, totpCodeAt } from '../mfa/totp';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';

const NOTICE_SUBJECT = '【デモビデオストア】2段階認証の設定が変更されました';

describe('enabling a second factor on My Page', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-05-01T00:00:10Z'));
  const member = (email: string, extra: { phoneNumber?: string } = {}) => loggedInMember(app, db, email, extra);
  const enable = (b: TestBrowser, body: Record<string, unknown>) => b.post(endpoints.enableMultiFactor.path, body);
  const notices = async (to: string) =>
    (await listOutbox(db.database.db, 'demo', { to })).filter((mail) => mail.subject === NOTICE_SUBJECT);
  const latestMailedCode = async (to: string) =>
    pinOfMailText((await listOutbox(db.database.db, 'demo', { to }))[0]?.text ?? '');
  const otpSetup = async (b: TestBrowser) =>
    (await b.screenData('/mypage/multi-factor/otp')).json<OtpSetupScreenData>();

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sends guests to the login with the page to come back to, and refuses their calls with 401', async () => {
    const guest = await new TestBrowser(app).open();
    expect((await guest.get('/zapi/internal/mypage/multi-factor/screen-data?from=top')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fmypage%2Fmulti-factor%3Ffrom%3Dtop',
    });
    expect((await guest.screenData('/mypage/multi-factor/otp')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fmypage%2Fmulti-factor%2Fotp',
    });
    expect((await guest.screenData('/mypage/login-history')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fmypage%2Flogin-history',
    });
    for (const [url, body] of [
      [endpoints.enableMultiFactor.path, { multiFactorType: 'Email' }],
      [endpoints.enableMultiFactorWithBackupCode.path, { multiFactorType: 'Email', backupCodeList: [], saved: true }],
      [endpoints.backupCodeRegenerate.path, {}],
      [endpoints.disableMultiFactor.path, { multiFactorType: 'Email' }],
    ] as const) {
      const answer = await guest.post(url, body);
      expect(answer.statusCode).toBe(401);
      expect(answer.json<ApiErrorBody>().code).toBe('UNAUTHORIZED');
    }
  });

  it('OTP as the first factor: a fresh secret per visit, backup codes first, enabled once they are saved', async () => {
    const { member: m, browser } = await member('otp.first@example.com');
    const first = await otpSetup(browser);
    const setup = await otpSetup(browser);
    expect(setup.secret).not.toBe(first.secret);
    expect(setup.isFirstFactor).toBe(true);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/${encodeURIComponent('デモビデオストア')}:${encodeURIComponent('otp.first@example.com')}` +
        `?secret=${setup.secret}&issuer=${encodeURIComponent('デモビデオストア')}&algorithm=SHA1&digits=6&period=30`,
    );

    // The secret of the earlier visit, or one the client made up, is refused even with its right code.
    for (const secret of [first.secret, newOtpSecret()]) {
      const forged = await enable(browser, {
        multiFactorType: 'OTP',
        secret,
        token: await totpCodeAt(secret, clock.now()),
      });
      expect(forged.statusCode).toBe(409);
      expect(forged.json<ApiErrorBody>()).toMatchObject({
        code: 'INVALID_SESSION_FLOW',
        flowError: true,
        redirectTo: '/mypage/multi-factor/otp',
      });
    }
    const shortCode = await enable(browser, { multiFactorType: 'OTP', secret: setup.secret, token: '12345' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json<ApiErrorBody>().fieldErrors).toEqual({ token: 'validation:otp.length' });
    const code = await totpCodeAt(setup.secret, clock.now());
    const wrong = await enable(browser, {
      multiFactorType: 'OTP',
      secret: setup.secret,
      token: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiErrorBody>()).toMatchObject({ code: 'PIN_CODE_ERROR', message: '認証に失敗しました。' });

    const answer = await enable(browser, { multiFactorType: 'OTP', secret: setup.secret, token: code });
    expect(answer.statusCode).toBe(200);
    const { backupCodeList } = answer.json<{ backupCodeList: string[] }>();
    expect(backupCodeList).toHaveLength(10);
    expect(await enabledFactorsOf(db.database.db, m.id)).toEqual([]);

    const notSaved = await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
      multiFactorType: 'OTP',
      backupCodeList,
      saved: false,
    });
    expect(notSaved.statusCode).toBe(400);
    expect(notSaved.json<ApiErrorBody>().fieldErrors).toEqual({ saved: 'validation:multiFactor.backupCodesSaved' });
    const otherCodes = await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
      multiFactorType: 'OTP',
      backupCodeList: [...backupCodeList].reverse(),
      saved: true,
    });
    expect(otherCodes.json<ApiErrorBody>()).toMatchObject({
      status: 409,
      code: 'INVALID_SESSION_FLOW',
      flowError: true,
      redirectTo: '/mypage/multi-factor',
    });
    const otherType = await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
      multiFactorType: 'Email',
      backupCodeList,
      saved: true,
    });
    expect(otherType.statusCode).toBe(409);
    expect(await enabledFactorsOf(db.database.db, m.id)).toEqual([]);
    expect(await notices('otp.first@example.com')).toHaveLength(0);

    const saved = await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
      multiFactorType: 'OTP',
      backupCodeList,
      saved: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ redirectTo: '/mypage/multi-factor/complete' });
    const [factor] = await enabledFactorsOf(db.database.db, m.id);
    expect(factor).toMatchObject({ type: 'OTP' });
    expect(factor?.otpSecretSealed).not.toContain(setup.secret);
    // The code that confirmed the set-up cannot also pass a login; the next one does.
    const elsewhere = await new TestBrowser(app, 'localhost', {}, '10.6.8.1').open();
    expect(
      (
        await elsewhere.post('/login', {
          emailUserId: 'otp.first@example.com',
          password: PASSWORD,
          loginMethod: 'Password',
        })
      ).json(),
    ).toEqual({ redirectTo: '/login/multi-factor' });
    expect(
      (await elsewhere.post(pathOf(endpoints.loginMultiFactor.path, { segment: 'otp' }), { value: code })).statusCode,
    ).toBe(401);
    clock.advance(30_000);
    expect(
      (
        await elsewhere.post(pathOf(endpoints.loginMultiFactor.path, { segment: 'otp' }), {
          value: await totpCodeAt(setup.secret, clock.now()),
        })
      ).statusCode,
    ).toBe(200);

    const stored = await db.database.db.select().from(backupCodes).where(eq(backupCodes.accountId, m.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const c of backupCodeList) expect(storedText).not.toContain(c);
    expect(await consumeBackupCode(db.database.db, m.id, backupCodeList[0] ?? '', clock.now())).toBe(true);
    expect(await consumeBackupCode(db.database.db, m.id, backupCodeList[0] ?? '', clock.now())).toBe(false);

    // The confirmation worked once: the same list again is out of order.
    expect(
      (
        await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
          multiFactorType: 'OTP',
          backupCodeList,
          saved: true,
        })
      ).statusCode,
    ).toBe(409);
    const [notice] = await notices('otp.first@example.com');
    expect(notice?.text).toContain('2段階認証（認証アプリ）が有効になりました。');
    const settings = (await browser.screenData('/mypage/multi-factor')).json<MultiFactorScreenData>();
    expect(settings).toMatchObject({
      offeredTypes: ['Email', 'SMS', 'OTP'],
      enabled: [{ type: 'OTP' }],
      backupCodesLeft: 9,
    });
  });

  it('Email by the mailed code: a 30-second resend cool-down, a later factor enabled at once, noticed', async () => {
    const { member: m, browser } = await member('mail.factor@example.com');
    const setup = await otpSetup(browser);
    const first = await enable(browser, {
      multiFactorType: 'OTP',
      secret: setup.secret,
      token: await totpCodeAt(setup.secret, clock.now()),
    });
    const { backupCodeList } = first.json<{ backupCodeList: string[] }>();
    await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
      multiFactorType: 'OTP',
      backupCodeList,
      saved: true,
    });

    const page = (await browser.screenData('/mypage/multi-factor/email')).json<CodeFactorSetupScreenData>();
    expect(page).toEqual({
      type: 'Email',
      destination: 'm***@example.com',
      suggestedPhoneNumber: null,
      isFirstFactor: false,
    });
    const withoutSend = await enable(browser, { multiFactorType: 'Email', token: '123456' });
    expect(withoutSend.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      redirectTo: '/mypage/multi-factor/email',
    });

    expect((await enable(browser, { multiFactorType: 'Email' })).json()).toEqual({ codeSent: true });
    const code = await latestMailedCode('mail.factor@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await listOutbox(db.database.db, 'demo', { to: 'mail.factor@example.com' });
    expect(mail?.subject).toBe('【デモビデオストア】2段階認証の設定用の認証コード');
    const again = await enable(browser, { multiFactorType: 'Email' });
    expect(again.statusCode).toBe(429);
    expect(await latestMailedCode('mail.factor@example.com')).toBe(code);
    clock.advance(30_000);
    expect((await enable(browser, { multiFactorType: 'Email' })).json()).toEqual({ codeSent: true });
    const newCode = await latestMailedCode('mail.factor@example.com');

    const empty = await enable(browser, { multiFactorType: 'Email', token: '' });
    expect(empty.json<ApiErrorBody>().fieldErrors).toEqual({ token: 'validation:multiFactor.required' });
    if (code !== newCode) {
      // The first code was retired by the second.
      expect((await enable(browser, { multiFactorType: 'Email', token: code })).statusCode).toBe(401);
    }
    const answer = await enable(browser, { multiFactorType: 'Email', token: newCode });
    expect(answer.json()).toEqual({ redirectTo: '/mypage/multi-factor/complete' });
    expect((await enabledFactorsOf(db.database.db, m.id)).map((f) => f.type)).toEqual(['OTP', 'Email']);
    // No new backup codes for a later factor; the code works once.
    expect(await backupCodesLeft(db.database.db, m.id)).toBe(10);
    expect((await enable(browser, { multiFactorType: 'Email', token: newCode })).statusCode).toBe(401);
    expect((await notices('mail.factor@example.com')).map((n) => n.text.split('\n')[0])).toEqual([
      '2段階認証（メール）が有効になりました。',
      '2段階認証（認証アプリ）が有効になりました。',
    ]);
  });

  it('Email as the first factor hands out backup codes too', async () => {
    const { member: m, browser } = await member('mail.first@example.com');
    await enable(browser, { multiFactorType: 'Email' });
    const answer = await enable(browser, {
      multiFactorType: 'Email',
      token: await latestMailedCode('mail.first@example.com'),
    });
    const { backupCodeList } = answer.json<{ backupCodeList: string[] }>();
    expect(backupCodeList).toHaveLength(10);
    expect(
      (
        await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
          multiFactorType: 'Email',
          backupCodeList,
          saved: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await enabledFactorsOf(db.database.db, m.id)).map((f) => f.type)).toEqual(['Email']);
    expect(await backupCodesLeft(db.database.db, m.id)).toBe(10);
  });

  it('SMS by the texted code, to the number typed (the profile’s is only offered)', async () => {
    const { browser: noPhone } = await member('sms.nophone@example.com');
    expect((await noPhone.screenData('/mypage/multi-factor/sms')).json()).toEqual({
      type: 'SMS',
      destination: null,
      suggestedPhoneNumber: null,
      isFirstFactor: true,
    });

    const { member: m, browser } = await member('sms.factor@example.com', { phoneNumber: '09012345678' });
    expect((await browser.screenData('/mypage/multi-factor/sms')).json()).toEqual({
      type: 'SMS',
      destination: null,
      suggestedPhoneNumber: '09012345678',
      isFirstFactor: true,
    });
    expect((await enable(browser, { multiFactorType: 'SMS', phoneNumber: '09012345678' })).json()).toEqual({
      codeSent: true,
    });
    const outbox = (await browser.get(`${endpoints.devSmsJson.path}?to=09012345678`)).json<DevSmsOutbox>();
    const code = /(\d{6})/.exec(outbox.messages[0]?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const answer = await enable(browser, { multiFactorType: 'SMS', token: code });
    const { backupCodeList } = answer.json<{ backupCodeList: string[] }>();
    await browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
      multiFactorType: 'SMS',
      backupCodeList,
      saved: true,
    });
    expect((await enabledFactorsOf(db.database.db, m.id)).map((f) => [f.type, f.phoneNumber])).toEqual([
      ['SMS', '09012345678'],
    ]);
    expect((await browser.screenData('/mypage/multi-factor')).json<MultiFactorScreenData>().enabled).toEqual([
      { type: 'SMS', enabledAt: clock.now().toISOString(), destination: '*******5678' },
    ]);
  });

  it('limits wrong set-up codes per account, whichever browser they come from', async () => {
    const { browser } = await member('otp.guess@example.com');
    const second = await new TestBrowser(app, 'localhost', {}, '10.6.9.9').open();
    expect(
      (
        await second.post('/login', {
          emailUserId: 'otp.guess@example.com',
          password: PASSWORD,
          loginMethod: 'Password',
        })
      ).statusCode,
    ).toBe(200);
    const setups = [await otpSetup(browser), await otpSetup(second)];
    const wrongFor = async (secret: string) =>
      (await totpCodeAt(secret, clock.now())) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [b, setup] = i % 2 === 0 ? [browser, setups[0]] : [second, setups[1]];
      statuses.push(
        (await enable(b, { multiFactorType: 'OTP', secret: setup?.secret, token: await wrongFor(setup?.secret ?? '') }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const secret = setups[0]?.secret ?? '';
    expect(
      (await enable(browser, { multiFactorType: 'OTP', secret, token: await totpCodeAt(secret, clock.now()) }))
        .statusCode,
    ).toBe(429);
    clock.advance(30_000);
    expect(
      (await enable(browser, { multiFactorType: 'OTP', secret, token: await totpCodeAt(secret, clock.now()) }))
        .statusCode,
    ).toBe(200);
  });

  it('offers only the types the store does', async () => {
    await db.database.db
      .update(storeLoginSettings)
      .set({ multiFactorTypes: ['Email'] })
      .where(eq(storeLoginSettings.storeId, 'demo'));
    try {
      const { browser } = await member('only.mail@example.com');
      expect((await browser.screenData('/mypage/multi-factor')).json<MultiFactorScreenData>().offeredTypes).toEqual([
        'Email',
      ]);
      expect((await browser.screenData('/mypage/multi-factor/otp')).json()).toEqual({
        redirectTo: '/mypage/multi-factor',
      });
      const refused = await enable(browser, { multiFactorType: 'OTP', secret: 'X', token: '123456' });
      expect(refused.json<ApiErrorBody>()).toMatchObject({
        status: 400,
        fieldErrors: { multiFactorType: 'validation:generic.invalid' },
      });
    } finally {
      await db.database.db
        .update(storeLoginSettings)
        .set({ multiFactorTypes: ['Email', 'SMS', 'OTP'] })
        .where(eq(storeLoginSettings.storeId, 'demo'));
    }
  });
});
