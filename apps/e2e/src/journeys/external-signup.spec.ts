import type { Page } from '@playwright/test';
import { mailCount, pinCodeIn, waitForMail } from '@vs/testing';
import { t as accountText } from '../screens/account-text';
import { IdentitySandboxPage, newSubject } from '../screens/identity-sandbox';
import { LoginScreen } from '../screens/login-screens';
import { t as authText } from '../screens/login-text';
import { signedUpMember } from '../screens/members';
import { demoPolicies, newMember } from '../screens/signup-journey';
import { SignupEmailScreen, SignupFormScreen, SignupPinScreen, SignupPolicyScreen } from '../screens/signup-steps';
import { t as signupText } from '../screens/signup-text';
import { expectAccessibleAtBothWidths } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * Signing up with another service's account (spec 000 §4 "an external-account variant", 001 §5 "E-mail")
 * against the real server and the sandbox identity provider: the provider's address kept (no code) or
 * changed (a code to the new one), or already a member's; no password is asked, and the identity logs in.
 */
async function backFromLine(page: Page, lang: Lang, subject: string, email: string): Promise<void> {
  await new LoginScreen(page, lang).goto();
  await page.getByRole('link', { name: authText(lang, 'login.withProvider', { name: 'LINE' }) }).click();
  await new IdentitySandboxPage(page).continueAs('LINE', subject, email);
  await expect(page).toHaveURL(/\/signup\/auth$/);
  await expect(
    page.getByRole('heading', { level: 1, name: signupText(lang, 'title.external', { name: 'LINE' }) }),
  ).toBeVisible();
}

/** The store's policies on /signup/auth itself: read to the end and agreed. */
async function agreeHere(page: Page, lang: Lang): Promise<void> {
  const policies = new SignupPolicyScreen(page, lang);
  for (const title of demoPolicies[lang]) {
    await policies.scrollToEnd(title);
    await policies.checkbox(title).check();
  }
}

const next = (page: Page, lang: Lang) => page.getByRole('button', { name: signupText(lang, 'external.submit') });

async function finishForm(page: Page, lang: Lang, userId: string): Promise<void> {
  const form = new SignupFormScreen(page, lang);
  await form.expectLoaded();
  await expect(form.page.getByLabel(signupText(lang, 'form.password'), { exact: true })).toHaveCount(0);
  await form.fillForDemoStore(userId, null);
  await form.submitButton().click();
  await expect(page).toHaveURL(/\/signup\/plans$/);
}

for (const lang of ['ja', 'en'] as const) {
  test(`${lang}: signs up with LINE keeping its address (no code, no password), then logs in with LINE`, async ({
    page,
    useLanguage,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(lang);
    const member = newMember(`line-signup-${lang}`);
    const subject = newSubject('line-signup');
    await backFromLine(page, lang, subject, member.email);
    const box = new SignupEmailScreen(page, lang).emailBox();
    await expect(box).toHaveValue(member.email);
    await expectAccessibleAtBothWidths(page, `/signup/auth (${lang})`);
    await agreeHere(page, lang);
    const before = await mailCount(member.email);
    await next(page, lang).click();
    await finishForm(page, lang, member.userId);
    expect(await mailCount(member.email)).toBe(before);

    await page.goto('/mypage');
    await expect(page.getByTestId('identity-Line')).toContainText(accountText(lang, 'top.identities.loggingIn'));
    const login = new LoginScreen(page, lang);
    await login.logOut();
    await login.goto();
    await page.getByRole('link', { name: authText(lang, 'login.withProvider', { name: 'LINE' }) }).click();
    await new IdentitySandboxPage(page).continueAs('LINE', subject);
    await expect(page).toHaveURL(/\/mypage$/);
  });
}

test('a changed address from LINE gets a code at the new one, then the form without a password', async ({ page }) => {
  test.setTimeout(120_000);
  const member = newMember('line-changed');
  await backFromLine(page, 'ja', newSubject('line-changed'), `given-${member.email}`);
  await agreeHere(page, 'ja');
  const box = new SignupEmailScreen(page, 'ja').emailBox();
  await box.fill(member.email);
  const before = await mailCount(member.email);
  await next(page, 'ja').click();
  const pin = new SignupPinScreen(page, 'ja');
  await pin.expectLoaded();
  await pin.enter(pinCodeIn(await waitForMail(member.email, { skip: before })));
  await finishForm(page, 'ja', member.userId);
});

test('the address LINE gave, kept while a member has it, is refused in the external wording', async ({
  page,
  baseURL,
}) => {
  const existing = await signedUpMember(baseURL, 'line-taken');
  await backFromLine(page, 'ja', newSubject('line-taken'), existing.email);
  await agreeHere(page, 'ja');
  await next(page, 'ja').click();
  await expect(page.getByText(signupText('ja', 'validation:email.alreadyInUse'))).toBeVisible();
  await expect(new SignupEmailScreen(page, 'ja').emailBox()).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup\/auth$/);
});
