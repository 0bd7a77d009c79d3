import type { Page } from '@playwright/test';
import { expectCompletion, enterMailedPin, heading, MypageTop } from '../screens/account-screens';
import { t } from '../screens/account-text';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember, type Member } from '../screens/members';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { mailCount } from '@vs/testing';
import { solidPng } from '../support/png';

/**
 * My Page account against the real production server: the top page and what it leads to —
 * profile, image, e-mail, password, user ID and the profile PIN. Each journey makes its own member;
 * PINs come from the mail the server sent.
 */
async function logIn(
  page: Page,
  member: Member,
  identifier = member.email,
  password = member.password,
  lang: Lang = 'ja',
): Promise<MypageTop> {
  const login = new LoginScreen(page, lang);
  await login.goto();
  await login.logIn(identifier, password);
  await expect(page).toHaveURL(/\/mypage$/);
  const top = new MypageTop(page, lang);
  await top.expectLoaded();
  return top;
}

test('a member edits the profile from My Page, with the postal lookup filling the address', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'profile');
  const top = await logIn(page, member);
  await expect(top.section('top.account.heading')).toContainText(member.email);
  await expect(top.section('top.account.heading')).toContainText('山田 太郎');
  await top.link('top.account.registrationEdit').click();

  await expect(heading(page, t('ja', 'profile:profileEdit.title'))).toBeVisible();
  const field = (key: string) => page.getByLabel(t('ja', `profile:form.${key}`), { exact: true });
  // The form is the sign-up form, filled with what the member registered.
  await expect(field('familyName')).toHaveValue('山田');
  await expect(field('birthday')).toHaveValue('1990/04/01');
  await field('nickname').fill('くもそら');
  await field('postalCode').fill('1000005');
  await page.getByRole('button', { name: t('ja', 'profile:form.lookUp') }).click();
  await expect(field('address')).toHaveValue('千代田区丸の内');
  await page.getByRole('button', { name: t('ja', 'profile:profileEdit.submit'), exact: true }).click();

  await expect(page).toHaveURL(/\/mypage\/edit\/complete$/);
  await expectCompletion(page, 'ja', 'profileEdit');
  await expect(top.section('top.account.heading')).toContainText('くもそら');
  await top.link('top.account.registrationEdit').click();
  await expect(field('address')).toHaveValue('千代田区丸の内');
});

test('a member changes the e-mail address with the PIN sent to the new one and logs in with it', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'email-old');
  const top = await logIn(page, member);
  await top.link('top.account.emailChange').click();
  await expect(heading(page, t('ja', 'credentials:title.emailEdit'))).toBeVisible();
  const newEmail = member.email.replace('email-old', 'email-new');
  const address = page.getByLabel(t('ja', 'credentials:emailEdit.newEmail'), { exact: true });
  // The same address is no change.
  await address.fill(member.email);
  await page.getByRole('button', { name: t('ja', 'credentials:emailEdit.submit') }).click();
  await expect(page.getByText(t('ja', 'validation:email.sameAsCurrent'))).toBeVisible();
  await address.fill(newEmail);
  await page.getByRole('button', { name: t('ja', 'credentials:emailEdit.submit') }).click();

  await expect(page).toHaveURL(/\/mypage\/email\/edit\/pin-code$/);
  await expect(page.getByText(newEmail)).toBeVisible();
  await enterMailedPin(page, 'ja', newEmail, 'credentials:emailPin.submit.mailEdit');
  await expect(page).toHaveURL(/\/mypage\/email\/edit\/complete$/);
  await expectCompletion(page, 'ja', 'emailEdit');
  await expect(top.section('top.account.heading')).toContainText(newEmail);
  // The old address is told, in case it was not its owner's doing.
  await expect.poll(() => mailCount(member.email)).toBeGreaterThan(1);

  const login = new LoginScreen(page);
  await login.logOut();
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, member, newEmail);
});

