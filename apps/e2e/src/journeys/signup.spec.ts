import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { mailCount, pinCodeIn, waitForCode, waitForMail } from '@vs/testing';
import { SignupEmailScreen, SignupFormScreen, SignupPinScreen, SignupPolicyScreen } from '../screens/signup-steps';
import { demoPolicies, fullSignup, newMember, throughPin, throughPolicies } from '../screens/signup-journey';
import { t } from '../screens/signup-text';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * Sign-up by e-mail and PIN against the real production server. The demo store shows its
 * two internal policies first (4 steps), uses a user ID, Radio sex, the whole address and three
 * custom questions. PIN codes are read from the mail the server sent over SMTP (mailbox.ts in @vs/testing).
 */
for (const lang of ['ja', 'en'] as const) {
  test(`a guest signs up by e-mail and PIN and reaches the plan step (${lang})`, async ({ page, useLanguage }) => {
    test.setTimeout(60_000);
    await useLanguage(lang);
    const member = newMember(`full-${lang}`);
    await throughPin(page, lang, member.email);
    const form = new SignupFormScreen(page, lang);
    await expect(page.getByText(t(lang, 'ui:stepBar.position', { current: 3, total: 4 }))).toBeAttached();
    await expect(form.field('email')).toHaveValue(member.email);
    await form.fillForDemoStore(member.userId, 'Kumo7sora');
    await form.submitButton().click();
    await expect(page).toHaveURL(/\/signup\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'title.plans') })).toBeVisible();
    // The plan cards choose a plan on this step (signup-plans.spec.ts buys one).
    await expect(page.locator('a[href="/signup/plans?planId=monthly"]')).toBeVisible();
    await page.getByRole('link', { name: t(lang, 'plans.skip') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'complete.heading') })).toBeVisible();
    await expect(page.getByRole('link', { name: t(lang, 'complete.toPlans') })).toHaveAttribute('href', '/plans');
  });
}

test('a wrong PIN is refused on the field, the same code stays blocked, the right one goes on', async ({ page }) => {
  const member = newMember('wrong-pin');
  await throughPolicies(page, 'ja');
  await new SignupEmailScreen(page).send(member.email);
  const pin = new SignupPinScreen(page);
  await pin.expectLoaded();
  const right = await waitForCode(member.email);
  const wrong = right === '000000' ? '111111' : '000000';
  await pin.enter(wrong);
  await expect(page.getByText(t('ja', 'pinCode.authFailed'))).toBeVisible();
  await expect(pin.codeBox()).toHaveAttribute('aria-invalid', 'true');
  await expect(pin.submitButton()).toHaveAttribute('aria-disabled', 'true');
  await pin.enter(right);
  await new SignupFormScreen(page).expectLoaded();
});

test('resend waits 30 seconds after the page loads and after each resend', async ({ page }) => {
  test.setTimeout(120_000);
  const member = newMember('resend');
  await throughPolicies(page, 'ja');
  await new SignupEmailScreen(page).send(member.email);
  const pin = new SignupPinScreen(page);
  await pin.expectLoaded();
  await waitForMail(member.email);
  await expect(pin.resendButton()).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(/^\d+秒後に再送信できます$/)).toBeVisible();
  await expect(pin.resendButton()).not.toHaveAttribute('aria-disabled', { timeout: 35_000 });
  await pin.resendButton().click();
  await expect(page.getByText(t('ja', 'pinCode.resent'))).toBeVisible();
  await expect(pin.resendButton()).toHaveAttribute('aria-disabled', 'true');
  const second = await waitForMail(member.email, { skip: 1 });
  await pin.enter(pinCodeIn(second));
  await new SignupFormScreen(page).expectLoaded();
});

test('a registered address gets the catalogue message and a link to log in; a user ID in use is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const first = newMember('dup');
  await fullSignup(page, 'ja', first);

  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await throughPolicies(other, 'ja');
    const email = new SignupEmailScreen(other);
    await email.send(first.email);
    await expect(other.getByText(t('ja', 'email.alreadyInUse'))).toBeVisible();
    await expect(other.getByRole('link', { name: t('ja', 'email.toLogin') })).toHaveAttribute('href', '/login');
    await expect(email.emailBox()).toHaveAttribute('aria-invalid', 'true');

    const second = newMember('dup2');
    const before = await mailCount(second.email);
    await email.send(second.email);
    const pin = new SignupPinScreen(other);
    await pin.expectLoaded();
    await pin.enter(await waitForCode(second.email, { skip: before }));
    const form = new SignupFormScreen(other);
    await form.expectLoaded();
    await form.fillForDemoStore(first.userId, 'Kumo7sora');
    await form.field('password').focus(); // leaves the user ID box: the server check runs
    const taken = text('ja', 'validation', 'userId.alreadyInUse');
    await expect(other.getByText(taken)).toBeVisible();
    await form.submitButton().click();
    await expect(form.summary()).toBeVisible();
    await expect(form.field('userId')).toBeFocused();
    await expect(form.field('userId')).toHaveAttribute('aria-invalid', 'true');
  } finally {
    await context.close();
  }
});

