import { expectCompletion, enterMailedPin, heading, MypageTop } from '../screens/account-screens';
import { t } from '../screens/account-text';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember } from '../screens/members';
import { expect, test } from '../support/fixtures';
import { waitForCode } from '@vs/testing';

/**
 * Consents, policy re-consent, members who signed up through an external identity (no password,
 * address not yet verified) and withdrawal, against the real production server. Members
 * no page can make yet come from the server's development fixture call.
 */

test('a member switches a newsletter consent on and off; a failing switch keeps its value', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'consent');
  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(member.email, member.password);
  const top = new MypageTop(page);
  await top.expectLoaded();
  await top.link('top.more.newsletterConsent').click();
  await expect(heading(page, t('ja', 'consent:newsletter.title'))).toBeVisible();

  const toggle = page.getByRole('switch').first();
  const before = await toggle.getAttribute('aria-checked');
  const flipped = before === 'true' ? 'false' : 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', flipped);
  await expect(page.getByText(t('ja', 'consent:toast.success'))).toBeVisible();
  // The server kept it: a fresh load shows the new value.
  await page.reload();
  await expect(page.getByRole('switch').first()).toHaveAttribute('aria-checked', flipped);

  // Back off again.
  await page.getByRole('switch').first().click();
  await expect(page.getByRole('switch').first()).toHaveAttribute('aria-checked', before ?? 'false');

  // The server cannot be reached: the switch keeps its value and the error toast says so.
  await page.route('**/zapi/account/consent', (route) => route.abort('connectionrefused'));
  await page.getByRole('switch').first().click();
  await expect(page.getByText(t('ja', 'consent:toast.error'))).toBeVisible();
  await expect(page.getByRole('switch').first()).toHaveAttribute('aria-checked', before ?? 'false');
  await page.unroute('**/zapi/account/consent');

  await page.goto('/mypage/consent?type=privacy');
  await expect(heading(page, t('ja', 'consent:privacy.title'))).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(t('ja', 'consent:privacy.policyLink')) })).toBeVisible();
});

test('an outdated agreed policy revision sends the member to re-consent first, then on to the page asked for', async ({
  page,
}) => {
  await fixtureMemberLoggedIn(page, 'reconsent', { outdatedConsent: true });
  await page.goto('/mypage/login-history');
  await expect(page).toHaveURL(/\/mypage\/re-consent\?redirect=%2Fmypage%2Flogin-history$/);
  await expect(heading(page, t('ja', 'consent:reConsent.title'))).toBeVisible();
  const submit = page.getByRole('button', { name: t('ja', 'consent:reConsent.submit'), exact: true });
  // Every internal policy has to be read to its end first.
  for (const box of await page
    .getByRole('region')
    .filter({ has: page.locator('[tabindex]') })
    .all()) {
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  }
  for (const checkbox of await page.getByRole('checkbox').all()) await checkbox.check();
  await submit.click();
  await expect(page).toHaveURL(/\/mypage\/login-history$/);
  await page.goto('/mypage');
  await new MypageTop(page).expectLoaded();
});

test('a member who signed up through an external identity verifies the address and sets a password', async ({
  page,
}) => {
  const member = await fixtureMemberLoggedIn(page, 'external', { password: null, emailVerified: false });
  const top = new MypageTop(page);
  await top.goto();
  await expect(page.getByText(t('ja', 'top.emailUnverified'))).toBeVisible();
  await top.link('top.emailVerifyLink').click();
  await expect(heading(page, t('ja', 'credentials:title.emailVerify'))).toBeVisible();
  await page.getByRole('button', { name: t('ja', 'credentials:emailVerify.submit') }).click();
  await expect(page).toHaveURL(/\/mypage\/email\/verify\/code$/);
  await enterMailedPin(page, 'ja', member.email, 'credentials:emailPin.submit.mailVerify');
  await expectCompletion(page, 'ja', 'emailVerify');
  await expect(page.getByText(t('ja', 'top.emailUnverified'))).toHaveCount(0);

  // No password yet: the password row offers to set one.
  await top.link('top.security.passwordSet').click();
  await expect(page).toHaveURL(/\/mypage\/enable-password$/);
  await page.getByRole('button', { name: t('ja', 'credentials:enablePassword.send') }).click();
  await page.getByLabel(t('ja', 'credentials:pin.label'), { exact: true }).waitFor();
  const pin = await waitForCode(member.email, { skip: 1 });
  await page.getByLabel(t('ja', 'credentials:pin.label'), { exact: true }).fill(pin);
  await page.getByLabel(t('ja', 'credentials:enablePassword.password'), { exact: true }).fill(member.password);
  await page.getByLabel(t('ja', 'credentials:enablePassword.passwordConfirm'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: t('ja', 'credentials:enablePassword.submit'), exact: true }).click();
  await expectCompletion(page, 'ja', 'enablePassword');

  const login = new LoginScreen(page);
  await login.logOut();
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
});

test('a member withdraws with the survey and the mailed PIN, and can no longer log in', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'withdraw');
  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(member.email, member.password);
  const top = new MypageTop(page);
  await top.expectLoaded();
  await top.link('top.withdraw').click();
  await expect(heading(page, t('ja', 'credentials:title.withdraw'))).toBeVisible();

  const submit = page.getByRole('button', { name: t('ja', 'credentials:withdraw.submit'), exact: true });
  await submit.click();
  await expect(page.getByText('同意は必須です')).toBeVisible();
  // The demo store's survey: a required reason and 1 to 3 features used.
  await page.getByRole('radio').first().check();
  await page.getByRole('checkbox', { name: t('ja', 'credentials:withdraw.consent') }).check();
  const features = page
    .getByRole('group')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNot: page.getByRole('checkbox', { name: t('ja', 'credentials:withdraw.consent') }) });
  if ((await features.count()) > 0) await features.first().getByRole('checkbox').first().check();
  await submit.click();

  await expect(page).toHaveURL(/\/withdraw\/pin-code$/);
  await enterMailedPin(page, 'ja', member.email, 'credentials:withdrawPin.submit', 1);
  await expect(page).toHaveURL(/\/withdraw\/complete$/);
  await expect(heading(page, t('ja', 'credentials:title.withdrawComplete'))).toBeVisible();

  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage$/);
  await login.logIn(member.email, member.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('withdrawal is refused while a plan is under contract', async ({ page }) => {
  await fixtureMemberLoggedIn(page, 'contract', { subscriptionPlanId: 'monthly' });
  const top = new MypageTop(page);
  await top.goto();
  await expect(top.section('top.plans.heading')).toContainText(t('ja', 'top.plans.status.contracted'));
  await top.link('top.withdraw').click();
  await expect(page.getByText(t('ja', 'credentials:withdraw.blocked'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('ja', 'credentials:withdraw.submit') })).toHaveCount(0);
});