test('a member changes the password, is refused a wrong current one, and logs in with the new one', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'password');
  const top = await logIn(page, member);
  await expect(top.section('top.security.heading')).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await top.link('top.security.passwordChange').click();
  await expect(heading(page, t('ja', 'passwordEdit.title'))).toBeVisible();

  const current = page.getByLabel(t('ja', 'passwordEdit.current'), { exact: true });
  const next = page.getByLabel(t('ja', 'passwordEdit.new'), { exact: true });
  const confirm = page.getByLabel(t('ja', 'passwordEdit.confirm'), { exact: true });
  await current.fill('Wrong7pass');
  await next.fill('Hoshi8umi');
  await confirm.fill('Hoshi8umi');
  await page.getByRole('button', { name: t('ja', 'passwordEdit.submit'), exact: true }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();

  await current.fill(member.password);
  await page.getByRole('button', { name: t('ja', 'passwordEdit.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/password\/edit\/complete$/);
  await expect(heading(page, t('ja', 'complete.passwordEdit.title'))).toBeVisible();

  const login = new LoginScreen(page);
  await login.logOut();
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, member, member.email, 'Hoshi8umi');
});

test('a member changes the user ID with the password and logs in with the new ID', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'userid');
  const top = await logIn(page, member);
  await expect(top.section('top.account.heading')).toContainText(member.userId);
  await top.link('top.account.userIdChange').click();
  await expect(heading(page, t('ja', 'userIdEdit.title'))).toBeVisible();

  const newId = `n${member.userId.slice(1)}`;
  const userId = page.getByLabel(t('ja', 'userIdEdit.new'), { exact: true });
  const password = page.getByLabel(t('ja', 'userIdEdit.password'), { exact: true });
  await userId.fill(newId);
  await password.fill('Wrong7pass');
  await page.getByRole('button', { name: t('ja', 'userIdEdit.submit'), exact: true }).click();
  await expect(page.getByText('パスワードが正しくありません。')).toBeVisible();

  await password.fill(member.password);
  await page.getByRole('button', { name: t('ja', 'userIdEdit.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/user-id\/edit\/complete$/);
  await expectCompletion(page, 'ja', 'userIdEdit');
  await expect(top.section('top.account.heading')).toContainText(newId);

  const login = new LoginScreen(page);
  await login.logOut();
  await logIn(page, member, newId);
});

test('a member sets the 4-digit profile PIN with the digit boxes', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'pin');
  const top = await logIn(page, member);
  await top.link('top.more.pinCode').click();
  await expect(heading(page, t('ja', 'profilePin.title'))).toBeVisible();

  const submit = page.getByRole('button', { name: t('ja', 'profilePin.submit'), exact: true });
  const box = (group: string, position: number) =>
    page
      .getByRole('group', { name: t('ja', group), exact: true })
      .getByLabel(t('ja', 'profilePin.digit', { position }), { exact: true });
  await box('profilePin.newPin', 1).click();
  // One digit per box; a letter is ignored.
  await page.keyboard.type('1a27');
  await expect(box('profilePin.newPin', 2)).toHaveValue('2');
  await expect(box('profilePin.newPin', 3)).toHaveValue('7');
  await expect(box('profilePin.newPin', 4)).toHaveValue('');
  // One box is still empty: the button waits.
  await expect(submit).toBeDisabled();
  // Backspace in the empty last box clears the one before and moves back to it.
  await page.keyboard.press('Backspace');
  await expect(box('profilePin.newPin', 3)).toHaveValue('');
  await expect(box('profilePin.newPin', 3)).toBeFocused();
  await page.keyboard.type('78');
  await box('profilePin.confirmPin', 1).click();
  await page.keyboard.type('1278');
  await submit.click();
  await expect(page).toHaveURL(/\/mypage\/pin-code\/complete$/);
  await expectCompletion(page, 'ja', 'pinCode');
  await top.link('top.more.pinCode').click();
  await expect(page.getByText(t('ja', 'profilePin.alreadySet'))).toBeVisible();
});

test('a member sets a profile image: the picture is cropped to 200×200 and shown in the header', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'image');
  const top = await logIn(page, member);
  await top.link('top.account.profileImageChange').click();
  await expect(heading(page, t('ja', 'profile:profileImage.title'))).toBeVisible();
  await page
    .getByLabel(t('ja', 'profile:profileImage.file'), { exact: true })
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: solidPng(360, 240, [30, 120, 200]) });
  const preview = page.getByRole('img', { name: t('ja', 'profile:profileImage.previewAlt') });
  await expect(preview).toBeVisible();
  await page.getByRole('button', { name: t('ja', 'profile:profileImage.save'), exact: true }).click();

  await top.expectLoaded();
  const image = top.section('top.account.heading').getByRole('img', { name: t('ja', 'top.account.profileImageAlt') });
  await expect(image).toBeVisible();
  const size = await image.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(size).toEqual({ width: 200, height: 200 });
  // The header's menu button shows it too, without a reload.
  await expect(page.locator('header img[src^="/zapi/account/profile-image"]')).toBeVisible();
});

test('My Page top in English on a phone: every section, no serious accessibility violation', async ({
  page,
  baseURL,
  useLanguage,
}) => {
  await useLanguage('en');
  await page.setViewportSize({ width: 375, height: 812 });
  const member = await signedUpMember(baseURL, 'top-en');
  const top = await logIn(page, member, member.email, member.password, 'en');
  for (const key of ['top.plans.heading', 'top.account.heading', 'top.security.heading', 'top.more.heading'])
    await expect(top.section(key)).toBeVisible();
  await expect(top.section('top.plans.heading')).toContainText(t('en', 'top.plans.empty'));
  await expect(top.link('top.security.multiFactorSettings')).toHaveAttribute('href', '/mypage/multi-factor');
  await expect(top.link('top.security.loginHistoryLink')).toHaveAttribute('href', '/mypage/login-history');
  await expect(top.link('top.withdraw')).toHaveAttribute('href', '/withdraw');
  await expectNoSeriousA11yViolations(page, '/mypage en 375');
  await top.link('top.security.multiFactorSettings').click();
  await expect(page).toHaveURL(/\/mypage\/multi-factor$/);
});

test('a member whose login is older than 10 minutes logs in again before a change, and comes back to it', async ({
  page,
}) => {
  const member = await fixtureMemberLoggedIn(page, 'step-up', { loginAgeMinutes: 15 });
  // The top page stays open; the password change asks for the login first.
  const top = new MypageTop(page);
  await top.goto();
  await top.link('top.security.passwordChange').click();
  await expect(page).toHaveURL(/\/login\?prompt=login&redirect=%2Fmypage%2Fpassword%2Fedit$/);
  await expect(page.getByText(t('ja', 'auth:login.stepUp'))).toBeVisible();
  await new LoginScreen(page).logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage\/password\/edit$/);
  await expect(heading(page, t('ja', 'passwordEdit.title'))).toBeVisible();
});
