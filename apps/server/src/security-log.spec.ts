import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions } from './logger';
import { insertAccount } from './modules/account/accounts.repository';
import { enableFactor } from './modules/mfa/factors.repository';
import { sealOtpSecret } from './modules/mfa/otp-secret-seal';
import { newOtpSecret, totpCodeAt } from './modules/mfa/totp';
import { hashPassword } from './modules/password/password-hasher';
import { buildTestApp } from './test/app';
import { TestBrowser, testClock } from './test/browser';
import { createTestDatabase, type TestDatabase } from './test/database';

/**
 * ASVS 16.3.1 and 16.3.3: logins (failed and good, with the factor) and refusals (CSRF, guess limit,
 * validation) each leave a line an operator can search by account and by catalogue code.
 */
const PASSWORD = 'Passw0rdDemo';
type Line = Record<string, unknown> & { msg: string };

describe('security events in the log', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const written: string[] = [];
  const clock = testClock(new Date('2026-05-01T00:00:10Z'));
  const lines = (): Line[] =>
    written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
  /** The lines written since `from` (an index into {@link lines}). */
  const since = (from: number) => lines().slice(from);
  const completedWith = (from: number, refusal: string) =>
    since(from).filter((line) => line.msg === 'request completed' && line['refusal'] === refusal);

  const member = async (email: string, withOtp = false) => {
    const database = db.database.db;
    const account = await insertAccount(database, {
      storeId: 'demo',
      email,
      userId: null,
      passwordHash: await hashPassword(PASSWORD),
      phoneNumber: null,
      customAssociatedInfo: {},
      createdAt: clock.now(),
      passwordUpdatedAt: clock.now(),
    });
    const secret = newOtpSecret();
    if (withOtp) await enableFactor(database, account.id, 'OTP', clock.now(), await sealOtpSecret(database, secret));
    return { ...account, secret };
  };
  const login = (b: TestBrowser, email: string, password = PASSWORD) =>
    b.post('/login', { emailUserId: email, password, loginMethod: 'Password' });

  beforeAll(async () => {
    db = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }));
    app = await buildTestApp(db.database, {}, undefined, {
      now: clock.now,
      logger: { ...(options as object), stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('writes a failed and a good password login with the account', async () => {
    const account = await member('log.password@example.com');
    const b = await new TestBrowser(app, 'localhost', {}, '10.9.0.1').open();
    const from = lines().length;
    expect((await login(b, 'log.password@example.com', 'Wr0ngPassword')).statusCode).toBe(401);
    expect((await login(b, 'log.password@example.com')).statusCode).toBe(200);
    const events = since(from).filter((line) => line['authId'] === account.authId);
    expect(events.map((line) => line.msg)).toEqual(['login failed', 'logged in']);
    expect(written.join('')).not.toContain(PASSWORD);
  });

  it('writes the second factor refused and passed with its type', async () => {
    const account = await member('log.otp@example.com', true);
    const b = await new TestBrowser(app, 'localhost', {}, '10.9.0.2').open();
    const from = lines().length;
    await login(b, 'log.otp@example.com');
    const code = await totpCodeAt(account.secret, clock.now());
    await b.post('/zapi/login/multi-factor/otp', { value: code === '000000' ? '000001' : '000000' });
    expect((await b.post('/zapi/login/multi-factor/otp', { value: code })).json()).toEqual({ redirectTo: '/mypage' });
    const events = since(from).filter((line) => line['authId'] === account.authId);
    expect(events.map((line) => [line.msg, line['type'] ?? null])).toEqual([
      ['first factor passed: second factor asked', null],
      ['second factor refused', 'OTP'],
      ['logged in with a second factor', 'OTP'],
    ]);
  });

  it('marks each refusal with its catalogue code: CSRF, validation, the guess limit', async () => {
    await member('log.limit@example.com');
    const b = await new TestBrowser(app, 'localhost', {}, '10.9.0.3').open();
    const from = lines().length;
    expect((await b.post('/login', { emailUserId: 'x' }, { 'x-csrf-token': 'forged' })).statusCode).toBe(403);
    expect((await b.post('/login', { emailUserId: '', loginMethod: 'Password' })).statusCode).toBe(400);
    let answer;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answer = await login(b, 'log.limit@example.com', `Wr0ngPassword${attempt}`);
      if (answer.statusCode === 429) break;
    }
    expect(answer?.statusCode).toBe(429);
    expect(completedWith(from, 'CSRF_INVALID')).toHaveLength(1);
    expect(completedWith(from, 'VALIDATION_ERROR')).toHaveLength(1);
    expect(completedWith(from, 'TOO_MANY_REQUESTS')).toHaveLength(1);
    expect(completedWith(from, 'CSRF_INVALID')[0]).toMatchObject({ req: { method: 'POST', url: '/login' } });
  });
});
