import {
  endpoints,
  type AccountPinScreenData,
  type ApiErrorBody,
  type EmailScreenData,
  type PasswordScreenData,
} from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { pinOfMailText, TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { accountChangesOf } from '../account/account-changes';
import { insertAccount } from '../account/accounts.repository';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import type { MailSender } from '../mail/mail.port';
import { listOutbox } from '../mail/outbox.adapter';

describe('e-mail change, e-mail verification and enabling a password', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-05-01T00:00:00Z'));
  let ipCounter = 1;

  const mails = (to: string) => listOutbox(db.database.db, 'demo', { to });
  const latestCode = async (to: string) => pinOfMailText((await mails(to))[0]?.text ?? '') ?? '';
  const accountOf = async (id: string) => (await db.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const sendFirst = (b: TestBrowser, body: Record<string, unknown>) =>
    b.post(endpoints.accountEmailEditSendPin.path, body);
  const resend = (b: TestBrowser, body: Record<string, unknown>) => b.post(endpoints.accountEmailSendPin.path, body);
  /**
   * A member in a state only the dev fixture makes (no password, unverified address), logged in in
   * a browser of its own.
   */
  async function fixtureMember(
    email: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const browser = await new TestBrowser(app, 'localhost', headers, `10.7.0.${ipCounter++}`).open();
    const answer = await browser.post(endpoints.devFixtureMember.path, { email, logIn: true, ...extra });
    expect(answer.statusCode, answer.body).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, { DEV_FIXTURES: '1' }, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sends guests to the login and refuses their calls with 401', async () => {
    const guest = await new TestBrowser(app).open();
    for (const page of [
      '/mypage/email/edit',
      '/mypage/email/edit/pin-code',
      '/mypage/email/verify',
      '/mypage/email/verify/code',
      '/mypage/enable-password',
    ]) {
      expect((await guest.screenData(page)).json()).toEqual({
        redirectTo: `/login?redirect=${encodeURIComponent(page)}`,
      });
    }
    for (const [url, body] of [
      [endpoints.accountEmailEditSendPin.path, { email: 'guest@example.com', type: 'mailEdit' }],
      [endpoints.accountEmailSendPin.path, { email: 'guest@example.com', type: 'mailEdit' }],
      [endpoints.accountEmailEdit.path, { pinCode: '123456' }],
      [endpoints.accountEmailVerify.path, { pinCode: '123456' }],
      [endpoints.enablePassword.path, { pinCode: '123456', password: 'Passw0rdNew1', passwordConfirm: 'Passw0rdNew1' }],
    ] as const) {
      expect((await guest.post(url, body)).json<ApiErrorBody>()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('changes the address once the PIN mailed to the new one comes back, and tells the old one', async () => {
    const { member, browser } = await loggedInMember(app, db, 'change.old@example.com');
    await insertAccount(db.database.db, {
      storeId: 'demo',
      email: 'taken@example.com',
      userId: null,
      passwordHash: null,
      customAssociatedInfo: {},
    });
    expect((await browser.screenData('/mypage/email/edit')).json<EmailScreenData>()).toEqual({
      currentEmail: 'change.old@example.com',
      isEmailVerified: false,
    });
    expect((await browser.screenData('/mypage/email/edit/pin-code')).json()).toEqual({
      redirectTo: '/mypage/email/edit',
    });
    expect(
      (await browser.post(endpoints.accountEmailEdit.path, { pinCode: '123456' })).json<ApiErrorBody>(),
    ).toMatchObject({ code: 'INVALID_SESSION_FLOW', redirectTo: '/mypage/email/edit' });
    // Spec 001 §7: a resend says only `type: 'resend'`; with no PIN page behind it there is nothing to resend.
    expect((await resend(browser, { email: 'x@example.com', type: 'resend' })).json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      redirectTo: '/mypage',
    });
    expect((await resend(browser, { email: 'x@example.com', type: 'mailEdit' })).statusCode).toBe(400);

    const same = await sendFirst(browser, { email: 'Change.Old@example.com', type: 'mailEdit' });
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiErrorBody>().fieldErrors).toEqual({ email: 'validation:email.sameAsCurrent' });
    const taken = await sendFirst(browser, { email: 'TAKEN@example.com', type: 'mailEdit' });
    expect(taken.json<ApiErrorBody>()).toMatchObject({
      status: 409,
      code: 'ACCOUNT_ALREADY_EXISTS_EMAIL',
      message: 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
      fieldErrors: { email: 'validation:email.alreadyInUse' },
    });
    expect(await mails('TAKEN@example.com')).toHaveLength(0);

    const sent = await sendFirst(browser, { email: 'change.new@example.com', type: 'mailEdit' });
    expect(sent.json()).toEqual({ redirectTo: '/mypage/email/edit/pin-code' });
    const [pinMail] = await mails('change.new@example.com');
    expect(pinMail?.subject).toBe('【デモビデオストア】メールアドレス変更の認証コード');
    expect(pinMail?.text).toContain('認証コードの有効期限は60分です。');
    expect((await browser.screenData('/mypage/email/edit/pin-code')).json<AccountPinScreenData>()).toEqual({
      email: 'change.new@example.com',
      resendAvailableInSeconds: 30,
    });

    // The resend goes to the pending address whatever the body says, and not before the countdown ends.
    const early = await resend(browser, { email: 'elsewhere@example.com', type: 'resend' });
    expect(early.json<ApiErrorBody>()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    const firstCode = await latestCode('change.new@example.com');
    clock.advance(12_000);
    expect(
      (await browser.screenData('/mypage/email/edit/pin-code')).json<AccountPinScreenData>().resendAvailableInSeconds,
    ).toBe(18);
    clock.advance(18_000);
    const again = await resend(browser, { email: 'elsewhere@example.com', type: 'resend' });
    expect(again.statusCode).toBe(204);
    expect(await mails('elsewhere@example.com')).toHaveLength(0);
    expect(await mails('change.new@example.com')).toHaveLength(2);
    const code = await latestCode('change.new@example.com');

    const wrong = await browser.post(endpoints.accountEmailEdit.path, { pinCode: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>()).toMatchObject({
      code: 'PIN_CODE_ERROR',
      message: '認証に失敗しました。',
      fieldErrors: { pinCode: '認証に失敗しました。' },
    });
    if (firstCode !== code)
      expect((await browser.post(endpoints.accountEmailEdit.path, { pinCode: firstCode })).statusCode).toBe(400);
    expect(
      (await browser.post(endpoints.accountEmailEdit.path, { pinCode: 'abc' })).json<ApiErrorBody>().fieldErrors,
    ).toEqual({ pinCode: 'validation:pinCode.halfWidth' });

    const changed = await browser.post(endpoints.accountEmailEdit.path, { pinCode: code });
    expect(changed.json()).toEqual({ redirectTo: '/mypage/email/edit/complete' });
    const row = await accountOf(member.id);
    expect(row?.email).toBe('change.new@example.com');
    expect(row?.emailVerifiedAt).toEqual(clock.now());
    expect(await accountChangesOf(db.database.db, member.id)).toMatchObject([{ kind: 'email', fields: ['email'] }]);
    const [notice] = await mails('change.old@example.com');
    expect(notice?.subject).toBe('【デモビデオストア】メールアドレスが変更されました');
    expect(notice?.text).toContain('c***@example.com');
    expect(notice?.text).not.toContain('change.new@example.com');
    expect((await browser.screenData('/mypage/email/edit/complete')).json()).toEqual({ ok: true });
    expect((await browser.screenData('/mypage/email/edit/pin-code')).json()).toEqual({
      redirectTo: '/mypage/email/edit',
    });
    // The code worked once, and the new address is the login now.
    expect((await browser.post(endpoints.accountEmailEdit.path, { pinCode: code })).statusCode).toBe(409);
    const elsewhere = await new TestBrowser(app, 'localhost', {}, '10.7.1.1').open();
    expect(
      (
        await elsewhere.post('/login', {
          emailUserId: 'change.new@example.com',
          password: PASSWORD,
          loginMethod: 'Password',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses the change when the address was taken after the PIN was sent', async () => {
    const { member, browser } = await loggedInMember(app, db, 'race.old@example.com');
    clock.advance(60_000);
    expect((await sendFirst(browser, { email: 'race.new@example.com', type: 'mailEdit' })).statusCode).toBe(200);
    await insertAccount(db.database.db, {
      storeId: 'demo',
      email: 'Race.New@example.com',
      userId: null,
      passwordHash: null,
      customAssociatedInfo: {},
    });
    const answer = await browser.post(endpoints.accountEmailEdit.path, {
      pinCode: await latestCode('race.new@example.com'),
    });
    expect(answer.json<ApiErrorBody>()).toMatchObject({
      status: 409,
      code: 'ACCOUNT_ALREADY_EXISTS_EMAIL',
      fieldErrors: { email: 'validation:email.alreadyInUse' },
    });
    expect((await accountOf(member.id))?.email).toBe('race.old@example.com');
  });

  it('kills a flow after 5 wrong codes and a PIN after 60 minutes; a new PIN starts over', async () => {
    const { browser } = await loggedInMember(app, db, 'tries.old@example.com');
    clock.advance(60_000);
    await sendFirst(browser, { email: 'tries.new@example.com', type: 'mailEdit' });
    const code = await latestCode('tries.new@example.com');
    for (let i = 0; i < 5; i++)
      expect((await browser.post(endpoints.accountEmailEdit.path, { pinCode: wrongCodeFor(code) })).statusCode).toBe(
        400,
      );
    expect((await browser.post(endpoints.accountEmailEdit.path, { pinCode: code })).json<ApiErrorBody>().code).toBe(
      'PIN_CODE_ERROR',
    );

    clock.advance(30_000);
    expect((await resend(browser, { email: '', type: 'resend' })).statusCode).toBe(204);
    clock.advance(60 * 60_000);
    expect(
      (
        await browser.post(endpoints.accountEmailEdit.path, { pinCode: await latestCode('tries.new@example.com') })
      ).json<ApiErrorBody>().code,
    ).toBe('PIN_CODE_ERROR');

    expect((await resend(browser, { email: '', type: 'resend' })).statusCode).toBe(204);
    clock.advance(59 * 60_000);
    expect(
      (await browser.post(endpoints.accountEmailEdit.path, { pinCode: await latestCode('tries.new@example.com') }))
        .statusCode,
    ).toBe(200);
  });

  it('limits PIN mails per account', async () => {
    // A new hour for this member's sends; the login after it, as step-up asks of a change.
    clock.advance(60 * 60_000);
    const { browser } = await loggedInMember(app, db, 'flood@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await sendFirst(browser, { email: `flood.${i}@example.com`, type: 'mailEdit' })).statusCode).toBe(200);
    }
    expect(
      (await sendFirst(browser, { email: 'flood.10@example.com', type: 'mailEdit' })).json<ApiErrorBody>(),
    ).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('verifies the address with a PIN mailed to it, in the member language', async () => {
    const browser = await fixtureMember(
      'verify@example.com',
      { password: PASSWORD, emailVerified: false },
      { cookie: 'vs-lang=en' },
    );
    expect((await browser.screenData('/mypage/email/verify')).json<EmailScreenData>()).toEqual({
      currentEmail: 'verify@example.com',
      isEmailVerified: false,
    });
    expect((await browser.screenData('/mypage/email/verify/code')).json()).toEqual({
      redirectTo: '/mypage/email/verify',
    });

    // The page sends the address it shows; the server uses its own copy.
    const sent = await sendFirst(browser, { email: 'someone.else@example.com', type: 'mailVerify' });
    expect(sent.json()).toEqual({ redirectTo: '/mypage/email/verify/code' });
    expect(await mails('someone.else@example.com')).toHaveLength(0);
    const [pinMail] = await mails('verify@example.com');
    expect(pinMail?.subject).toBe('[デモビデオストア] Your code to verify your e-mail address');
    expect((await browser.screenData('/mypage/email/verify/code')).json<AccountPinScreenData>()).toEqual({
      email: 'verify@example.com',
      resendAvailableInSeconds: 30,
    });

    const code = await latestCode('verify@example.com');
    expect(
      (await browser.post(endpoints.accountEmailVerify.path, { pinCode: wrongCodeFor(code) })).json<ApiErrorBody>(),
    ).toMatchObject({ code: 'PIN_CODE_ERROR', message: 'Authentication failed.' });
    expect((await browser.post(endpoints.accountEmailVerify.path, { pinCode: code })).json()).toEqual({
      redirectTo: '/mypage/email/verify/complete',
    });
    const [row] = await db.database.db.select().from(accounts).where(eq(accounts.email, 'verify@example.com'));
    expect(row?.emailVerifiedAt).toEqual(clock.now());
    expect(await accountChangesOf(db.database.db, row?.id ?? '')).toMatchObject([
      { kind: 'emailVerified', fields: [] },
    ]);
    expect((await browser.screenData('/mypage/email/verify/complete')).json()).toEqual({ ok: true });
    expect((await browser.screenData('/mypage/email/verify')).json()).toEqual({ redirectTo: '/mypage' });
    clock.advance(30_000);
    expect(
      (await sendFirst(browser, { email: 'verify@example.com', type: 'mailVerify' })).json<ApiErrorBody>(),
    ).toMatchObject({ code: 'INVALID_SESSION_FLOW', redirectTo: '/mypage' });
  });

  it('lets a member without a password set one with a PIN, checking the form before the PIN', async () => {
    const browser = await fixtureMember('nopass@example.com', { password: null, emailVerified: false });
    const before = (await browser.screenData('/mypage/enable-password')).json<PasswordScreenData>();
    expect(before).toEqual({
      passwordStrength: 'uppercase',
      email: 'nopass@example.com',
      resendAvailableInSeconds: 0,
      pinSent: false,
    });
    expect(
      (
        await browser.post(endpoints.enablePassword.path, {
          pinCode: '123456',
          password: 'Passw0rdNew1',
          passwordConfirm: 'Passw0rdNew1',
        })
      ).json<ApiErrorBody>(),
    ).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      redirectTo: '/mypage/enable-password',
    });

    const sent = await sendFirst(browser, { email: 'nopass@example.com', type: 'passwordSetting' });
    expect(sent.statusCode).toBe(204);
    expect((await browser.screenData('/mypage/enable-password')).json<PasswordScreenData>()).toMatchObject({
      resendAvailableInSeconds: 30,
      pinSent: true,
    });
    const code = await latestCode('nopass@example.com');

    const weak = await browser.post(endpoints.enablePassword.path, {
      pinCode: code,
      password: 'passw0rdnew',
      passwordConfirm: 'different',
    });
    expect(weak.json<ApiErrorBody>().fieldErrors).toEqual({
      password: 'validation:password.needsUppercase',
      passwordConfirm: 'validation:password.mismatch',
    });
    const common = await browser.post(endpoints.enablePassword.path, {
      pinCode: code,
      password: 'Password1',
      passwordConfirm: 'Password1',
    });
    expect(common.json<ApiErrorBody>().fieldErrors).toEqual({ password: 'validation:password.tooCommon' });
    // Five wrong tries would kill the flow: the refused forms above did not count.
    for (let i = 0; i < 4; i++)
      expect(
        (
          await browser.post(endpoints.enablePassword.path, {
            pinCode: wrongCodeFor(code),
            password: 'Passw0rdNew1',
            passwordConfirm: 'Passw0rdNew1',
          })
        ).statusCode,
      ).toBe(400);

    const enabled = await browser.post(endpoints.enablePassword.path, {
      pinCode: code,
      password: 'Passw0rdNew1',
      passwordConfirm: 'Passw0rdNew1',
    });
    expect(enabled.json()).toEqual({ redirectTo: '/mypage/enable-password/complete' });
    const [row] = await db.database.db.select().from(accounts).where(eq(accounts.email, 'nopass@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordUpdatedAt).toEqual(clock.now());
    expect(row?.emailVerifiedAt).toEqual(clock.now());
    expect(await accountChangesOf(db.database.db, row?.id ?? '')).toMatchObject([
      { kind: 'passwordEnabled', fields: ['password'] },
    ]);
    expect((await mails('nopass@example.com'))[0]?.subject).toBe('【デモビデオストア】パスワードが設定されました');
    expect((await browser.screenData('/mypage/enable-password')).json()).toEqual({
      redirectTo: '/mypage/password/edit',
    });
    clock.advance(30_000);
    expect(
      (await sendFirst(browser, { email: 'nopass@example.com', type: 'passwordSetting' })).json<ApiErrorBody>(),
    ).toMatchObject({ redirectTo: '/mypage/password/edit' });
    const elsewhere = await new TestBrowser(app, 'localhost', {}, '10.7.1.2').open();
    expect(
      (
        await elsewhere.post('/login', {
          emailUserId: 'nopass@example.com',
          password: 'Passw0rdNew1',
          loginMethod: 'Password',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 502 MAIL_SEND_FAILED when the mail cannot be queued, without starting the countdown', async () => {
    const failing: MailSender = { send: () => Promise.reject(new Error('outbox unavailable')) };
    const mailBroken = await buildTestApp(db.database, {}, (broken) => Object.assign(broken, { mail: failing }), {
      now: clock.now,
    });
    try {
      const { browser } = await loggedInMember(mailBroken, db, 'unsent@example.com');
      const failed = await sendFirst(browser, { email: 'unsent.new@example.com', type: 'mailEdit' });
      expect(failed.json<ApiErrorBody>()).toMatchObject({
        status: 502,
        code: 'MAIL_SEND_FAILED',
        message: 'メールの送信に失敗しました。',
      });
      expect((await browser.screenData('/mypage/email/edit/pin-code')).json()).toEqual({
        redirectTo: '/mypage/email/edit',
      });
      expect((await sendFirst(browser, { email: 'unsent.new@example.com', type: 'mailEdit' })).statusCode).toBe(502);
    } finally {
      await mailBroken.close();
    }
  });
});
