import type { ApiErrorBody, DevSmsOutbox, LoginMultiFactorEntryScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { latestPin, TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';
import { listOutbox } from '../mail/outbox.adapter';
import { newBackupCodes, replaceBackupCodes } from '../mfa/backup-codes';
import { enableFactor } from '../mfa/factors.repository';
import { sealOtpSecret } from '../mfa/otp-secret-seal';
import { newOtpSecret, totpCodeAt } from '../mfa/totp';
import { hashPassword } from '../password/password-hasher';
import { ACCOUNT_GUESS_CEILING, MULTI_FACTOR_THROTTLE_PER_ACCOUNT } from './auth-policy';

const PASSWORD = 'Passw0rdDemo';
let ipCounter = 10;
const nextIp = () => `10.3.0.${ipCounter++}`;

describe('second factor at login', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let passwordHash: string;
  const clock = testClock(new Date('2026-05-01T00:00:10Z'));

  const member = async (
    email: string,
    options: { otp?: boolean; email?: boolean; sms?: boolean; backupCodes?: boolean } = {},
  ) => {
    const database = db.database.db;
    const account = await insertAccount(database, {
      storeId: 'demo',
      email,
      userId: null,
      passwordHash,
      phoneNumber: options.sms ? '09012345678' : null,
      customAssociatedInfo: {},
      createdAt: clock.now(),
      passwordUpdatedAt: clock.now(),
    });
    const secret = newOtpSecret();
    if (options.otp)
      await enableFactor(database, account.id, 'OTP', clock.now(), await sealOtpSecret(database, secret));
    if (options.email) await enableFactor(database, account.id, 'Email', clock.now());
    if (options.sms) await enableFactor(database, account.id, 'SMS', clock.now(), null, '09012345678');
    const codes = newBackupCodes();
    if (options.backupCodes) await replaceBackupCodes(database, account.id, codes, clock.now());
    return { ...account, secret, codes };
  };
  const browser = (ip = nextIp()) => new TestBrowser(app, 'localhost', {}, ip).open();
  const login = (b: TestBrowser, email: string) =>
    b.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' });
  const second = (b: TestBrowser, segment: string, value: string, extra: Record<string, unknown> = {}) =>
    b.post(`/zapi/login/multi-factor/${segment}`, { value, ...extra });
  const authIdOf = async (b: TestBrowser) =>
    (await b.get('/zapi/internal/root/screen-data')).json<{ authId: string | null }>().authId;
  const otp = (secret: string) => totpCodeAt(secret, clock.now());
  const wrongOtp = async (secret: string) => ((await otp(secret)) === '000000' ? '000001' : '000000');

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('asks an OTP member for the code after the password, refuses a wrong one and a replayed one', async () => {
    const account = await member('mfa.otp@example.com', { otp: true, backupCodes: true });
    const b = await browser();
    expect((await login(b, 'mfa.otp@example.com')).json()).toEqual({ redirectTo: '/login/multi-factor' });
    expect(await authIdOf(b)).toBeNull();
    expect((await b.screenData('/login/multi-factor')).json()).toEqual({
      types: ['OTP', 'BackupCode'],
      preferredType: null,
    });
    expect((await b.screenData('/login/multi-factor/otp')).json<LoginMultiFactorEntryScreenData>()).toEqual({
      type: 'OTP',
      destination: null,
      codeSent: false,
      resendAfterSeconds: 0,
      canChooseAnother: true,
    });
    expect((await b.screenData('/login/multi-factor/email')).json()).toEqual({ redirectTo: '/login/multi-factor' });
    expect((await b.screenData('/login/multi-factor/nonsense')).json()).toEqual({ redirectTo: '/login/multi-factor' });

    const wrong = await second(b, 'otp', await wrongOtp(account.secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiErrorBody>()).toMatchObject({ code: 'PIN_CODE_ERROR', message: '認証に失敗しました。' });
    expect((await second(b, 'otp', '12ab')).statusCode).toBe(400);
    const code = await otp(account.secret);
    expect((await second(b, 'otp', code)).json()).toEqual({ redirectTo: '/mypage' });
    expect(await authIdOf(b)).toBe(account.authId);

    const replay = await browser();
    await login(replay, 'mfa.otp@example.com');
    expect((await second(replay, 'otp', code)).statusCode).toBe(401);
    expect(await authIdOf(replay)).toBeNull();

    const history = await db.database.db.select().from(loginHistory).where(eq(loginHistory.accountId, account.id));
    expect(
      history
        .filter((row) => row.multiFactorType === null)
        .every((row) => row.multiFactorRequested && row.result === 'success'),
    ).toBe(true);
    expect(
      history
        .filter((row) => row.multiFactorType === 'OTP')
        .map((row) => row.result)
        .sort(),
    ).toEqual(['PIN_CODE_ERROR', 'PIN_CODE_ERROR', 'success']);
  });

  it('answers a second factor without a pending login with a flow error back to /login', async () => {
    const b = await browser();
    const answer = await second(b, 'otp', '123456');
    expect(answer.statusCode).toBe(401);
    expect(answer.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      flowError: true,
      redirectTo: '/login',
    });
    expect((await b.screenData('/login/multi-factor')).json()).toEqual({ redirectTo: '/login' });
    expect((await b.post('/zapi/login/multi-factor/email/send', {})).statusCode).toBe(401);
  });

  it('sends an e-mail code on request, with a 30-second resend wait, and logs in with it', async () => {
    const account = await member('mfa.mail@example.com', { email: true });
    const b = await browser();
    expect((await login(b, 'mfa.mail@example.com')).json()).toEqual({ redirectTo: '/login/multi-factor' });
    expect((await b.screenData('/login/multi-factor/email')).json<LoginMultiFactorEntryScreenData>()).toMatchObject({
      destination: 'm***@example.com',
      codeSent: false,
      canChooseAnother: false,
    });
    expect((await b.post('/zapi/login/multi-factor/email/send', {})).statusCode).toBe(204);
    expect((await b.post('/zapi/login/multi-factor/email/send', {})).statusCode).toBe(429);
    expect((await b.screenData('/login/multi-factor/email')).json<LoginMultiFactorEntryScreenData>()).toMatchObject({
      codeSent: true,
      resendAfterSeconds: 30,
    });
    const code = await latestPin(db.database, 'demo', 'mfa.mail@example.com');
    expect((await second(b, 'email', code)).json()).toEqual({ redirectTo: '/mypage' });
    expect(await authIdOf(b)).toBe(account.authId);
  });

  it('sends an SMS code through the SMS outbox', async () => {
    const account = await member('mfa.sms@example.com', { sms: true });
    const b = await browser();
    await login(b, 'mfa.sms@example.com');
    expect((await b.screenData('/login/multi-factor/sms')).json<LoginMultiFactorEntryScreenData>().destination).toBe(
      '*******5678',
    );
    expect((await b.post('/zapi/login/multi-factor/sms/send', {})).statusCode).toBe(204);
    const outbox = (await b.get('/dev/sms.json?to=09012345678')).json<DevSmsOutbox>();
    const code = /(\d{6})/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await second(b, 'sms', code)).json()).toEqual({ redirectTo: '/mypage' });
    expect(await authIdOf(b)).toBe(account.authId);
  });

  it('lets each backup code in once', async () => {
    const account = await member('mfa.backup@example.com', { otp: true, backupCodes: true });
    const b = await browser();
    await login(b, 'mfa.backup@example.com');
    const code = account.codes[0] ?? '';
    expect((await second(b, 'backup-code', code.toUpperCase())).json()).toEqual({ redirectTo: '/mypage' });
    const again = await browser();
    await login(again, 'mfa.backup@example.com');
    expect((await second(again, 'backup-code', code)).statusCode).toBe(401);
  });

  it('remembers the browser when asked, for that account only', async () => {
    const account = await member('mfa.remember@example.com', { otp: true });
    const other = await member('mfa.remember.other@example.com', { otp: true });
    const b = await browser();
    await login(b, 'mfa.remember@example.com');
    const answer = await second(b, 'otp', await otp(account.secret), { rememberDevice: true });
    // Tests run with secure cookies, so the name carries the `__Host-` prefix like the session cookie.
    const cookie = answer.cookies.find((c) => c.name === '__Host-vs-td');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    await b.post('/logout', {});
    await b.open();
    expect((await login(b, 'mfa.remember@example.com')).json()).toEqual({ redirectTo: '/mypage' });
    expect(await authIdOf(b)).toBe(account.authId);

    // The same cookie does not skip the factor of another account.
    const c = await browser();
    c.cookie = `${c.cookie}; __Host-vs-td=${cookie?.value}`;
    expect((await login(c, 'mfa.remember.other@example.com')).json()).toEqual({ redirectTo: '/login/multi-factor' });
    expect(other.authId).not.toBe(account.authId);
  });

  /** Logs in with the password and the OTP on a new browser that asks to be remembered. */
  const rememberedBrowser = async (account: { email: string; secret: string }) => {
    const b = await browser();
    await login(b, account.email);
    clock.advance(30_000); // a new step: earlier tests may have used this one
    const answer = await second(b, 'otp', await otp(account.secret), { rememberDevice: true });
    expect(answer.json()).toEqual({ redirectTo: '/mypage' });
    await b.post('/logout', {});
    return b.open();
  };
  const codeLogin = async (b: TestBrowser, email: string) => {
    expect((await b.post('/login/code', { email })).statusCode).toBe(200);
    const authCode = await latestPin(db.database, 'demo', email);
    return b.post('/login', { emailUserId: email, authCode, loginMethod: 'AuthCode' });
  };

  it('lets a remembered browser skip the second factor after the password only, not after a mailed code', async () => {
    const account = await member('mfa.remember.code@example.com', { otp: true });
    const b = await rememberedBrowser(account);
    expect((await codeLogin(b, account.email)).json()).toEqual({ redirectTo: '/login/multi-factor' });
    expect(await authIdOf(b)).toBeNull();
    const again = await b.open();
    expect((await login(again, account.email)).json()).toEqual({ redirectTo: '/mypage' });
  });

  it('forgets every remembered browser of the member at a password reset', async () => {
    const account = await member('mfa.remember.reset@example.com', { otp: true });
    const b = await rememberedBrowser(account);
    await (await browser()).post('/zapi/auth/password/forgot', { email: account.email });
    const [mail] = await listOutbox(db.database.db, 'demo', { to: account.email });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await b.post('/zapi/auth/password/reset', {
      token,
      password: 'NewPassw0rd',
      passwordConfirm: 'NewPassw0rd',
    });
    expect(reset.json()).toEqual({ redirectTo: '/password/reset/complete' });
    expect(
      (await b.post('/login', { emailUserId: account.email, password: 'NewPassw0rd', loginMethod: 'Password' })).json(),
    ).toEqual({ redirectTo: '/login/multi-factor' });
    expect(await authIdOf(b)).toBeNull();
  });

  it('asks the second factor after a code login too', async () => {
    const account = await member('mfa.code@example.com', { otp: true });
    const b = await browser();
    await b.post('/login/code', { email: 'mfa.code@example.com' });
    const code = await latestPin(db.database, 'demo', 'mfa.code@example.com');
    expect(
      (await b.post('/login', { emailUserId: 'mfa.code@example.com', authCode: code, loginMethod: 'AuthCode' })).json(),
    ).toEqual({ redirectTo: '/login/multi-factor' });
    expect(await authIdOf(b)).toBeNull();
    clock.advance(30_000); // a new step: this account's code is fresh
    expect((await second(b, 'otp', await otp(account.secret))).json()).toEqual({ redirectTo: '/mypage' });
    const [row] = await db.database.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.multiFactorType, 'OTP'))
      .orderBy(loginHistory.at);
    expect(row).toBeDefined();
  });

  it('gives 50 parallel wrong OTP guesses no more tries than the throttle allows', async () => {
    const account = await member('mfa.parallel@example.com', { otp: true });
    const b = await browser();
    await login(b, 'mfa.parallel@example.com');
    const wrong = await wrongOtp(account.secret);
    const answers = await Promise.all(Array.from({ length: 50 }, () => second(b, 'otp', wrong)));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(MULTI_FACTOR_THROTTLE_PER_ACCOUNT.freeFailures);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(
      50 - MULTI_FACTOR_THROTTLE_PER_ACCOUNT.freeFailures,
    );
  });

  it('counts wrong second factors of every type against one budget per account', async () => {
    const account = await member('mfa.budget@example.com', { otp: true, backupCodes: true });
    const b = await browser();
    await login(b, account.email);
    const wrong = await wrongOtp(account.secret);
    for (let i = 0; i < MULTI_FACTOR_THROTTLE_PER_ACCOUNT.freeFailures; i++)
      expect((await second(b, 'otp', wrong)).statusCode).toBe(401);
    // Another type buys no fresh tries, even with a right code.
    expect((await second(b, 'backup-code', account.codes[0] ?? '')).statusCode).toBe(429);
  });

  it('ends in a forced reset by mail after 100 consecutive wrong second factors, which the reset clears', async () => {
    const account = await member('mfa.ceiling@example.com', { otp: true, backupCodes: true });
    const b = await browser();
    for (let i = 0; i < ACCOUNT_GUESS_CEILING; i++) {
      clock.advance(15 * 60_000); // past every wait (the pending login lives 10 minutes: log in again)
      expect((await login(b, account.email)).json()).toEqual({ redirectTo: '/login/multi-factor' });
      const guess =
        i % 2 === 0 ? second(b, 'otp', await wrongOtp(account.secret)) : second(b, 'backup-code', 'zzzzzzzzzz');
      expect((await guess).statusCode).toBe(401);
    }
    const [mail] = await listOutbox(db.database.db, 'demo', { to: account.email });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    clock.advance(20 * 60_000); // past the longest wait, inside the reset link's 30 minutes
    await login(b, account.email);
    expect((await second(b, 'otp', await otp(account.secret))).statusCode).toBe(429);

    const reset = await b.post('/zapi/auth/password/reset', {
      token,
      password: 'NewPassw0rd',
      passwordConfirm: 'NewPassw0rd',
    });
    expect(reset.statusCode).toBe(200);
    // From another address (this one has spent its own tries), the second factor works again.
    const other = await browser();
    await other.post('/login', { emailUserId: account.email, password: 'NewPassw0rd', loginMethod: 'Password' });
    expect((await second(other, 'backup-code', account.codes[1] ?? '')).json()).toEqual({ redirectTo: '/mypage' });
  }, 60_000);

  it('goes straight to the preferred type next time', async () => {
    const account = await member('mfa.preferred@example.com', { otp: true, email: true });
    const b = await browser();
    expect((await login(b, 'mfa.preferred@example.com')).json()).toEqual({ redirectTo: '/login/multi-factor' });
    clock.advance(30_000);
    await second(b, 'otp', await otp(account.secret), { isPreferred: true });
    const next = await browser();
    expect((await login(next, 'mfa.preferred@example.com')).json()).toEqual({ redirectTo: '/login/multi-factor/otp' });
    expect((await next.screenData('/login/multi-factor')).json()).toEqual({
      types: ['Email', 'OTP'],
      preferredType: 'OTP',
    });
  });
});
