import type { Page } from '@playwright/test';
import { mailCount, waitForCode } from '@vs/testing';
import { t as accountText } from '../screens/account-text';
import { IdentitySandboxPage, linkFromMypage, newSubject } from '../screens/identity-sandbox';
import { LoginScreen } from '../screens/login-screens';
import { t as authText } from '../screens/login-text';
import { MultiFactorScreens } from '../screens/login-factor-screens';
import { signedUpMember, withMemberApi, type Member } from '../screens/members';
import { expectAccessibleAtBothWidths } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * Logging in with another service's account, and linking and unlinking it on My Page, against the
 * real server and the sandbox identity provider on its own origin (LINE with HS256 ID tokens, Google).
 */
async function logInWithPassword(page: Page, member: Member, lang: Lang): Promise<void> {
  const login = new LoginScreen(page, lang);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
}

const identityRow = (page: Page, type: string) => page.getByTestId(`identity-${type}`);

for (const lang of ['ja', 'en'] as const) {
  test(`${lang}: a member links LINE on My Page, logs in with it, and unlinks it from a password login`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    test.setTimeout(120_000); // several trips to the provider on a busy machine
    await useLanguage(lang);
    const member = await signedUpMember(baseURL, `link-${lang}`);
    const subject = newSubject('line');
    await logInWithPassword(page, member, lang);

    await linkFromMypage(page, lang, 'LINE', subject);
    const linkedTitle = accountText(lang, 'complete.socialEnable.title');
    await expect(page.getByRole('heading', { level: 1, name: linkedTitle })).toBeVisible();
    await expectAccessibleAtBothWidths(page, `/mypage/social/enable/complete (${lang})`);
    await page.getByRole('link', { name: accountText(lang, 'complete.back') }).click();
    await expect(identityRow(page, 'Line')).toContainText(accountText(lang, 'top.identities.linked'));

    // Logged out, the member comes back through LINE alone: the login page's button, the provider, My Page.
    const login = new LoginScreen(page, lang);
    await login.logOut();
    await login.goto();
    await expectAccessibleAtBothWidths(page, `/login with the providers (${lang})`);
    await page.getByRole('link', { name: authText(lang, 'login.withProvider', { name: 'LINE' }) }).click();
    await new IdentitySandboxPage(page).continueAs('LINE', subject);
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(identityRow(page, 'Line')).toContainText(accountText(lang, 'top.identities.loggingIn'));
    // The identity of this login cannot be unlinked from it.
    await expect(identityRow(page, 'Line').getByRole('button')).toHaveCount(0);

    // From a password login it can: after a confirmation, and LINE no longer logs the member in.
    await login.logOut();
    await logInWithPassword(page, member, lang);
    await identityRow(page, 'Line')
      .getByRole('button', { name: accountText(lang, 'top.identities.unlinkLabel', { name: 'LINE' }) })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: accountText(lang, 'top.identities.confirmTitle', { name: 'LINE' }),
    });
    await dialog.getByRole('button', { name: accountText(lang, 'top.identities.confirm') }).click();
    await expect(page).toHaveURL(/\/mypage\/social\/disable\/complete$/);
    const unlinkedTitle = accountText(lang, 'complete.socialDisable.title');
    await expect(page.getByRole('heading', { level: 1, name: unlinkedTitle })).toBeVisible();
    await expectAccessibleAtBothWidths(page, `/mypage/social/disable/complete (${lang})`);
  });
}

test('an identity linked to another account cannot be linked again: /social/relate/error says so', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const subject = newSubject('google');
  const first = await signedUpMember(baseURL, 'relate-first');
  await logInWithPassword(page, first, 'ja');
  await linkFromMypage(page, 'ja', 'Google', subject);

  const context = await browser.newContext();
  const other = await context.newPage();
  const second = await signedUpMember(baseURL, 'relate-second');
  await logInWithPassword(other, second, 'ja');
  await other.getByRole('link', { name: accountText('ja', 'top.identities.linkLabel', { name: 'Google' }) }).click();
  await new IdentitySandboxPage(other).continueAs('Google', subject);
  await expect(other).toHaveURL(/\/social\/relate\/error\?type=ACCOUNT_ALREADY_EXISTS$/);
  await expect(
    other.getByRole('heading', { level: 1, name: accountText('ja', 'socialRelateError.title') }),
  ).toBeVisible();
  await expect(other.getByRole('alert')).toHaveText(accountText('ja', 'socialRelateError.ACCOUNT_ALREADY_EXISTS'));
  await expectAccessibleAtBothWidths(other, '/social/relate/error (ja)');
  await other.getByRole('link', { name: accountText('ja', 'socialRelateError.back') }).click();
  await expect(identityRow(other, 'Google')).toContainText(accountText('ja', 'top.identities.notLinked'));
  await context.close();
});

test('en: a login the visitor cancels at the provider comes back to the login page with the failure', async ({
  page,
  useLanguage,
}) => {
  await useLanguage('en');
  const login = new LoginScreen(page, 'en');
  await login.goto();
  await page.getByRole('link', { name: authText('en', 'login.withProvider', { name: 'Google' }) }).click();
  await new IdentitySandboxPage(page).cancel('Google');
  await expect(page).toHaveURL(/\/login\?error=LOGIN_FAILED$/);
  await expect(page.getByRole('alert')).toHaveText(authText('en', 'errors.LOGIN_FAILED'));
});

test("a member with a second factor is asked for it after LINE too: the provider's login is one factor", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await signedUpMember(baseURL, 'line-mfa');
  await withMemberApi(baseURL, member, (api) => api.enableEmail());
  const subject = newSubject('line-mfa');
  const factors = new MultiFactorScreens(page);
  const passEmailFactor = async () => {
    await factors.choose('Email');
    const before = await mailCount(member.email);
    await factors.sendCode();
    await factors.enter('Email', await waitForCode(member.email, { skip: before }));
    await expect(page).toHaveURL(/\/mypage$/);
  };

  const login = new LoginScreen(page, 'ja');
  await login.goto();
  await login.logIn(member.email, member.password);
  await passEmailFactor();
  await linkFromMypage(page, 'ja', 'LINE', subject);

  await login.logOut();
  await login.goto();
  await page.getByRole('link', { name: authText('ja', 'login.withProvider', { name: 'LINE' }) }).click();
  await new IdentitySandboxPage(page).continueAs('LINE', subject);
  await expect(page).toHaveURL(/\/login\/multi-factor$/);
  await passEmailFactor();
  await expect(identityRow(page, 'Line')).toContainText(accountText('ja', 'top.identities.loggingIn'));
});