test('each internal policy must be scrolled to within 10 px of its end before it can be agreed to', async ({
  page,
}) => {
  // The seeded policies are short enough to fit their 240 px box (which counts as read at once), so
  // the boxes are made 60 px tall here; the page's own rule then decides.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[role="region"][tabindex="0"]'))
        el.style.maxHeight = '60px';
    }).observe(document, { childList: true, subtree: true });
  });
  const policy = new SignupPolicyScreen(page);
  await policy.goto();
  const [terms, privacy] = demoPolicies.ja;
  await expect(policy.region(terms).getByRole('heading', { name: '第1条（適用）' })).toBeVisible();
  await expect(policy.agreeButton()).toHaveAttribute('aria-disabled', 'true');
  await expect(policy.checkbox(terms)).toHaveAttribute('aria-disabled', 'true');
  // Playwright itself sees the box as not enabled; a forced click proves it does not tick either.
  await policy.checkbox(terms).click({ force: true });
  await expect(policy.checkbox(terms)).not.toBeChecked();

  // 11 px short of the end: still not read.
  await policy.region(terms).evaluate((el) => {
    el.scrollTop = el.scrollHeight - el.clientHeight - 11;
    el.dispatchEvent(new Event('scroll'));
  });
  await expect(policy.checkbox(terms)).toHaveAttribute('aria-disabled', 'true');
  await policy.scrollToEnd(terms);
  await expect(policy.checkbox(terms)).not.toHaveAttribute('aria-disabled');
  await expect(policy.agreeButton()).toHaveAttribute('aria-disabled', 'true');
  await policy.scrollToEnd(privacy);
  await expect(policy.agreeButton()).not.toHaveAttribute('aria-disabled');

  // Every policy must be ticked.
  await policy.checkbox(terms).check();
  await policy.agreeButton().click();
  await expect(page.getByText(text('ja', 'validation', 'policy.required'))).toBeVisible();
  await expect(policy.checkbox(privacy)).toBeFocused();
  await policy.checkbox(privacy).check();
  await policy.agreeButton().click();
  await expect(page).toHaveURL(/\/signup\/email$/);
});

test('a postal code with several addresses opens a choice, and asking again reopens it without a new lookup', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = newMember('postal');
  await throughPin(page, 'ja', member.email);
  const form = new SignupFormScreen(page);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/zapi/postal-code/')) lookups.push(request.url());
  });
  await expect(form.lookUpButton()).toHaveAttribute('aria-disabled', 'true');
  // 454-0954 is shared by two town areas of Nagoya's Nakagawa ward in Japan Post's data.
  await form.field('postalCode').fill('4540954');
  await form.lookUpButton().click();
  const dialog = page.getByRole('dialog', { name: t('ja', 'profile:form.chooseAddress') });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: '愛知県名古屋市中川区富田町江松' }).check();
  await dialog.getByRole('button', { name: t('ja', 'ui:choice.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(form.field('prefecture')).toHaveValue('23');
  await expect(form.field('address')).toHaveValue('名古屋市中川区富田町江松');
  await form.lookUpButton().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('ja', 'ui:choice.cancel') }).click();
  expect(lookups).toHaveLength(1);
});

test('every sign-up step passes axe (WCAG 2.1 A/AA) with errors showing', async ({ page }) => {
  test.setTimeout(60_000);
  const member = newMember('axe');
  const policy = new SignupPolicyScreen(page);
  await policy.goto();
  await expectNoSeriousA11yViolations(page, '/signup');
  await policy.agreeToAll(demoPolicies.ja);
  await page.getByRole('button', { name: t('ja', 'email.submit') }).click();
  await expect(new SignupEmailScreen(page).emailBox()).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/signup/email with an error');
  await new SignupEmailScreen(page).send(member.email);
  const pin = new SignupPinScreen(page);
  await pin.expectLoaded();
  await expectNoSeriousA11yViolations(page, '/signup/pin-code');
  await pin.enter(await waitForCode(member.email));
  const form = new SignupFormScreen(page);
  await form.expectLoaded();
  await form.submitButton().click();
  await expect(form.field('userId')).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/signup/form with errors');
});
