import type { Page } from '@playwright/test';
import { BACKUP_CODE_COUNT } from '@vs/contract';
import { MultiFactorScreens } from '../screens/login-factor-screens';
import { LoginScreen } from '../screens/login-screens';
import { t as authText } from '../screens/login-text';
import { signedUpMember, withMemberApi, type Member } from '../screens/members';
import {
  BackupCodeScreens,
  BackupCodeStep,
  CodeSetupScreen,
  LoginHistoryScreen,
  MultiFactorScreen,
  OtpSetupScreen,
  TrustedDeviceScreen,
} from '../screens/mypage-screens';
import { t } from '../screens/mypage-text';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { mailCount, waitForCode, waitForMail } from '@vs/testing';
import { smsCount, waitForSms } from '../support/sms';
import { awaitFreshStep, codeAfter, stepOf, totpAt } from '../support/totp';

/**
 * My Page security against the real production server: second factors set up and taken
 * off through the pages, backup codes, remembered browsers and the login history. Each journey
 * makes its own member; codes come from the mail the server sent or from the secret the page shows.
 */
/** Password only: the member has no second factor (or this browser is trusted). */
async function logIn(page: Page, member: Member, lang: Lang = 'ja'): Promise<LoginScreen> {
  const login = new LoginScreen(page, lang);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
  return login;
}

/** Password, then the second-factor choice. */
async function logInToFactorChoice(page: Page, member: Member): Promise<LoginScreen> {
  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/login\/multi-factor$/);
  return login;
}

const pinCodeError = authText('ja', 'errors.PIN_CODE_ERROR');

test('a guest opening the multi-factor settings logs in and comes back to them', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'guest');
  await page.goto('/mypage/multi-factor');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage%2Fmulti-factor$/);
  const login = new LoginScreen(page);
  await login.expectLoaded();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage\/multi-factor$/);
  const settings = new MultiFactorScreen(page);
  await settings.expectLoaded();
  // Nothing is on yet, so there are no backup codes or trusted devices to link to.
  await expect(settings.card('OTP')).toContainText(t('ja', 'multiFactor.disabled'));
  await expect(settings.relatedLinks()).toHaveCount(0);
  await page.goto('/mypage/multi-factor/backup-code');
  await expect(page).toHaveURL(/\/mypage\/multi-factor$/);
  // SMS asks for the number to prove on its own page; this member gave none in the profile to offer.
  await settings.enableLink('SMS').click();
  const sms = new CodeSetupScreen(page);
  await sms.expectLoaded('SMS');
  await expect(sms.phoneBox()).toHaveValue('');
});

test('a member sets up an authenticator app from the key on the page and logs in with it', async ({
  page,
  baseURL,
}) => {
  // Sign-up, set-up, backup codes, log out and in again, with up to 8 s waiting for a fresh TOTP step:
  // about 23 s alone, over the 30 s default on a loaded machine.
  test.slow();
  const member = await signedUpMember(baseURL, 'otp-page');
  const login = await logIn(page, member);
  const settings = new MultiFactorScreen(page);
  await settings.goto();
  await settings.enableLink('OTP').click();

  const otp = new OtpSetupScreen(page);
  await otp.expectLoaded();
  await expect(otp.qrCode()).toBeVisible();
  const secret = await otp.secret();
  await awaitFreshStep();
  const confirmedAt = new Date();
  await otp.confirm(totpAt(secret, confirmedAt));

  // The first factor hands out backup codes, and the set-up ends only once they are ticked as saved.
  const step = new BackupCodeStep(page);
  const codes = await step.codes();
  expect(codes).toHaveLength(BACKUP_CODE_COUNT);
  expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
  await step.submit().click();
  await expect(step.notTickedMessage()).toBeVisible();
  await expect(step.savedBox()).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/mypage\/multi-factor\/otp$/);
  await step.finish();

  await settings.goto();
  await expect(settings.disableButton('OTP')).toBeVisible();
  await expect(settings.relatedLinks()).toBeVisible();

  await login.logOut();
  await logInToFactorChoice(page, member);
  const factors = new MultiFactorScreens(page);
  await factors.choose('OTP');
  // The code that confirmed the set-up is spent: a later step's code logs in.
  await factors.enter('OTP', codeAfter(secret, stepOf(confirmedAt)));
  await expect(page).toHaveURL(/\/mypage$/);
});

