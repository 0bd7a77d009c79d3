import type { ApiErrorBody, LoginScreenData, PasswordResetScreenData } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginHistory, loginThrottles, sessions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';
import { listOutbox } from '../mail/outbox.adapter';
import { hashPassword } from '../password/password-hasher';
import { LOGIN_THROTTLE_PER_ACCOUNT, LOGIN_THROTTLE_PER_CLIENT, RESET_ANSWER_FLOOR_MS } from './auth-policy';
import { deleteStaleThrottles, waitAfter } from './login-throttle';

const PASSWORD = 'Passw0rdDemo';
let ipCounter = 10;
const sessionCookie = (b: TestBrowser) => b.cookieValue('__Host-vs-session') ?? b.cookieValue('vs-session');
/** Each test its own client address, so the per-address limit of one test does not reach the next. */
const nextIp = () => `10.0.0.${ipCounter++}`;

describe('password login, logout and reset', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-05-01T00:00:00Z'));

  const member = async (email: string, userId: string | null = null, passwordHash?: string) =>
    insertAccount(db.database.db, {
      storeId: 'demo',
      email,
      userId,
      passwordHash: passwordHash ?? (await hashPassword(PASSWORD)),
      customAssociatedInfo: {},
      createdAt: clock.now(),
      passwordUpdatedAt: clock.now(),
    });
  const browser = (ip = nextIp(), headers: Record<string, string> = {}) =>
    new TestBrowser(app, 'localhost', headers, ip).open();
  const login = (b: TestBrowser, emailUserId: string, password: string, extra: Record<string, unknown> = {}) =>
    b.post('/login', { emailUserId, password, loginMethod: 'Password', ...extra });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('logs in by e-mail or user ID, rotates the session id, keeps the login time and writes the history', async () => {
    const account = await member('login.ok@example.com', 'loginok1');
    const b = await browser('10.1.0.1', {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
        `Chrome/126.0.0.0 Safari/537.36 ${'x'.repeat(600)}`,
    });
    const before = sessionCookie(b);
    const answer = await login(b, 'LOGIN.OK@example.com', PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirectTo: '/mypage' });
    expect(sessionCookie(b)).toBeDefined();
    expect(sessionCookie(b)).not.toBe(before);
    expect(b.cookieValue('__Host-vs-aid')).toBe(account.authId);
    const root = (await b.get('/zapi/internal/root/screen-data')).json<{ authId: string | null }>();
    expect(root.authId).toBe(account.authId);
    const [row] = await db.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.storeId, 'demo'))
      .orderBy(sessions.createdAt);
    expect(row).toBeDefined();

    const byUserId = await login(await browser(), 'loginok1', PASSWORD);
    expect(byUserId.statusCode).toBe(200);

    const history = await db.database.db.select().from(loginHistory).where(eq(loginHistory.accountId, account.id));
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      result: 'success',
      loginMethod: 'Password',
      identifier: 'LOGIN.OK@example.com',
      ip: '10.1.0.1',
      deviceType: 'pc',
      browser: 'Chrome',
      multiFactorRequested: false,
    });
    expect(history[0]?.userAgent).toHaveLength(500);
  });

  it('a logged-in member opening /login goes on; the login page data says what the store offers', async () => {
    const guest = await browser();
    const data = (await guest.screenData('/login')).json<LoginScreenData>();
    expect(data).toEqual({
      isEnabledUserId: true,
      isEnabledPassword: true,
      isEnabledAuthCode: true,
      isRecaptchaEnabled: false,
      botCheck: null,
      defaultLoginType: 'password',
      // The test store offers no identity provider (the external-identity specs add their stand-ins).
      userIdentifierList: [],
      returnTo: null,
      isStepUp: false,
    });
    expect(
      (await guest.get('/zapi/internal/login/screen-data?redirect=%2Fplans%2Fp1')).json<LoginScreenData>().returnTo,
    ).toBe('/plans/p1');
    await member('login.member@example.com');
    expect((await login(guest, 'login.member@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await guest.screenData('/login')).json()).toEqual({ redirectTo: '/mypage' });
  });

  it('says which pair was wrong by the kind of identifier, and asks for empty fields', async () => {
    await member('login.wrong@example.com', 'wronguser1');
    const b = await browser();
    const byEmail = await login(b, 'login.wrong@example.com', 'Wrong0000');
    expect(byEmail.statusCode).toBe(401);
    expect(byEmail.json<ApiErrorBody>()).toMatchObject({
      code: 'LOGIN_INVALID_EMAIL_OR_PASSWORD',
      message: 'メールアドレスまたはパスワードが正しくありません。',
    });
    const byUserId = await login(b, 'wronguser1', 'Wrong0000', {});
    expect(byUserId.json<ApiErrorBody>().code).toBe('LOGIN_INVALID_USER_ID_OR_PASSWORD');
    const unknown = await login(b, 'nobody@example.com', 'Wrong0000');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<ApiErrorBody>().code).toBe('LOGIN_INVALID_EMAIL_OR_PASSWORD');
    const empty = await login(b, '', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().fieldErrors).toEqual({
      emailUserId: 'validation:login.identifierRequired',
      password: 'validation:login.passwordRequired',
    });
    const history = await db.database.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.identifier, 'nobody@example.com'));
    expect(history).toMatchObject([{ result: 'LOGIN_INVALID_EMAIL_OR_PASSWORD', accountId: null }]);
  });

  it('takes the password exactly as typed: no case change, truncation or trimming (ASVS 6.2.8)', async () => {
    await member('login.exact@example.com');
    const b = await browser();
    const swapCase = [...PASSWORD].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
    for (const typed of [swapCase, `${PASSWORD}x`, PASSWORD.slice(0, -1), ` ${PASSWORD} `]) {
      expect((await login(b, 'login.exact@example.com', typed)).statusCode, typed).toBe(401);
    }
    expect((await login(b, 'login.exact@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('limits guesses per account with growing waits, no lockout, and a good password resets the count', async () => {
    await member('login.guess@example.com');
    const sequential = await browser();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await login(sequential, 'login.guess@example.com', `Wrong${i}000`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const refused = await login(await browser(), 'login.guess@example.com', PASSWORD);
    expect(refused.statusCode).toBe(429);
    // The real wait: 30 s after the fifth failure, none of it passed yet.
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json<ApiErrorBody>().message).toBe(
      'ログインの試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
    );
    // The wait grows with the failures but ends.
    expect(waitAfter(LOGIN_THROTTLE_PER_ACCOUNT, 5)).toBe(30_000);
    expect(waitAfter(LOGIN_THROTTLE_PER_ACCOUNT, 6)).toBe(60_000);
    expect(waitAfter(LOGIN_THROTTLE_PER_ACCOUNT, 99)).toBe(15 * 60_000);
    clock.advance(30_000);
    expect((await login(await browser(), 'login.guess@example.com', 'Wrong9000')).statusCode).toBe(401);
    expect((await login(await browser(), 'login.guess@example.com', PASSWORD)).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await login(await browser(), 'login.guess@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login(await browser(), 'login.guess@example.com', 'Wrong8000')).statusCode).toBe(401);
  });

  it('ends in a forced reset by mail after 100 consecutive failures, however long the attacker waits', async () => {
    await member('login.ceiling@example.com');
    const b = await browser();
    let failures = 0;
    for (let i = 0; i < 100; i++) {
      clock.advance(15 * 60_000);
      const answer = await login(b, 'login.ceiling@example.com', `Wrong${i}000`);
      if (answer.statusCode === 401) failures += 1;
    }
    expect(failures).toBe(100);
    const mails = await listOutbox(db.database.db, 'demo', { to: 'login.ceiling@example.com' });
    expect(mails).toHaveLength(1);
    // Waiting past the longest wait no longer helps, even with the right password, nor does the
    // stale-row sweep of a year later: the count is kept until the reset.
    clock.advance(20 * 60_000);
    expect((await login(b, 'login.ceiling@example.com', PASSWORD)).statusCode).toBe(429);
    await deleteStaleThrottles(db.database.db, new Date(clock.now().getTime() + 365 * 24 * 60 * 60_000));
    expect((await login(await browser(), 'login.ceiling@example.com', PASSWORD)).statusCode).toBe(429);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(
      (await b.post('/zapi/auth/password/reset', { token, password: 'NewPassw0rd', passwordConfirm: 'NewPassw0rd' }))
        .statusCode,
    ).toBe(200);
    // From another address (this one has spent its own tries), the new password works.
    expect((await login(await browser(), 'login.ceiling@example.com', 'NewPassw0rd')).statusCode).toBe(200);
  }, 60_000);

  it('forgets an identifier that names no account once its window has passed (none is kept for ever)', async () => {
    await member('login.kept@example.com');
    for (const email of ['nobody.here@example.com', 'login.kept@example.com'])
      expect((await login(await browser(), email, 'Wrong0000')).statusCode).toBe(401);
    const keys = async () =>
      (await db.database.db.select({ key: loginThrottles.key }).from(loginThrottles))
        .map((row) => row.key)
        .filter((key) => key.includes('nobody.here') || /:account:[0-9a-f-]{36}$/.test(key));
    expect((await keys()).some((key) => key.includes('nobody.here'))).toBe(true);
    await deleteStaleThrottles(db.database.db, new Date(clock.now().getTime() + 365 * 24 * 60 * 60_000));
    const left = await keys();
    expect(left.some((key) => key.includes('nobody.here'))).toBe(false);
    // The existing account's count stays: its ceiling counts consecutive failures, however far apart.
    expect(left.some((key) => /:account:[0-9a-f-]{36}$/.test(key))).toBe(true);
  });

  it('gives 50 parallel wrong guesses no more tries than 50 sequential ones', async () => {
    await member('login.parallel@example.com');
    const browsers = await Promise.all(Array.from({ length: 50 }, () => browser()));
    const answers = await Promise.all(browsers.map((b, i) => login(b, 'login.parallel@example.com', `Wrong${i}000`)));
    const tried = answers.filter((a) => a.statusCode === 401).length;
    expect(tried).toBe(LOGIN_THROTTLE_PER_ACCOUNT.freeFailures);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - tried);
  });

  it('limits guesses per client address across accounts', async () => {
    const b = await browser();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await login(b, `spray${i}@example.com`, 'Wrong0000')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('does not count good logins against the client address (one NAT address, many members)', async () => {
    await member('login.nat@example.com');
    const b = await browser();
    expect((await login(b, 'login.nat@example.com', 'Wrong0000')).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE_PER_CLIENT.freeFailures + 5; i++)
      statuses.push((await login(b, 'login.nat@example.com', PASSWORD)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
  }, 60_000);

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https:evil.com',
    '/%2F%2Fevil.com',
    'HTTPS://evil.com',
    '/%5Cevil.com',
    'javascript:alert(1)',
  ])('refuses the return target %s and goes to /plans', async (target) => {
    await member(`redir${ipCounter}@example.com`);
    const b = await browser();
    const answer = await login(b, `redir${ipCounter - 1}@example.com`, PASSWORD, { redirectTo: target });
    expect(answer.json()).toEqual({ redirectTo: '/mypage' });
    expect(
      (
        await (await browser()).get(`/zapi/internal/login/screen-data?redirect=${encodeURIComponent(target)}`)
      ).json<LoginScreenData>().returnTo,
    ).toBeNull();
  });

  it('follows a relative return target on our own origin', async () => {
    await member('redir.ok@example.com');
    const answer = await login(await browser(), 'redir.ok@example.com', PASSWORD, { redirectTo: '/plans/p1?x=1' });
    expect(answer.json()).toEqual({ redirectTo: '/plans/p1?x=1' });
  });

  it('rehashes a password hashed with older parameters at login', async () => {
    const old = await import('@node-rs/argon2').then((m) =>
      m.hash(PASSWORD, { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 }),
    );
    const account = await member('rehash@example.com', null, old);
    expect((await login(await browser(), 'rehash@example.com', PASSWORD)).statusCode).toBe(200);
    const [row] = await db.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('logout removes the session on the server and clears the cookies', async () => {
    await member('logout@example.com');
    const b = await browser();
    await login(b, 'logout@example.com', PASSWORD);
    const sid = sessionCookie(b);
    const answer = await b.post('/logout', {});
    expect(answer.statusCode).toBe(204);
    expect(answer.cookies.find((c) => c.name === '__Host-vs-aid')?.value).toBe('');
    // The old cookie no longer logs anybody in.
    const replay = await app.inject({
      url: '/zapi/internal/root/screen-data',
      headers: { host: 'localhost', cookie: `__Host-vs-session=${sid}; vs-session=${sid}` },
    });
    expect(replay.json<{ authId: string | null }>().authId).toBeNull();
    expect((await b.screenData('/logout')).json()).toEqual({ ok: true });
  });

  it('mails a single-use reset link, resets the password, ends other sessions; the new password logs in', async () => {
    const account = await member('reset@example.com');
    const elsewhere = await browser();
    await login(elsewhere, 'reset@example.com', PASSWORD);
    const b = await browser();
    const asked = await b.post('/zapi/auth/password/forgot', { email: 'Reset@example.com' });
    expect(asked.json()).toEqual({ redirectTo: '/password/forgot/complete' });
    const [mail] = await listOutbox(db.database.db, 'demo', { to: 'reset@example.com' });
    const token = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toHaveLength(22);
    expect(mail?.text).toContain('http://localhost/password/reset?token=');

    expect((await b.get(`/zapi/internal/password/reset/screen-data?token=${token}`)).json()).toEqual({
      passwordStrength: 'uppercase',
      tokenValid: true,
    } satisfies PasswordResetScreenData);
    expect(
      (await b.get(`/zapi/internal/newpassword/screen-data?token=${token}`)).json<PasswordResetScreenData>().tokenValid,
    ).toBe(true);
    expect(
      (
        await b.get('/zapi/internal/password/reset/screen-data?token=nonsense-token-value')
      ).json<PasswordResetScreenData>().tokenValid,
    ).toBe(false);

    const weak = await b.post('/zapi/auth/password/reset', {
      token,
      password: 'weakpass1',
      passwordConfirm: 'weakpass1',
    });
    expect(weak.json<ApiErrorBody>().fieldErrors).toEqual({ password: 'validation:password.needsUppercase' });
    const reused = await b.post('/zapi/auth/password/reset', { token, password: PASSWORD, passwordConfirm: PASSWORD });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_PASSWORD_REUSED',
      fieldErrors: { password: expect.any(String) },
    });

    const done = await b.post('/zapi/auth/password/reset', {
      token,
      password: 'NewPassw0rd',
      passwordConfirm: 'NewPassw0rd',
    });
    expect(done.json()).toEqual({ redirectTo: '/password/reset/complete' });
    const again = await b.post('/zapi/auth/password/reset', {
      token,
      password: 'OtherPassw0rd',
      passwordConfirm: 'OtherPassw0rd',
    });
    expect(again.json<ApiErrorBody>().code).toBe('INVALID_RESET_TOKEN');
    expect(
      (await b.get(`/zapi/internal/password/reset/screen-data?token=${token}`)).json<PasswordResetScreenData>()
        .tokenValid,
    ).toBe(false);

    const [notice] = await listOutbox(db.database.db, 'demo', { to: 'reset@example.com' });
    expect(notice?.subject).toBe('【デモビデオストア】パスワードが変更されました');
    const left = await db.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.storeId, 'demo')));
    expect(left.some((s) => (s.data as { accountId?: string }).accountId === account.id)).toBe(false);
    expect((await login(await browser(), 'reset@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login(await browser(), 'reset@example.com', 'NewPassw0rd')).statusCode).toBe(200);
  });

  it('answers a member and an unknown address no sooner than the same floor, whatever each path does', async () => {
    await member('reset.timing@example.com');
    const b = await browser();
    for (const email of ['reset.timing@example.com', 'unknown.timing@example.com', 'reset.timing@example.com']) {
      const startedAt = performance.now();
      const answer = await b.post('/zapi/auth/password/forgot', { email });
      expect(answer.json()).toEqual({ redirectTo: '/password/forgot/complete' });
      expect(performance.now() - startedAt, email).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 1);
    }
    expect(await listOutbox(db.database.db, 'demo', { to: 'reset.timing@example.com' })).toHaveLength(2);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const b = await browser();
    const answer = await b.post('/zapi/auth/password/forgot', { email: 'unknown.reset@example.com' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirectTo: '/password/forgot/complete' });
    expect(await listOutbox(db.database.db, 'demo', { to: 'unknown.reset@example.com' })).toHaveLength(0);
    const invalid = await b.post('/zapi/auth/password/forgot', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
  });

  it('expires reset links after 30 minutes', async () => {
    await member('reset.expiry@example.com');
    const b = await browser();
    await b.post('/zapi/auth/password/forgot', { email: 'reset.expiry@example.com' });
    const [mail] = await listOutbox(db.database.db, 'demo', { to: 'reset.expiry@example.com' });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    clock.advance(30 * 60_000 + 1);
    expect(
      (await b.get(`/zapi/internal/password/reset/screen-data?token=${token}`)).json<PasswordResetScreenData>()
        .tokenValid,
    ).toBe(false);
    const late = await b.post('/zapi/auth/password/reset', {
      token,
      password: 'NewPassw0rd',
      passwordConfirm: 'NewPassw0rd',
    });
    expect(late.json<ApiErrorBody>().code).toBe('INVALID_RESET_TOKEN');
  });

  it('rate-limits reset mails per address', async () => {
    await member('reset.limit@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await (await browser()).post('/zapi/auth/password/forgot', { email: 'reset.limit@example.com' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
