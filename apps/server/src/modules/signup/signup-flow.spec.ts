import type {
  AccountHeaderScreenData,
  ApiErrorBody,
  RootScreenData,
  SignupCompleteScreenData,
  SignupEmailScreenData,
  SignupFormScreenData,
  SignupPinCodeScreenData,
  SignupPlansScreenData,
  SignupPolicyScreenData,
} from '@vs/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, policyConsents } from '../../db/schema';
import { TestBrowser, latestPin } from '../../test/browser';
import { demoConsents, demoForm, reachDemoForm } from '../../test/signup-fixtures';
import { useTestApp } from '../../test/use-test-app';

describe('sign-up flow', () => {
  const t = useTestApp();

  it('walks policy → e-mail → PIN → form → plans in order, redirecting every step visited early', async () => {
    const browser = await new TestBrowser(t.app).open();
    const email = 'Hanako.Flow@example.com';

    const policy = (await browser.screenData('/signup')).json<SignupPolicyScreenData>();
    expect(policy.step).toEqual({ current: 1, total: 4 });
    expect(policy.policies.map((p) => [p.key, p.revision, p.isExternal])).toEqual([
      ['terms', 1, false],
      ['privacy', 2, false],
    ]);
    expect(policy.policies[1]?.renderData).toContain('第三者提供');
    expect((await browser.screenData('/signup/policy')).json()).toEqual(policy);

    // Out of order: nothing agreed, nothing sent, nothing verified.
    expect((await browser.screenData('/signup/email')).json()).toEqual({ redirectTo: '/signup' });
    expect((await browser.screenData('/signup/pin-code')).json()).toEqual({ redirectTo: '/signup/email' });
    expect((await browser.screenData('/signup/form')).json()).toEqual({ redirectTo: '/signup/pin-code' });
    expect((await browser.screenData('/signup/plans')).json()).toEqual({ redirectTo: '/signup/form' });
    expect((await browser.screenData('/signup/complete')).json()).toEqual({ redirectTo: '/signup' });
    const early = await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      flowError: true,
      redirectTo: '/signup',
    });

    const agreed = await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
    expect(agreed.json()).toEqual({ redirectTo: '/signup/email' });

    const emailStep = (await browser.screenData('/signup/email')).json<SignupEmailScreenData>();
    expect(emailStep).toEqual({ step: { current: 2, total: 4 }, email: null, policies: [] });

    const sent = await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ redirectTo: '/signup/pin-code' });

    const pinStep = (await browser.screenData('/signup/pin-code')).json<SignupPinCodeScreenData>();
    expect(pinStep.step).toEqual({ current: 2, total: 4 });
    expect(pinStep.email).toBe(email);
    expect(pinStep.resendAvailableInSeconds).toBeGreaterThan(25);
    expect(pinStep.resendAvailableInSeconds).toBeLessThanOrEqual(30);
    expect((await browser.screenData('/signup/email')).json<SignupEmailScreenData>().email).toBe(email);
    expect((await browser.screenData('/signup/form')).json()).toEqual({ redirectTo: '/signup/pin-code' });

    const pin = await latestPin(t.db.database, 'demo', email);
    const verified = await browser.post('/zapi/signup/pin-code', { pinCode: pin });
    expect(verified.json()).toEqual({ redirectTo: '/signup/form' });

    const form = (await browser.screenData('/signup/form')).json<SignupFormScreenData>();
    expect(form).toMatchObject({
      step: { current: 3, total: 4 },
      email,
      genderInputType: 'Radio',
      disallowUnknownGender: false,
      passwordStrength: 'uppercase',
      isEnabledUserId: true,
    });
    expect(form.fieldRules).toMatchObject({ familyNameKana: 'REQUIRED', nickname: 'OPTIONAL', country: 'NOT_USE' });
    expect(form.customAssociatedInfo.map((q) => q.type)).toEqual(['TEXT', 'SELECT', 'CHECKBOX', 'TEXT']);

    const guestSession = browser.cookieValue('__Host-vs-session');
    const created = await browser.post('/zapi/signup', demoForm({ userId: 'hanakoflow', country: 'JP' }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ redirectTo: '/signup/plans' });

    // Logged in under a new session id, with the readable account-identifier cookie.
    const newSession = browser.cookieValue('__Host-vs-session');
    expect(newSession).toBeTruthy();
    expect(newSession).not.toBe(guestSession);
    const aid = created.cookies.find((cookie) => cookie.name === '__Host-vs-aid');
    expect(aid).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    expect(aid?.httpOnly).toBeFalsy();
    const root = (await browser.screenData('/root')).json<RootScreenData>();
    expect(root.authId).toBe(aid?.value);
    const header = (await browser.get('/zapi/internal/account-header/screen-data')).json<AccountHeaderScreenData>();
    expect(header).toMatchObject({ isLoggedIn: true, displayName: '山田 太郎' });

    // The old session id is dead.
    const stale = await t.app.inject({
      url: '/zapi/internal/root/screen-data',
      headers: { host: 'localhost', cookie: `__Host-vs-session=${guestSession}` },
    });
    expect(stale.json<RootScreenData>().authId).toBeNull();

    const plans = (await browser.screenData('/signup/plans')).json<SignupPlansScreenData>();
    expect(plans).toMatchObject({ step: { current: 4, total: 4 }, hasPlans: true });
    expect(plans.purchase).toMatchObject({ isContractLimited: false, savedPaymentMethods: [] });
    const complete = (await browser.screenData('/signup/complete')).json<SignupCompleteScreenData>();
    expect(complete).toEqual({ serviceName: 'デモビデオストア', step: { current: 4, total: 4 } });
    for (const path of ['/signup', '/signup/policy', '/signup/email', '/signup/pin-code', '/signup/form']) {
      expect((await browser.screenData(path)).json()).toEqual({ redirectTo: '/mypage' });
    }

    const [row] = await t.db.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.authId, aid?.value ?? ''));
    expect(row).toMatchObject({
      storeId: 'demo',
      email,
      userId: 'hanakoflow',
      familyNameKana: 'ヤマダ',
      nickname: null,
      phoneNumber: null,
      address2: null,
      birthday: '19900401',
      // NOT_USE fields are never stored, whatever the body says.
      country: null,
      customAssociatedInfo: {
        favoriteGenre: 'anime',
        devices: { tv: 'true', pc: 'false', smartphone: 'true', tablet: 'false' },
        howDidYouHear: null,
      },
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('Passw0rdKite');
    const consents = await t.db.database.db
      .select()
      .from(policyConsents)
      .where(eq(policyConsents.accountId, row?.id ?? ''));
    expect(consents.map((c) => [c.key, c.revision]).sort()).toEqual([
      ['privacy', 2],
      ['terms', 1],
    ]);
  });

  it('runs the 3-step variant on a store without the policy step, with policies on the e-mail step', async () => {
    const browser = await new TestBrowser(t.app, 'second.localhost').open();
    expect((await browser.screenData('/signup')).json()).toEqual({ redirectTo: '/signup/email' });
    expect((await browser.screenData('/signup/policy')).json()).toEqual({ redirectTo: '/signup/email' });
    const emailStep = (await browser.screenData('/signup/email')).json<SignupEmailScreenData>();
    expect(emailStep.step).toEqual({ current: 1, total: 3 });
    expect(emailStep.policies).toEqual([
      {
        policyId: expect.any(String),
        revision: 1,
        key: 'terms',
        title: 'Terms of Service',
        isExternal: true,
        dataSource: 'https://second.example.com/terms',
        renderData: null,
      },
    ]);
    const terms = emailStep.policies[0];

    const refused = await browser.post('/zapi/signup/email', {
      type: 'signUp',
      email: 'kim@example.com',
      policyConsentData: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { terms: 'validation:policy.required' },
    });

    const consent = [{ policyId: terms?.policyId, revision: 1, key: 'terms' }];
    expect(
      (
        await browser.post('/zapi/signup/email', {
          type: 'signUp',
          email: 'kim@example.com',
          policyConsentData: consent,
        })
      ).statusCode,
    ).toBe(200);
    expect((await browser.screenData('/signup/pin-code')).json<SignupPinCodeScreenData>().step).toEqual({
      current: 1,
      total: 3,
    });
    // The PIN page's resend carries no consents; those of the first send still count (after the 30 s cool-down).
    const resend = await browser.post('/zapi/signup/email', {
      type: 'signUp',
      email: 'kim@example.com',
      policyConsentData: [],
    });
    expect(resend.json<ApiErrorBody>().code).toBe('TOO_MANY_REQUESTS');
    await browser.post('/zapi/signup/pin-code', {
      pinCode: await latestPin(t.db.database, 'second', 'kim@example.com'),
    });
    const form = (await browser.screenData('/signup/form')).json<SignupFormScreenData>();
    expect(form).toMatchObject({
      step: { current: 2, total: 3 },
      genderInputType: 'Select',
      disallowUnknownGender: true,
      isEnabledUserId: false,
      passwordStrength: 'uppercaseAndSymbol',
    });

    // Sex 0 (no answer) is refused where the store disallows unknown gender; the user ID is not stored.
    const body = {
      name: 'Kim Lee',
      sex: '0',
      password: 'Secret#Pass1',
      passwordConfirm: 'Secret#Pass1',
      userId: 'kimlee01',
      customAssociatedInfo: {},
      policyConsentData: [],
    };
    const noUnknown = await browser.post('/zapi/signup', body);
    expect(noUnknown.json<ApiErrorBody>().fieldErrors).toEqual({ sex: 'validation:profile.sexRequired' });
    const created = await browser.post('/zapi/signup', { ...body, sex: '2' });
    expect(created.json()).toEqual({ redirectTo: '/signup/plans' });
    const [row] = await t.db.database.db.select().from(accounts).where(eq(accounts.email, 'kim@example.com'));
    expect(row).toMatchObject({ storeId: 'second', userId: null, name: 'Kim Lee', sex: '2' });
    expect((await browser.screenData('/signup/plans')).json()).toMatchObject({
      step: { current: 3, total: 3 },
      hasPlans: true,
    });
  });

  it('answers validation failures as fieldErrors with the validation lib’s message keys', async () => {
    const browser = await reachDemoForm(t.app, t.db.database, 'fields@example.com');
    const response = await browser.post(
      '/zapi/signup',
      demoForm({
        userId: 'ab',
        password: 'password1',
        passwordConfirm: 'different1',
        familyName: '',
        familyNameKana: 'ﾔﾏﾀﾞ',
        givenNameKana: 'たろう',
        birthday: '19991332',
        sex: '5',
        phoneNumber: '03-1234-5678',
        postalCode: '100-0001',
        prefecture: '48',
        customAssociatedInfo: {
          howDidYouHear: 'x'.repeat(101),
          favoriteGenre: 'opera',
          devices: { tv: 'false', pc: 'false', smartphone: 'false', tablet: 'false' },
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        userId: 'validation:userId.tooShort',
        password: 'validation:password.needsUppercase',
        passwordConfirm: 'validation:password.mismatch',
        familyName: 'validation:profile.familyNameRequired',
        familyNameKana: 'validation:profile.kanaFormat',
        givenNameKana: 'validation:profile.kanaFormat',
        birthday: 'validation:profile.birthdayFormat',
        sex: 'validation:profile.sexRequired',
        phoneNumber: 'validation:profile.phoneNumberFormat',
        postalCode: 'validation:profile.postalCodeFormat',
        prefecture: 'validation:profile.prefectureRequired',
        'customAssociatedInfo.howDidYouHear': 'validation:generic.tooLong?max=100',
        'customAssociatedInfo.favoriteGenre': 'validation:generic.invalid',
        'customAssociatedInfo.devices': 'validation:customInfo.checkboxRequired',
      },
    });
    // The rules of the lib, not ours: a long vowel mark and ヴ are katakana.
    const kana = await browser.post(
      '/zapi/signup',
      demoForm({ userId: 'vuitton01', familyNameKana: 'ヴァー', givenNameKana: 'ルー' }),
    );
    expect(kana.statusCode).toBe(200);
  });

  it('refuses a member on the sign-up calls and a body that is not an object', async () => {
    const browser = await reachDemoForm(t.app, t.db.database, 'member@example.com');
    expect((await browser.post('/zapi/signup', demoForm({ userId: 'member01' }))).statusCode).toBe(200);
    const again = await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
    expect(again.json<ApiErrorBody>()).toMatchObject({ code: 'INVALID_SESSION_FLOW', redirectTo: '/mypage' });
    const guest = await new TestBrowser(t.app).open();
    const notObject = await guest.post('/zapi/signup/pin-code', ['123456']);
    expect(notObject.json<ApiErrorBody>().code).toBe('VALIDATION_ERROR');
  });
});
