import { readFileSync } from 'node:fs';
import { endpoints, type ApiErrorBody, type DevSmsOutbox, type LoginMultiFactorEntryScreenData } from '@vs/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestBrowser, testClock } from '../../test/browser';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { listOutbox } from '../mail/outbox.adapter';
import { STEP_UP_WINDOW_MINUTES } from '../member/step-up';
import { MFA_ENABLE_SMS_PER_NUMBER } from './account-mfa-policy';
import { enabledFactorsOf, enableFactor } from '../mfa/factors.repository';
import { checkOneTimeCode, issueOneTimeCode } from '../mfa/one-time-codes';

const OLD = '09012345678';
const NEW = '08098765432';
const CHANGED_SUBJECT = '【デモビデオストア】SMS認証の電話番号が変更されました';

/**
 * The SMS factor's number belongs to the factor. It is set only by proving a code sent to
 * it (a step-up protected call, noticed by mail); the profile's phone number is not where codes go.
 */
describe('the SMS factor keeps its own proved number', () => {
  const clock = testClock(new Date('2026-05-01T00:00:10Z'));
  const t = useTestApp({}, { now: clock.now });
  const enable = (b: TestBrowser, body: Record<string, unknown>) => b.post(endpoints.enableMultiFactor.path, body);
  const texts = async (b: TestBrowser, to: string) =>
    (await b.get(`${endpoints.devSmsJson.path}?to=${to}`)).json<DevSmsOutbox>().messages;
  const latestCode = async (b: TestBrowser, to: string) => /(\d{6})/.exec((await texts(b, to))[0]?.body ?? '')?.[1];
  const smsNumberOf = async (accountId: string) =>
    (await enabledFactorsOf(t.db.database.db, accountId)).find((factor) => factor.type === 'SMS')?.phoneNumber;

  /** A member whose profile says OLD and who set SMS up by proving OLD (the backup codes saved). */
  async function smsMember(email: string) {
    const logged = await loggedInMember(t.app, t.db, email, { phoneNumber: OLD });
    expect((await enable(logged.browser, { multiFactorType: 'SMS', phoneNumber: OLD })).json()).toEqual({
      codeSent: true,
    });
    const answer = await enable(logged.browser, {
      multiFactorType: 'SMS',
      token: await latestCode(logged.browser, OLD),
    });
    const { backupCodeList } = answer.json<{ backupCodeList: string[] }>();
    await logged.browser.post(endpoints.enableMultiFactorWithBackupCode.path, {
      multiFactorType: 'SMS',
      backupCodeList,
      saved: true,
    });
    return logged;
  }

  let ip = 2;
  /** Password in a new browser, then the SMS step: where its code goes. */
  async function loginSmsStep(email: string): Promise<TestBrowser> {
    const other = await new TestBrowser(t.app, 'localhost', {}, `10.7.0.${ip++}`).open();
    const login = await other.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' });
    expect(login.json()).toEqual({ redirectTo: '/login/multi-factor' });
    expect((await other.post(`/zapi/login/multi-factor/sms/send`, {})).statusCode).toBe(204);
    return other;
  }

  it('editing the profile phone number does not move where login codes go', async () => {
    const { browser } = await smsMember('sms.profile@example.com');
    const edited = await browser.post(endpoints.accountEdit.path, {
      optionalInfo: {
        familyName: '山田',
        givenName: '太郎',
        familyNameKana: 'ヤマダ',
        givenNameKana: 'タロウ',
        birthday: '19900401',
        sex: '1',
        nickname: null,
        phoneNumber: NEW,
        postalCode: '1000001',
        prefecture: '13',
        address: '千代田区千代田',
        address2: null,
      },
      customAssociatedInfo: {
        howDidYouHear: null,
        favoriteGenre: 'anime',
        devices: { tv: 'true', pc: 'false', smartphone: 'true', tablet: 'false' },
      },
    });
    expect(edited.json()).toEqual({ redirectTo: '/mypage/edit/complete' });

    const other = await loginSmsStep('sms.profile@example.com');
    expect((await other.screenData('/login/multi-factor/sms')).json<LoginMultiFactorEntryScreenData>()).toMatchObject({
      destination: '*******5678',
    });
    expect(await texts(other, NEW)).toEqual([]);
    const code = await latestCode(other, OLD);
    expect((await other.post('/zapi/login/multi-factor/sms', { value: code })).json()).toEqual({
      redirectTo: '/mypage',
    });
    // The set-up page offers the profile's new number, and still says where codes go now.
    expect((await browser.screenData('/mypage/multi-factor/sms')).json()).toEqual({
      type: 'SMS',
      destination: '*******5678',
      suggestedPhoneNumber: NEW,
      isFirstFactor: false,
    });
  });

  it('a new number needs a recent login, its own code, and a notice by mail', async () => {
    const { browser, member } = await smsMember('sms.change@example.com');
    const textedBefore = (await texts(browser, OLD)).length;
    clock.advance((STEP_UP_WINDOW_MINUTES + 1) * 60_000);
    const stale = await enable(browser, { multiFactorType: 'SMS', phoneNumber: NEW });
    expect(stale.statusCode).toBe(403);
    expect(stale.json<ApiErrorBody>()).toMatchObject({ code: 'STEP_UP_REQUIRED', flowError: true });
    expect(await texts(browser, NEW)).toEqual([]);

    // The step-up login asks for the SMS factor, whose code goes to the proved number only.
    expect(
      (await browser.post('/login', { emailUserId: member.email, password: PASSWORD, loginMethod: 'Password' })).json(),
    ).toEqual({ redirectTo: '/login/multi-factor' });
    expect((await browser.post('/zapi/login/multi-factor/sms/send', {})).statusCode).toBe(204);
    expect(
      (await browser.post('/zapi/login/multi-factor/sms', { value: await latestCode(browser, OLD) })).statusCode,
    ).toBe(200);

    expect((await enable(browser, { multiFactorType: 'SMS', phoneNumber: NEW })).json()).toEqual({ codeSent: true });
    const code = await latestCode(browser, NEW);
    expect(code).toMatch(/^\d{6}$/);
    expect(await smsNumberOf(member.id)).toBe(OLD);
    expect(await texts(browser, OLD)).toHaveLength(textedBefore + 1);
    expect((await enable(browser, { multiFactorType: 'SMS', token: code, phoneNumber: OLD })).json()).toEqual({
      redirectTo: '/mypage/multi-factor/complete',
    });
    expect(await smsNumberOf(member.id)).toBe(NEW);

    const notices = (await listOutbox(t.db.database.db, 'demo', { to: member.email })).filter(
      (mail) => mail.subject === CHANGED_SUBJECT,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('*******5432');
    expect(notices[0]?.text).not.toContain(NEW);

    // The next login texts the new number: its set-up code, then this one; the old number gets nothing more.
    const before = (await texts(browser, OLD)).length;
    const other = await loginSmsStep(member.email);
    expect(await texts(other, NEW)).toHaveLength(2);
    expect(await texts(other, OLD)).toHaveLength(before);
  });

  it('refuses an SMS set-up without a valid number', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'sms.nonumber@example.com');
    for (const [phoneNumber, message] of [
      [undefined, 'validation:profile.phoneNumberRequired'],
      ['090-1234-5678', 'validation:profile.phoneNumberFormat'],
    ] as const) {
      const refused = await enable(browser, { multiFactorType: 'SMS', ...(phoneNumber ? { phoneNumber } : {}) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().fieldErrors).toEqual({ phoneNumber: message });
    }
  });

  it('texts one number at most five set-up codes an hour, whichever accounts ask', async () => {
    const target = '07011112222';
    const ask = async (i: number) =>
      enable((await loggedInMember(t.app, t.db, `sms.pumped${i}@example.com`)).browser, {
        multiFactorType: 'SMS',
        phoneNumber: target,
      });
    for (let i = 0; i < MFA_ENABLE_SMS_PER_NUMBER.max; i += 1)
      expect((await ask(i)).json()).toEqual({ codeSent: true });
    const refused = await ask(MFA_ENABLE_SMS_PER_NUMBER.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().code).toBe('TOO_MANY_REQUESTS');
    const { browser } = await loggedInMember(t.app, t.db, 'sms.pumped.reader@example.com');
    expect(await texts(browser, target)).toHaveLength(MFA_ENABLE_SMS_PER_NUMBER.max);
    // Another number is not held back by this one's count.
    expect((await enable(browser, { multiFactorType: 'SMS', phoneNumber: '07033334444' })).json()).toEqual({
      codeSent: true,
    });
    clock.advance(MFA_ENABLE_SMS_PER_NUMBER.windowMs);
    expect((await ask(MFA_ENABLE_SMS_PER_NUMBER.max + 1)).json()).toEqual({ codeSent: true });
  });

  it('a set-up code proves only the number it was sent to', async () => {
    const { member } = await loggedInMember(t.app, t.db, 'sms.bound@example.com');
    const flow = { flowId: 'bound-flow', purpose: 'enable:SMS', accountId: member.id } as const;
    const code = await issueOneTimeCode(t.db.database.db, { ...flow, destination: OLD }, clock.now());
    expect(await checkOneTimeCode(t.db.database.db, { ...flow, destination: NEW }, code, clock.now())).toBe('wrong');
    expect(await checkOneTimeCode(t.db.database.db, { ...flow, destination: OLD }, code, clock.now())).toBe('ok');
  });

  it('the migration gives factors enabled before it the profile phone number they sent codes to', async () => {
    const { member } = await loggedInMember(t.app, t.db, 'sms.migrated@example.com', { phoneNumber: OLD });
    const db = t.db.database.db;
    await enableFactor(db, member.id, 'SMS', clock.now());
    await enableFactor(db, member.id, 'Email', clock.now());
    const migration = readFileSync(new URL('../../db/migrations/0007_sms_destination.sql', import.meta.url), 'utf8');
    const copy = migration.split('--> statement-breakpoint')[1] ?? '';
    expect(copy).toContain('UPDATE');
    await db.execute(sql.raw(copy));
    const numbers = Object.fromEntries(
      (await enabledFactorsOf(db, member.id)).map((factor) => [factor.type, factor.phoneNumber]),
    );
    expect(numbers).toEqual({ SMS: OLD, Email: null });
  });
});