test('a member sets up the e-mail factor with the mailed code and logs in with another', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'mail-page');
  const login = await logIn(page, member);
  const settings = new MultiFactorScreen(page);
  await settings.goto();
  await settings.enableLink('Email').click();

  const setup = new CodeSetupScreen(page);
  await setup.expectLoaded('Email');
  const beforeSetup = await mailCount(member.email);
  await setup.send();
  await setup.confirm(await waitForCode(member.email, { skip: beforeSetup }));
  await new BackupCodeStep(page).finish();

  await login.logOut();
  await logInToFactorChoice(page, member);
  const factors = new MultiFactorScreens(page);
  await factors.choose('Email');
  const beforeLogin = await mailCount(member.email);
  await factors.sendCode();
  await factors.enter('Email', await waitForCode(member.email, { skip: beforeLogin }));
  await expect(page).toHaveURL(/\/mypage$/);
});

/** The six digits of the newest text message to `to` beyond the first `skip`. */
async function textedCode(page: Page, to: string, skip: number): Promise<string> {
  return /(?<!\d)(\d{6})(?!\d)/.exec(await waitForSms(page.request, to, { skip }))?.[1] ?? '';
}

test('the SMS factor keeps the number it proved: a profile edit does not move it, proving a new one does', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now()).slice(-8);
  const [first, second] = [`090${stamp}`, `080${stamp}`];
  const masked = (phone: string) => `*******${phone.slice(-4)}`;
  const member = await signedUpMember(baseURL, 'sms', { phoneNumber: first });
  const login = await logIn(page, member);
  const settings = new MultiFactorScreen(page);
  await settings.goto();
  await settings.enableLink('SMS').click();
  const setup = new CodeSetupScreen(page);
  await setup.expectLoaded('SMS');
  // The profile's number is offered; the code sent to it proves it.
  await expect(setup.phoneBox()).toHaveValue(first);
  await setup.send();
  const firstSentAt = Date.now();
  await setup.confirm(await textedCode(page, first, 0));
  await new BackupCodeStep(page).finish();
  await settings.goto();
  await expect(settings.smsDestination(masked(first))).toBeVisible();

  // The profile's phone number changes without step-up, so it is not where codes go.
  await page.goto('/mypage/edit');
  await page.getByLabel(t('ja', 'profile:form.phoneNumber'), { exact: true }).fill(second);
  await page.getByRole('button', { name: t('ja', 'profile:profileEdit.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/edit\/complete$/);
  await login.logOut();
  await logInToFactorChoice(page, member);
  const factors = new MultiFactorScreens(page);
  await factors.choose('SMS');
  await expect(page.getByText(masked(first))).toBeVisible();
  const textsToFirst = await smsCount(page.request, first);
  await factors.sendCode();
  await factors.enter('SMS', await textedCode(page, first, textsToFirst));
  await expect(page).toHaveURL(/\/mypage$/);
  expect(await smsCount(page.request, second)).toBe(0);

  // Proving the new number moves the codes there, and the member is told by mail.
  await settings.goto();
  await settings.changePhoneLink().click();
  await setup.expectLoaded('SMS');
  await expect(page.getByText(t('ja', 'code.current', { destination: masked(first) }))).toBeVisible();
  const mailsBefore = await mailCount(member.email);
  // One set-up code per type and account in 30 seconds (the resend countdown), whatever the number.
  await page.waitForTimeout(Math.max(0, firstSentAt + 31_000 - Date.now()));
  await setup.send(second);
  await setup.confirm(await textedCode(page, second, 0));
  await expect(page).toHaveURL(/\/mypage\/multi-factor\/complete$/);
  const notice = await waitForMail(member.email, { skip: mailsBefore });
  expect(notice.text).toContain(masked(second));
  expect(notice.text).not.toContain(second);
  await settings.goto();
  await expect(settings.smsDestination(masked(second))).toBeVisible();

  await login.logOut();
  await logInToFactorChoice(page, member);
  await factors.choose('SMS');
  const textsToFirstNow = await smsCount(page.request, first);
  await factors.sendCode();
  await factors.enter('SMS', await textedCode(page, second, 1));
  await expect(page).toHaveURL(/\/mypage$/);
  expect(await smsCount(page.request, first)).toBe(textsToFirstNow);
});

test('a backup code works once, and new codes make the unused old ones stop working', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'backup');
  const { backupCodes } = await withMemberApi(baseURL, member, (api) => api.enableOtp());
  const [first, second, unused] = backupCodes as [string, string, string];
  const factors = new MultiFactorScreens(page);

  const login = await logInToFactorChoice(page, member);
  await factors.choose('BackupCode');
  await factors.enter('BackupCode', first);
  await expect(page).toHaveURL(/\/mypage$/);

  await login.logOut();
  await logInToFactorChoice(page, member);
  await factors.choose('BackupCode');
  await factors.enter('BackupCode', first);
  await expect(page.getByText(pinCodeError)).toBeVisible();
  await factors.enter('BackupCode', second);
  await expect(page).toHaveURL(/\/mypage$/);

  const screens = new BackupCodeScreens(page);
  await screens.expectLeft(BACKUP_CODE_COUNT - 2);
  const fresh = await screens.regenerate();
  expect(fresh).toHaveLength(BACKUP_CODE_COUNT);
  expect(fresh).not.toContain(unused);

  await login.logOut();
  await logInToFactorChoice(page, member);
  await factors.choose('BackupCode');
  await factors.enter('BackupCode', unused);
  await expect(page.getByText(pinCodeError)).toBeVisible();
  await factors.enter('BackupCode', fresh[0] ?? '');
  await expect(page).toHaveURL(/\/mypage$/);
});

