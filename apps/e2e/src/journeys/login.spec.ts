import { LoginScreen, PasswordResetScreens } from '../screens/login-screens';
import { newMember, signUp } from '../screens/members';
import { t } from '../screens/login-text';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mailCount, waitForMail } from '@vs/testing';

/**
 * Password login, logout and password reset against the real production server. Members are made
 * through the real sign-up calls; mails are read from the SMTP catcher.
 */
test('a member logs in with the password and logs out', async ({ page, baseURL }) => {
  const member = newMember('login');
  await signUp(baseURL, member);
  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
  // A member who opens /login again goes on.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/mypage$/);

  // A link to /logout on another site only shows the logout button: the member stays logged in.
  await page.goto(`data:text/html,<a href="${baseURL}/logout">free gift</a>`);
  await page.getByRole('link', { name: 'free gift' }).click();
  await expect(page.getByRole('button', { name: t('ja', 'logout.confirm') })).toBeVisible();
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/mypage$/);

  // The header menu's Logout logs out in one click.
  await login.logOutFromMenu();
  await expect(page.getByRole('link', { name: t('ja', 'logout.toTop') })).toBeVisible();
  // The server forgot the session: the login page is shown again.
  await login.goto();
  // The user ID logs in too.
  await login.logIn(member.userId, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
});

test('a wrong password says which pair was wrong', async ({ page, baseURL }) => {
  const member = newMember('wrong');
  await signUp(baseURL, member);
  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(member.email, 'Wrong1234');
  await expect(page.getByRole('alert')).toHaveText(t('ja', 'errors.LOGIN_INVALID_EMAIL_OR_PASSWORD'));
  await login.logIn(member.userId, 'Wrong1234');
  await expect(page.getByRole('alert')).toHaveText(t('ja', 'errors.LOGIN_INVALID_USER_ID_OR_PASSWORD'));
  await expect(page).toHaveURL(/\/login$/);
});

test('a member resets the password from the mail and logs in with the new one', async ({ page, baseURL }) => {
  const member = newMember('reset');
  await signUp(baseURL, member);
  const reset = new PasswordResetScreens(page);
  const before = await mailCount(member.email);
  await reset.ask(member.email);
  await expect(page.getByText(t('ja', 'forgotComplete.delay', { minutes: 15 }))).toBeVisible();
  const mail = await waitForMail(member.email, { skip: before });
  const link = /https?:\/\/\S+\/password\/reset\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  // A password from the shipped list of common and breached ones is refused, with the reason.
  await reset.setNewPassword('Password1', { expectDone: false });
  await expect(page.getByText(t('ja', 'validation:password.tooCommon'))).toBeVisible();
  await reset.setNewPassword('Umi4hoshi9');

  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page.getByRole('alert')).toHaveText(t('ja', 'errors.LOGIN_INVALID_EMAIL_OR_PASSWORD'));
  await login.logIn(member.email, 'Umi4hoshi9');
  await expect(page).toHaveURL(/\/mypage$/);
});

for (const lang of ['ja', 'en'] as const) {
  test(`the login page has no serious accessibility violations (${lang})`, async ({ page, useLanguage }) => {
    await useLanguage(lang);
    const login = new LoginScreen(page, lang);
    await login.goto();
    await login.submit().click();
    await expect(page.getByText(t(lang, 'validation:login.passwordRequired'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/login (${lang})`);
  });
}

test('the older addresses open the same pages, and a reset page without a valid token offers to ask again', async ({
  page,
}) => {
  await page.goto('/forgetpassword');
  await expect(page.getByRole('heading', { level: 1, name: t('ja', 'title.passwordForgot') })).toBeVisible();
  await page.goto('/newpassword?token=not-a-real-token-at-all');
  await expect(page.getByRole('alert')).toHaveText(t('ja', 'reset.invalidToken'));
  await page.getByRole('link', { name: t('ja', 'reset.askAgain') }).click();
  await expect(page).toHaveURL(/\/password\/forgot$/);
});
