import {
  accountIdentifierCookieName,
  endpoints,
  csrfCookieName,
  hostCookieName,
  type AccountPinScreenData,
  type ApiErrorBody,
  type WithdrawScreenData,
} from '@vs/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountFactors,
  accountIdentities,
  accounts,
  loginHistory,
  mailOutbox,
  oneTimeCodes,
  rateLimits,
  sessions,
  signupFlows,
  smsOutbox,
  subscriptions,
  withdrawals,
} from '../../db/schema';
import { buildTestApp, testConfig } from '../../test/app';
import { pinOfMailText, TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { demoForm, reachDemoForm } from '../../test/signup-fixtures';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { listOutbox } from '../mail/outbox.adapter';
import { trustedDeviceCookieName } from '../mfa/trusted-devices';
import { sessionCookieName } from '../session/session-policy';

const answers = { reason: '料金が高い', improvements: '', usedFeatures: ['見放題', 'テレビで視聴'] };

describe('withdrawal', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-05-01T00:00:00Z'));

  const latestCode = async (to: string) =>
    pinOfMailText((await listOutbox(db.database.db, 'demo', { to }))[0]?.text ?? '') ?? '';
  const confirm = (b: TestBrowser, body: Record<string, unknown> = { consent: true, surveyAnswers: answers }) =>
    b.post(endpoints.withdrawConfirm.path, body);
  const contract = (accountId: string, status: string) =>
    db.database.db
      .insert(subscriptions)
      .values({ storeId: 'demo', accountId, planId: 'monthly', status })
      .returning({ id: subscriptions.id });
  const clearedCookie = (response: LightMyRequestResponse, name: string) =>
    response.cookies.find(
      (cookie) =>
        cookie.name === name &&
        cookie.value === '' &&
        cookie.expires !== undefined &&
        cookie.expires.getTime() <= Date.now(),
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sends guests to the login, refuses their calls, and shows the completion page to anyone', async () => {
    const guest = await new TestBrowser(app).open();
    expect((await guest.screenData('/withdraw')).json()).toEqual({ redirectTo: '/login?redirect=%2Fwithdraw' });
    expect((await guest.screenData('/withdraw/pin-code')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fwithdraw%2Fpin-code',
    });
    expect((await guest.screenData('/withdraw/complete')).json()).toEqual({ ok: true });
    expect((await confirm(guest)).statusCode).toBe(401);
    expect((await guest.post(endpoints.withdraw.path, { pinCode: '123456' })).statusCode).toBe(401);
  });

  it("checks the consent and the store's survey with the shared rules", async () => {
    const { browser } = await loggedInMember(app, db, 'survey@example.com');
    const screen = (await browser.screenData('/withdraw')).json<WithdrawScreenData>();
    expect(screen.isUnderContract).toBe(false);
    expect(screen.survey?.questions.map((q) => q.questionId)).toEqual(['reason', 'improvements', 'usedFeatures']);

    const empty = await confirm(browser, { consent: false, surveyAnswers: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().fieldErrors).toEqual({
      consent: 'validation:withdrawal.consentRequired',
      'surveyAnswers.reason': 'validation:survey.selectRequired',
      'surveyAnswers.usedFeatures': 'validation:survey.selectRequired',
    });
    const wrong = await confirm(browser, {
      consent: true,
      surveyAnswers: {
        reason: '他社',
        improvements: 'x'.repeat(301),
        usedFeatures: ['見放題', 'レンタル', 'お気に入り', 'ダウンロード再生'],
      },
    });
    expect(wrong.json<ApiErrorBody>().fieldErrors).toEqual({
      'surveyAnswers.reason': 'validation:generic.invalid',
      'surveyAnswers.improvements': 'validation:survey.tooLong',
      'surveyAnswers.usedFeatures': 'validation:survey.tooMany?max=3',
    });
    expect(await listOutbox(db.database.db, 'demo', { to: 'survey@example.com' })).toHaveLength(0);
    expect((await browser.screenData('/withdraw/pin-code')).json()).toEqual({ redirectTo: '/withdraw' });
    expect((await browser.post(endpoints.withdraw.path, { pinCode: '123456' })).json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      redirectTo: '/withdraw',
    });
  });

  it('is refused while a plan is under contract, also when the contract comes after the confirmation', async () => {
    const { member, browser } = await loggedInMember(app, db, 'contract@example.com');
    const [row] = await contract(member.id, 'CANCEL_REQUEST');
    expect((await browser.screenData('/withdraw')).json<WithdrawScreenData>().isUnderContract).toBe(true);
    const blocked = await confirm(browser);
    expect(blocked.json<ApiErrorBody>()).toMatchObject({
      status: 409,
      code: 'WITHDRAWAL_BLOCKED',
      message: 'ご契約中のプランがあるため退会できません。プランを解約してから、もう一度お試しください。',
    });
    const english = await browser.post(
      endpoints.withdrawConfirm.path,
      { consent: true, surveyAnswers: answers },
      { cookie: 'vs-lang=en' },
    );
    expect(english.json<ApiErrorBody>()).toMatchObject({
      status: 409,
      code: 'WITHDRAWAL_BLOCKED',
      message: 'You cannot withdraw while a plan is under contract. Cancel the plan first, then try again.',
    });

    await db.database.db
      .update(subscriptions)
      .set({ status: 'CANCELLED' })
      .where(eq(subscriptions.id, row?.id ?? ''));
    expect((await browser.screenData('/withdraw')).json<WithdrawScreenData>().isUnderContract).toBe(false);
    expect((await confirm(browser)).json()).toEqual({ redirectTo: '/withdraw/pin-code' });
    await contract(member.id, 'NEW_TRIAL_CONTRACT');
    const late = await browser.post(endpoints.withdraw.path, { pinCode: await latestCode('contract@example.com') });
    expect(late.json<ApiErrorBody>().code).toBe('WITHDRAWAL_BLOCKED');
    expect(await db.database.db.select().from(accounts).where(eq(accounts.id, member.id))).toHaveLength(1);
  });

  it('closes the account by PIN: nothing personal left, browser logged out, address can sign up again', async () => {
    const email = 'leaving@example.com';
    const { member, browser } = await loggedInMember(app, db, email);
    const other = await new TestBrowser(app, 'localhost', {}, '10.8.0.9').open();
    expect(
      (await other.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' })).statusCode,
    ).toBe(200);
    // A failed login under the address from before the account existed names the member too.
    await db.database.db.insert(loginHistory).values({
      storeId: 'demo',
      accountId: null,
      at: clock.now(),
      result: 'LOGIN_INVALID_EMAIL_OR_PASSWORD',
      identifier: 'Leaving@example.com',
      loginMethod: 'Password',
      ip: '10.8.0.1',
      userAgent: 'test',
    });

    // A linked identity of another service goes with the account (it could log nobody in again).
    await db.database.db.insert(accountIdentities).values({
      accountId: member.id,
      storeId: 'demo',
      type: 'Google',
      issuer: 'https://accounts.example',
      subject: 'leaving-google',
      linkedAt: clock.now(),
    });

    expect((await confirm(browser)).json()).toEqual({ redirectTo: '/withdraw/pin-code' });
    const [pinMail] = await listOutbox(db.database.db, 'demo', { to: email });
    expect(pinMail?.subject).toBe('【デモビデオストア】退会手続きの認証コード');
    expect((await browser.screenData('/withdraw/pin-code')).json<AccountPinScreenData>()).toEqual({
      email,
      resendAvailableInSeconds: 30,
    });
    // Confirming again at once keeps the PIN just sent; a resend waits for the countdown.
    expect((await confirm(browser)).json()).toEqual({ redirectTo: '/withdraw/pin-code' });
    expect(await listOutbox(db.database.db, 'demo', { to: email })).toHaveLength(1);
    expect((await browser.post(endpoints.accountEmailSendPin.path, { email, type: 'resend' })).statusCode).toBe(429);
    clock.advance(30_000);
    expect((await browser.post(endpoints.accountEmailSendPin.path, { email, type: 'resend' })).statusCode).toBe(204);
    const code = await latestCode(email);
    const wrong = await browser.post(endpoints.withdraw.path, { pinCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.json<ApiErrorBody>()).toMatchObject({
      status: 400,
      code: 'PIN_CODE_ERROR',
      fieldErrors: { pinCode: '認証に失敗しました。' },
    });

    // Counters of this address: this store's go with the member, another store's member keeps theirs.
    const counters = [`signup-send:email:demo:${email}`, `signup-send:email:second:${email}`];
    await db.database.db
      .insert(rateLimits)
      .values(counters.map((key) => ({ key, windowStart: clock.now(), count: 1 })));
    const done = await browser.post(endpoints.withdraw.path, { pinCode: code });
    expect(done.json()).toEqual({ redirectTo: '/withdraw/complete' });
    const { secureCookies } = testConfig();
    for (const name of [
      sessionCookieName(secureCookies),
      hostCookieName(csrfCookieName, secureCookies),
      hostCookieName(accountIdentifierCookieName, secureCookies),
      trustedDeviceCookieName(secureCookies),
    ])
      expect(clearedCookie(done, name), name).toBeDefined();

    const stored = await db.database.db.select().from(withdrawals).where(eq(withdrawals.withdrawnAt, clock.now()));
    expect(stored).toEqual([
      { id: expect.any(Number), storeId: 'demo', surveyAnswers: answers, withdrawnAt: clock.now() },
    ]);
    expect(await db.database.db.select().from(accounts).where(eq(accounts.id, member.id))).toEqual([]);
    const leftovers = await db.database.db.execute(sql`select
      (select count(*) from ${sessions} where ${sessions.data}::text like ${`%${member.id}%`})::int as sessions,
      (select count(*) from ${oneTimeCodes} where ${oneTimeCodes.accountId} = ${member.id})::int as codes,
      (select count(*) from ${accountIdentities}
        where ${accountIdentities.subject} = 'leaving-google')::int as identities,
      (select count(*) from ${loginHistory}
        where ${loginHistory.accountId} = ${member.id} or lower(${loginHistory.identifier}) = ${email})::int as history,
      (select count(*) from ${rateLimits} where strpos(${rateLimits.key}, ${member.id}) > 0)::int as limits`);
    expect((leftovers as unknown as { rows: unknown[] }).rows).toEqual([
      { sessions: 0, codes: 0, identities: 0, history: 0, limits: 0 },
    ]);
    expect(
      (
        await db.database.db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, counters))
      ).map(({ key }) => key),
    ).toEqual([counters[1]]);

    expect((await browser.screenData('/withdraw/complete')).json()).toEqual({ ok: true });
    expect((await browser.screenData('/mypage/email/edit')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fmypage%2Femail%2Fedit',
    });
    expect((await other.screenData('/mypage/email/edit')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fmypage%2Femail%2Fedit',
    });
    const oldPassword = await new TestBrowser(app, 'localhost', {}, '10.8.0.10').open();
    expect(
      (
        await oldPassword.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' })
      ).json<ApiErrorBody>().code,
    ).toBe('LOGIN_INVALID_EMAIL_OR_PASSWORD');

    const again = await reachDemoForm(app, db.database, email, '10.8.0.11');
    expect((await again.post(endpoints.signup.path, demoForm({ userId: 'leaving01' }))).statusCode).toBe(200);
  });

  it('leaves no abandoned sign-up, guest session holding the address, or mail and SMS outbox row behind', async () => {
    const email = 'leaving.traces@example.com';
    const phoneNumber = '09011112222';
    // The SMS factor keeps the number it proved, which may differ from the profile's.
    const factorNumber = '09033334444';
    const { browser, member } = await loggedInMember(app, db, email, { phoneNumber });
    await db.database.db
      .insert(accountFactors)
      .values({ accountId: member.id, type: 'SMS', enabledAt: clock.now(), phoneNumber: factorNumber });
    const later = new Date(clock.now().getTime() + 3_600_000);
    // A sign-up of the address abandoned in this store (another store's is another person's business).
    await db.database.db.insert(signupFlows).values([
      { storeId: 'demo', email: 'Leaving.Traces@example.com', createdAt: clock.now(), expiresAt: later },
      { storeId: 'second', email, createdAt: clock.now(), expiresAt: later },
    ]);
    // A guest asked for a login code to the address and went no further: the session holds it.
    const guest = await new TestBrowser(app, 'localhost', {}, '10.8.0.20').open();
    expect((await guest.post('/login/code', { email })).statusCode).toBe(200);
    await db.database.db.insert(smsOutbox).values([
      { storeId: 'demo', to: phoneNumber, body: '【デモ】認証コード: 123456' },
      { storeId: 'demo', to: factorNumber, body: '【デモ】認証コード: 654321' },
    ]);

    expect((await confirm(browser)).json()).toEqual({ redirectTo: '/withdraw/pin-code' });
    expect((await browser.post(endpoints.withdraw.path, { pinCode: await latestCode(email) })).json()).toEqual({
      redirectTo: '/withdraw/complete',
    });

    const left = await db.database.db.execute(sql`select
      (select count(*) from ${signupFlows}
        where ${signupFlows.storeId} = 'demo' and lower(${signupFlows.email}) = ${email})::int as flows,
      (select count(*) from ${signupFlows} where ${signupFlows.storeId} = 'second')::int as "otherStoreFlows",
      (select count(*) from ${sessions} where lower(${sessions.data}::text) like ${`%${email}%`})::int as sessions,
      (select count(*) from ${mailOutbox} where lower(${mailOutbox.toAddress}) = ${email})::int as mails,
      (select count(*) from ${smsOutbox} where ${smsOutbox.to} in (${phoneNumber}, ${factorNumber}))::int as texts`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([
      { flows: 0, otherStoreFlows: 1, sessions: 0, mails: 0, texts: 0 },
    ]);
  });
});