test('a browser trusted at login is listed as this device; once deleted, the second factor is asked again', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'trusted');
  const { secret, usedStep } = await withMemberApi(baseURL, member, (api) => api.enableOtp());
  const factors = new MultiFactorScreens(page);
  const login = await logInToFactorChoice(page, member);
  await factors.choose('OTP');
  await factors.enter('OTP', codeAfter(secret, usedStep), { rememberDevice: true });
  await expect(page).toHaveURL(/\/mypage$/);

  const devices = new TrustedDeviceScreen(page);
  await devices.goto();
  await expect(devices.devices()).toHaveCount(1);
  await expect(devices.thisDevice()).toHaveCount(1);
  // Playwright's desktop Chrome says it runs on Windows.
  const name = t('ja', 'trustedDevice.name', { device: t('ja', 'device.pc'), browser: 'Chrome' });
  await expect(devices.thisDevice()).toContainText(name);
  await devices.delete(name);
  await expect(devices.empty()).toBeVisible();

  await login.logOut();
  await logInToFactorChoice(page, member);
  await factors.choose('OTP');
});

test('a member turns every factor off behind a confirmation, and the next login asks for none', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'disable');
  const { backupCodes } = await withMemberApi(baseURL, member, async (api) => {
    const otp = await api.enableOtp();
    await api.enableEmail();
    return otp;
  });
  const factors = new MultiFactorScreens(page);
  const login = await logInToFactorChoice(page, member);
  await factors.choose('BackupCode');
  await factors.enter('BackupCode', backupCodes[0] ?? '');
  await expect(page).toHaveURL(/\/mypage$/);

  const settings = new MultiFactorScreen(page);
  await settings.goto();
  await expect(settings.relatedLinks()).toBeVisible();
  const lastWarning = t('ja', 'multiFactor.confirmLast');
  const mailsBefore = await mailCount(member.email);
  expect(await settings.disable('Email')).not.toContain(lastWarning);
  expect(await settings.disable('OTP')).toContain(lastWarning);
  await expect(settings.relatedLinks()).toHaveCount(0);
  // Each change is announced to the member by mail.
  await waitForMail(member.email, { skip: mailsBefore + 1 });

  await login.logOut();
  await logIn(page, member);
});

