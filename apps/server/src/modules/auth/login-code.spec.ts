import type { ApiErrorBody, LoginCodeScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { latestPin, TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';
import { listOutbox } from '../mail/outbox.adapter';
import { hashPassword } from '../password/password-hasher';
import { ACCOUNT_GUESS_CEILING } from './auth-policy';

let ipCounter = 10;
const nextIp = () => `10.2.0.${ipCounter++}`;

describe('login by e-mailed code', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-05-01T00:00:00Z'));

  const member = (email: string) =>
    insertAccount(db.database.db, {
      storeId: 'demo',
      email,
      userId: null,
      passwordHash: 'x',
      customAssociatedInfo: {},
      createdAt: clock.now(),
      passwordUpdatedAt: clock.now(),
    });
  const browser = () => new TestBrowser(app, 'localhost', {}, nextIp()).open();
  const send = (b: TestBrowser, email: string, extra: Record<string, unknown> = {}) =>
    b.post('/login/code', { email, ...extra });
  const codeLogin = (b: TestBrowser, email: string, authCode: string) =>
    b.post('/login', { emailUserId: email, authCode, loginMethod: 'AuthCode' });
  const authIdOf = async (b: TestBrowser) =>
    (await b.get('/zapi/internal/root/screen-data')).json<{ authId: string | null }>().authId;
  const otherThan = (...codes: string[]) =>
    ['000000', '111111', '222222', '333333'].find((c) => !codes.includes(c)) ?? '';

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('mails a code to a member, shows the code page and logs in with it', async () => {
    const account = await member('code.ok@example.com');
    const b = await browser();
    expect((await b.screenData('/login/code')).json()).toEqual({ redirectTo: '/login?loginType=authCode' });
    const sent = await send(b, 'Code.OK@example.com', { redirectTo: '/plans/p1' });
    expect(sent.json()).toEqual({ redirectTo: '/login/code?redirect=%2Fplans%2Fp1' });
    expect((await b.screenData('/login/code')).json<LoginCodeScreenData>()).toEqual({
      email: 'Code.OK@example.com',
      resendAfterSeconds: 30,
      returnTo: '/plans/p1',
      botCheck: null,
    });
    const [mail] = await listOutbox(db.database.db, 'demo', { to: 'code.ok@example.com' });
    expect(mail?.subject).toBe('【デモビデオストア】ログイン用の認証コード');
    const code = await latestPin(db.database, 'demo', 'code.ok@example.com');

    const answer = await codeLogin(b, 'code.ok@example.com', code);
    expect(answer.json()).toEqual({ redirectTo: '/plans/p1' });
    expect(await authIdOf(b)).toBe(account.authId);
    // Single use: the same code does not log in again.
    const again = await codeLogin(await browser(), 'code.ok@example.com', code);
    expect(again.statusCode).toBe(401);
    const history = await db.database.db.select().from(loginHistory).where(eq(loginHistory.accountId, account.id));
    expect(history.map((row) => row.result).sort()).toEqual(['PIN_CODE_ERROR', 'success']);
    expect(history.every((row) => row.loginMethod === 'AuthCode' && !row.multiFactorRequested)).toBe(true);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const b = await browser();
    const answer = await send(b, 'code.nobody@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirectTo: '/login/code' });
    expect(await listOutbox(db.database.db, 'demo', { to: 'code.nobody@example.com' })).toHaveLength(0);
    expect((await b.screenData('/login/code')).json<LoginCodeScreenData>().email).toBe('code.nobody@example.com');
    const guess = await codeLogin(b, 'code.nobody@example.com', '123456');
    expect(guess.statusCode).toBe(401);
    expect((await send(b, 'not-an-address')).statusCode).toBe(400);
  });

  it('counts wrong codes per flow, a new code keeps the count, and after 5 only a new flow helps', async () => {
    await member('code.cap@example.com');
    const b = await browser();
    await send(b, 'code.cap@example.com');
    const first = await latestPin(db.database, 'demo', 'code.cap@example.com');
    for (let i = 0; i < 3; i++) {
      const wrong = await codeLogin(b, 'code.cap@example.com', otherThan(first));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<ApiErrorBody>()).toMatchObject({
        code: 'PIN_CODE_ERROR',
        message: '認証コードが正しくありません。',
        fieldErrors: { authCode: '認証コードが正しくありません。' },
      });
    }
    // "Send again" waits 30 seconds.
    expect((await send(b, 'code.cap@example.com')).statusCode).toBe(429);
    clock.advance(30_000);
    expect((await send(b, 'code.cap@example.com')).statusCode).toBe(200);
    const second = await latestPin(db.database, 'demo', 'code.cap@example.com');
    if (second !== first) expect((await codeLogin(b, 'code.cap@example.com', first)).statusCode).toBe(401);
    else expect((await codeLogin(b, 'code.cap@example.com', otherThan(first))).statusCode).toBe(401);
    expect((await codeLogin(b, 'code.cap@example.com', otherThan(first, second))).statusCode).toBe(401);
    clock.advance(30_000); // past the account's wait after 5 failures
    const spent = await codeLogin(b, 'code.cap@example.com', second);
    expect(spent.statusCode).toBe(401);
    expect(spent.json<ApiErrorBody>().message).toContain('再送信');

    clock.advance(60_000);
    await send(b, 'code.cap@example.com');
    const fresh = await latestPin(db.database, 'demo', 'code.cap@example.com');
    expect((await codeLogin(b, 'code.cap@example.com', fresh)).json()).toEqual({ redirectTo: '/mypage' });
  });

  it('ends in a forced reset by mail after 100 consecutive wrong codes, and only the reset clears it', async () => {
    const email = 'code.ceiling@example.com';
    await insertAccount(db.database.db, {
      storeId: 'demo',
      email,
      userId: null,
      passwordHash: await hashPassword('Passw0rdDemo'),
      customAssociatedInfo: {},
    });
    const b = await browser();
    await send(b, email);
    for (let i = 0; i < ACCOUNT_GUESS_CEILING; i++) {
      clock.advance(15 * 60_000); // past every wait: only the ceiling is left to stop the guesses
      expect((await codeLogin(b, email, '000000')).statusCode).toBe(401);
    }
    const resetMails = async () =>
      (await listOutbox(db.database.db, 'demo', { to: email })).filter((mail) => mail.text.includes('token='));
    expect(await resetMails()).toHaveLength(1);

    clock.advance(20 * 60_000); // past the longest wait, inside the reset link's 30 minutes
    await send(b, email);
    const refused = await codeLogin(b, email, await latestPin(db.database, 'demo', email));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    const token = /token=([A-Za-z0-9_-]+)/.exec((await resetMails())[0]?.text ?? '')?.[1];
    const reset = await b.post('/zapi/auth/password/reset', {
      token,
      password: 'NewPassw0rd',
      passwordConfirm: 'NewPassw0rd',
    });
    expect(reset.statusCode).toBe(200);
    // From another address (this one has spent its own tries), a code logs in again.
    const other = await browser();
    await send(other, email);
    expect((await codeLogin(other, email, await latestPin(db.database, 'demo', email))).json()).toEqual({
      redirectTo: '/mypage',
    });
  }, 60_000);

  it('binds the code to the session that asked for it and to its address', async () => {
    const account = await member('code.flow@example.com');
    await member('code.flow.other@example.com');
    const asker = await browser();
    await send(asker, 'code.flow@example.com');
    const code = await latestPin(db.database, 'demo', 'code.flow@example.com');
    const thief = await browser();
    expect((await codeLogin(thief, 'code.flow@example.com', code)).statusCode).toBe(401);
    await send(thief, 'code.flow@example.com');
    const thiefCode = await latestPin(db.database, 'demo', 'code.flow@example.com');
    if (thiefCode !== code) expect((await codeLogin(thief, 'code.flow@example.com', code)).statusCode).toBe(401);
    expect((await codeLogin(asker, 'code.flow.other@example.com', code)).statusCode).toBe(401);
    expect(await authIdOf(thief)).toBeNull();
    expect((await codeLogin(asker, 'code.flow@example.com', code)).statusCode).toBe(200);
    expect(await authIdOf(asker)).toBe(account.authId);
  });

  it('expires the code after 10 minutes', async () => {
    await member('code.expiry@example.com');
    const b = await browser();
    await send(b, 'code.expiry@example.com');
    const code = await latestPin(db.database, 'demo', 'code.expiry@example.com');
    clock.advance(10 * 60_000);
    const late = await codeLogin(b, 'code.expiry@example.com', code);
    expect(late.statusCode).toBe(401);
    expect(late.json<ApiErrorBody>().code).toBe('PIN_CODE_ERROR');
  });
});
