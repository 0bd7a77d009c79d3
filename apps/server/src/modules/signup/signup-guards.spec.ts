import type { ApiErrorBody, SignupEmailScreenData } from '@vs/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signupFlows } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { TestBrowser, latestPin, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { demoConsents, demoForm, reachDemoForm } from '../../test/signup-fixtures';
import { listOutbox } from '../mail/outbox.adapter';

const MINUTE = 60_000;

describe('sign-up guards', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  // Starts after the seed's policy revisions were published, so the policies are in force from the first test.
  const clock = testClock(new Date(Date.now() + MINUTE));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  let ipCounter = 0;
  /** Each test its own client address, so per-address limits of one test do not leak into another. */
  const newIp = () => `10.0.0.${++ipCounter}`;

  async function atPinStep(email: string, ip = newIp()): Promise<TestBrowser> {
    const browser = await new TestBrowser(app, 'localhost', {}, ip).open();
    await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
    const sent = await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
    expect(sent.statusCode).toBe(200);
    return browser;
  }

  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  describe('PIN codes', () => {
    it('refuses a wrong code with PIN_CODE_ERROR, then takes the right one', async () => {
      const browser = await atPinStep('wrong-then-right@example.com');
      const pin = await latestPin(db.database, 'demo', 'wrong-then-right@example.com');
      const wrong = await browser.post('/zapi/signup/pin-code', { pinCode: wrongPin(pin) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ApiErrorBody>()).toMatchObject({ code: 'PIN_CODE_ERROR', message: '認証に失敗しました。' });
      expect(wrong.json<ApiErrorBody>().fieldErrors).toBeUndefined();
      const english = await browser.post('/zapi/signup/pin-code', { pinCode: wrongPin(pin) }, { cookie: 'vs-lang=en' });
      expect(english.json<ApiErrorBody>().message).toBe('Authentication failed.');
      expect((await browser.post('/zapi/signup/pin-code', { pinCode: pin })).json()).toEqual({
        redirectTo: '/signup/form',
      });
    });

    it('validates the code with the lib’s schema', async () => {
      const browser = await atPinStep('format@example.com');
      const response = await browser.post('/zapi/signup/pin-code', { pinCode: '12a' });
      expect(response.json<ApiErrorBody>()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fieldErrors: { pinCode: 'validation:pinCode.halfWidth' },
      });
      const empty = await browser.post('/zapi/signup/pin-code', {});
      expect(empty.json<ApiErrorBody>().fieldErrors).toEqual({ pinCode: 'validation:pinCode.required' });
    });

    it('kills the code after 5 wrong tries, even the right one; a new code works', async () => {
      const email = 'five-tries@example.com';
      const browser = await atPinStep(email);
      const pin = await latestPin(db.database, 'demo', email);
      for (let i = 0; i < 5; i++)
        expect((await browser.post('/zapi/signup/pin-code', { pinCode: wrongPin(pin) })).statusCode).toBe(400);
      const dead = await browser.post('/zapi/signup/pin-code', { pinCode: pin });
      expect(dead.json<ApiErrorBody>().code).toBe('PIN_CODE_ERROR');
      clock.advance(31_000);
      expect(
        (await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] })).statusCode,
      ).toBe(200);
      const fresh = await latestPin(db.database, 'demo', email);
      expect((await browser.post('/zapi/signup/pin-code', { pinCode: fresh })).json()).toEqual({
        redirectTo: '/signup/form',
      });
    });

    it('compares at most 5 of 50 parallel guesses (atomic try counting)', async () => {
      const email = 'parallel-guess@example.com';
      const browser = await atPinStep(email);
      const pin = await latestPin(db.database, 'demo', email);
      const guesses = Array.from({ length: 50 }, (_, i) => String((Number(pin) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(guesses.map((pinCode) => browser.post('/zapi/signup/pin-code', { pinCode })));
      expect(answers.every((answer) => answer.json<ApiErrorBody>().code === 'PIN_CODE_ERROR')).toBe(true);
      const [flow] = await db.database.db
        .select()
        .from(signupFlows)
        .where(sql`lower(${signupFlows.email}) = ${email}`);
      expect(flow?.pinTries).toBe(5);
      expect(flow?.pinFailures).toBe(50);
      expect((await browser.post('/zapi/signup/pin-code', { pinCode: pin })).json<ApiErrorBody>().code).toBe(
        'PIN_CODE_ERROR',
      );
    });

    it('expires a code after 60 minutes', async () => {
      const email = 'expiry@example.com';
      const browser = await atPinStep(email);
      const pin = await latestPin(db.database, 'demo', email);
      clock.advance(60 * MINUTE + 1000);
      expect((await browser.post('/zapi/signup/pin-code', { pinCode: pin })).json<ApiErrorBody>().code).toBe(
        'PIN_CODE_ERROR',
      );
    });

    it('keeps a code valid just inside its 60 minutes', async () => {
      const email = 'inside@example.com';
      const browser = await atPinStep(email);
      const pin = await latestPin(db.database, 'demo', email);
      clock.advance(59 * MINUTE);
      expect((await browser.post('/zapi/signup/pin-code', { pinCode: pin })).json()).toEqual({
        redirectTo: '/signup/form',
      });
    });

    it('says the sign-up timed out when its flow expired under a live session, and restarts it', async () => {
      const email = 'timeout@example.com';
      const browser = await atPinStep(email);
      const pin = await latestPin(db.database, 'demo', email);
      await db.database.db
        .update(signupFlows)
        .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
        .where(eq(signupFlows.email, email));
      const late = await browser.post('/zapi/signup/pin-code', { pinCode: pin });
      expect(late.statusCode).toBe(409);
      expect(late.json<ApiErrorBody>()).toMatchObject({
        code: 'SIGNUP_TIMEOUT',
        flowError: true,
        redirectTo: '/signup',
        message: '登録の有効時間が過ぎました。お手数ですが、最初からやり直してください。',
      });
      const form = await browser.post('/zapi/signup', { password: 'x' }, { cookie: 'vs-lang=en' });
      expect(form.json<ApiErrorBody>()).toMatchObject({ code: 'SIGNUP_TIMEOUT', redirectTo: '/signup' });
      expect(form.json<ApiErrorBody>().message).toBe('The time allowed for signing up has passed. Please start again.');
    });

    it('answers a PIN posted before any was sent with a flow error back to the e-mail step', async () => {
      const browser = await new TestBrowser(app).open();
      const response = await browser.post('/zapi/signup/pin-code', { pinCode: '123456' });
      expect(response.json<ApiErrorBody>()).toMatchObject({
        code: 'INVALID_SESSION_FLOW',
        flowError: true,
        redirectTo: '/signup/email',
      });
    });
  });

  describe('sending', () => {
    it('accepts a resend without consents on a store that asks for them on the e-mail step', async () => {
      const browser = await new TestBrowser(app, 'second.localhost').open();
      const [terms] = (await browser.screenData('/signup/email')).json<SignupEmailScreenData>().policies;
      const email = 'resend-second@example.com';
      const consent = [{ policyId: terms?.policyId, revision: terms?.revision, key: 'terms' }];
      expect(
        (await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: consent })).statusCode,
      ).toBe(200);
      clock.advance(31_000);
      const resend = await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
      expect(resend.json()).toEqual({ redirectTo: '/signup/pin-code' });
      expect(
        (
          await browser.post('/zapi/signup/pin-code', { pinCode: await latestPin(db.database, 'second', email) })
        ).json(),
      ).toEqual({ redirectTo: '/signup/form' });
    });

    it('refuses a resend within 30 s of the last send, and counts the wait down on the PIN page', async () => {
      const email = 'resend@example.com';
      const browser = await atPinStep(email);
      clock.advance(10_000);
      expect((await browser.screenData('/signup/pin-code')).json()).toMatchObject({ resendAvailableInSeconds: 20 });
      const early = await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
      expect(early.statusCode).toBe(429);
      expect(early.json<ApiErrorBody>().code).toBe('TOO_MANY_REQUESTS');
      expect(early.headers['retry-after']).toBe('20');
      const first = await latestPin(db.database, 'demo', email);
      clock.advance(20_000);
      expect(
        (
          await browser.post('/zapi/signup/email', {
            type: 'signUp',
            email: email.toUpperCase(),
            policyConsentData: [],
          })
        ).statusCode,
      ).toBe(200);
      expect((await browser.screenData('/signup/pin-code')).json()).toMatchObject({ resendAvailableInSeconds: 30 });
      // The newest code replaces the earlier one.
      const second = await latestPin(db.database, 'demo', email.toUpperCase());
      if (second !== first)
        expect((await browser.post('/zapi/signup/pin-code', { pinCode: first })).statusCode).toBe(400);
      expect((await browser.post('/zapi/signup/pin-code', { pinCode: second })).statusCode).toBe(200);
    });

    it('resends from the PIN page without consents on a store that asks for them on the e-mail step', async () => {
      const browser = await new TestBrowser(app, 'second.localhost', {}, newIp()).open();
      const terms = (await browser.screenData('/signup/email')).json<{ policies: { policyId: string }[] }>()
        .policies[0];
      const email = 'second-resend@example.com';
      const consent = [{ policyId: terms?.policyId, revision: 1, key: 'terms' }];
      expect(
        (await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: consent })).statusCode,
      ).toBe(200);
      clock.advance(31_000);
      expect(
        (await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] })).statusCode,
      ).toBe(200);
      expect(await listOutbox(db.database.db, 'second', { to: email })).toHaveLength(2);
    });

    it('sends one mail for two parallel resends', async () => {
      const email = 'double-resend@example.com';
      const browser = await atPinStep(email);
      clock.advance(31_000);
      const answers = await Promise.all(
        [1, 2].map(() => browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
      expect(await listOutbox(db.database.db, 'demo', { to: email })).toHaveLength(2);
    });

    it('limits sends to 5 per e-mail address in 10 minutes, across flows', async () => {
      const email = 'limit-email@example.com';
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const browser = await new TestBrowser(app, 'localhost', {}, newIp()).open();
        await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
        answers.push(await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
      // Retry when the 10-minute window that opened with the first send closes.
      expect(answers[5]?.headers['retry-after']).toBe('600');
      clock.advance(10 * MINUTE + 1000);
      const later = await atPinStep(email);
      expect((await later.screenData('/signup/pin-code')).statusCode).toBe(200);
    });

    it('limits sends to 10 per e-mail address a day, across flows', async () => {
      const email = 'daily-send@example.com';
      const answers = [];
      for (let i = 0; i < 11; i++) {
        const browser = await new TestBrowser(app, 'localhost', {}, newIp()).open();
        await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
        answers.push(await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] }));
        clock.advance(3 * MINUTE); // never 5 in one 10-minute window: only the day's limit is left
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([...Array<number>(10).fill(200), 429]);
      expect(answers[10]?.json<ApiErrorBody>()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
      });
      // Retry when the day that opened with the first send is over.
      expect(answers[10]?.headers['retry-after']).toBe(String(24 * 60 * 60 - 30 * 60));
    });

    it('stops sending to an address after 20 wrong PINs in a day, across flows', async () => {
      const email = 'daily-guess@example.com';
      for (let flow = 0; flow < 4; flow++) {
        const browser = await atPinStep(email);
        const pin = await latestPin(db.database, 'demo', email);
        for (let i = 0; i < 5; i++)
          expect((await browser.post('/zapi/signup/pin-code', { pinCode: wrongPin(pin) })).statusCode).toBe(400);
      }
      clock.advance(10 * MINUTE + 1000); // past the 10-minute send limit
      const browser = await new TestBrowser(app, 'localhost', {}, newIp()).open();
      await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
      const send = await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
      expect(send.statusCode).toBe(429);
      expect(send.json<ApiErrorBody>().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(send.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect(await listOutbox(db.database.db, 'demo', { to: email })).toHaveLength(4);
      clock.advance(24 * 60 * MINUTE);
      expect((await atPinStep(email).then((b) => b.screenData('/signup/pin-code'))).statusCode).toBe(200);
    });

    it('limits sends to 30 per client address in 10 minutes', async () => {
      const browser = await new TestBrowser(app, 'localhost', {}, '10.9.9.9').open();
      await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) {
        codes.push(
          (
            await browser.post('/zapi/signup/email', {
              type: 'signUp',
              email: `ip-${i}@example.com`,
              policyConsentData: [],
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
      expect(codes[30]).toBe(429);
    });

    it('answers a duplicate e-mail (any case) with ACCOUNT_ALREADY_EXISTS_EMAIL and its message', async () => {
      const browser = await reachDemoForm(app, db.database, 'taken@example.com', newIp());
      expect((await browser.post('/zapi/signup', demoForm({ userId: 'takenuser1' }))).statusCode).toBe(200);
      const other = await new TestBrowser(app, 'localhost', {}, newIp()).open();
      await other.post('/zapi/signup/policy', { policyConsentData: demoConsents });
      const duplicate = await other.post('/zapi/signup/email', {
        type: 'signUp',
        email: 'TAKEN@example.com',
        policyConsentData: [],
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json<ApiErrorBody>()).toMatchObject({
        code: 'ACCOUNT_ALREADY_EXISTS_EMAIL',
        message: 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
        fieldErrors: { email: 'validation:email.alreadyInUse' },
      });
      // Another store is another member list.
      const second = await new TestBrowser(app, 'second.localhost', {}, newIp()).open();
      const terms = (await second.screenData('/signup/email')).json<{ policies: { policyId: string }[] }>().policies[0];
      const elsewhere = await second.post('/zapi/signup/email', {
        type: 'signUp',
        email: 'taken@example.com',
        policyConsentData: [{ policyId: terms?.policyId, revision: 1, key: 'terms' }],
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('requires every current policy at its current revision on the policy step', async () => {
      const browser = await new TestBrowser(app, 'localhost', {}, newIp()).open();
      const old = await browser.post('/zapi/signup/policy', {
        policyConsentData: [demoConsents[0], { ...demoConsents[1], revision: 1 }],
      });
      expect(old.statusCode).toBe(400);
      expect(old.json<ApiErrorBody>().fieldErrors).toEqual({ privacy: 'validation:policy.required' });
      const none = await browser.post('/zapi/signup/policy', {});
      expect(none.json<ApiErrorBody>().fieldErrors).toEqual({
        terms: 'validation:policy.required',
        privacy: 'validation:policy.required',
      });
    });
  });

  describe('the form', () => {
    it('answers a taken user ID with ACCOUNT_ALREADY_EXISTS_USER_ID', async () => {
      const first = await reachDemoForm(app, db.database, 'uid-first@example.com', newIp());
      expect((await first.post('/zapi/signup', demoForm({ userId: 'sameUser1' }))).statusCode).toBe(200);
      const second = await reachDemoForm(app, db.database, 'uid-second@example.com', newIp());
      const taken = await second.post('/zapi/signup', demoForm({ userId: 'sameUser1' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ApiErrorBody>()).toMatchObject({
        code: 'ACCOUNT_ALREADY_EXISTS_USER_ID',
        message: 'このユーザIDは既に使用されています。別のユーザIDを登録してください。',
        fieldErrors: { userId: 'validation:userId.alreadyInUse' },
      });
      // IDs are case-sensitive (the validation lib's rule).
      expect((await second.post('/zapi/signup', demoForm({ userId: 'SAMEUSER1' }))).statusCode).toBe(200);
    });

    it('answers ACCOUNT_ALREADY_EXISTS_EMAIL when the address was registered meanwhile', async () => {
      const email = 'meanwhile@example.com';
      const slow = await reachDemoForm(app, db.database, email, newIp());
      clock.advance(31_000);
      const fast = await reachDemoForm(app, db.database, email, newIp());
      expect((await fast.post('/zapi/signup', demoForm({ userId: 'fastuser1' }))).statusCode).toBe(200);
      const late = await slow.post('/zapi/signup', demoForm({ userId: 'slowuser1' }));
      expect(late.json<ApiErrorBody>().code).toBe('ACCOUNT_ALREADY_EXISTS_EMAIL');
    });

    it('makes exactly one account from 50 parallel submits of one flow', async () => {
      const email = 'fifty@example.com';
      const browser = await reachDemoForm(app, db.database, email, newIp());
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => browser.post('/zapi/signup', demoForm({ userId: 'fiftyuser' }))),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => s < 500)).toBe(true);
      const [row] = await db.database.db
        .select({ n: count() })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email}`);
      expect(row?.n).toBe(1);
    });

    it('makes one account from two flows racing with one address', async () => {
      const email = 'race@example.com';
      const a = await reachDemoForm(app, db.database, email, newIp());
      clock.advance(31_000);
      const b = await reachDemoForm(app, db.database, email, newIp());
      const answers = await Promise.all([
        a.post('/zapi/signup', demoForm({ userId: 'raceuserA' })),
        b.post('/zapi/signup', demoForm({ userId: 'raceuserB' })),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await db.database.db.select({ n: count() }).from(accounts).where(eq(accounts.email, email));
      expect(row?.n).toBe(1);
    });
  });
});