test('the login history shows a failed and a good login: a table on wide screens, cards on narrow ones', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'history');
  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(member.email, 'Wrong9pass');
  await expect(page.getByRole('alert')).toHaveText(authText('ja', 'errors.LOGIN_INVALID_EMAIL_OR_PASSWORD'));
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  const history = new LoginHistoryScreen(page);
  await history.goto();
  await expect(page.getByText(t('ja', 'history.currentIp'))).toContainText('127.0.0.1');
  await expect(history.table().getByRole('columnheader')).toHaveText(history.expectedColumns());
  const none = t('ja', 'history.none');
  // Newest first: the good login, then the failure before it.
  const [good, failed] = [history.rows().nth(0), history.rows().nth(1)];
  await expect(good.getByRole('cell')).toHaveText([
    /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
    t('ja', 'history.success'),
    t('ja', 'history.loginMethod.Password'),
    none,
    t('ja', 'device.pc'),
    'Chrome',
    none,
    '127.0.0.1',
  ]);
  await expect(failed.getByRole('cell').nth(1)).toHaveText(t('ja', 'history.failure'));
  await expect(failed.getByRole('cell').nth(2)).toHaveText(t('ja', 'history.loginMethod.Password'));

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(history.table()).toHaveCount(0);
  const card = history.cards().first();
  const toggle = card.getByRole('button');
  await expect(toggle).toContainText(t('ja', 'history.success'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const method = card.getByRole('definition').filter({ hasText: t('ja', 'history.loginMethod.Password') });
  await expect(method).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('term').filter({ hasText: t('ja', 'history.column.loginMethod') })).toBeVisible();
  await expect(method).toBeVisible();
  await expect(history.cards().nth(1).getByRole('button')).toContainText(t('ja', 'history.failure'));
});

test('the login history in English', async ({ page, baseURL, useLanguage }) => {
  await useLanguage('en');
  const member = await signedUpMember(baseURL, 'history-en');
  await logIn(page, member, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  const history = new LoginHistoryScreen(page, 'en');
  await history.goto();
  await expect(history.table().getByRole('columnheader')).toHaveText(history.expectedColumns());
  await expect(history.rows().first().getByRole('cell').nth(1)).toHaveText(t('en', 'history.success'));
  await expect(page.getByText(t('en', 'history.advice'))).toBeVisible();
  // The store's own name may be Japanese; the page itself has nothing left untranslated.
  expect(await page.getByRole('main').innerText()).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
});

test('the multi-factor, authenticator and SMS set-up and login history pages pass axe', async ({ page, baseURL }) => {
  // Five axe runs on a busy machine.
  test.setTimeout(60_000);
  const member = await signedUpMember(baseURL, 'axe');
  await logIn(page, member);
  const settings = new MultiFactorScreen(page);
  await settings.goto();
  await expectNoSeriousA11yViolations(page, '/mypage/multi-factor');
  await settings.enableLink('OTP').click();
  const otp = new OtpSetupScreen(page);
  await otp.expectLoaded();
  await expect(otp.qrCode()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/mypage/multi-factor/otp');
  await settings.goto();
  await settings.enableLink('SMS').click();
  const sms = new CodeSetupScreen(page);
  await sms.expectLoaded('SMS');
  await expect(sms.phoneBox()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/mypage/multi-factor/sms');
  const history = new LoginHistoryScreen(page);
  await history.goto();
  await expect(history.table()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/mypage/login-history');
  // The narrow view: cards whose closed details are not rendered.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(history.cards().first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/mypage/login-history at 375 px');
});
