import type { Page, Request } from '@playwright/test';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember, type Member } from '../screens/members';
import { answerChallenge, answerLink, PaymentMethodScreen, pt } from '../screens/payment-screens';
import { t } from '../screens/mypage-text';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { sandboxOrigin } from '../support/origins';

/**
 * Payment methods on My Page against the real server and the sandbox provider on its own origin:
 * the card goes from the page to the provider only; our server gets tokens.
 */

async function logIn(page: Page, member: Member, lang: Lang = 'ja'): Promise<void> {
  const login = new LoginScreen(page, lang);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
}

/** Every request body the page sends to our own origin, to check no card number is among them. */
function recordOwnBodies(page: Page, ownOrigin: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).origin === ownOrigin) bodies.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return bodies;
}

const digitsOf = (number: string) => number.replace(/ /g, '');

test('a member adds a card from the account menu; the card number reaches only the provider', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'pay-add');
  const ownOrigin = new URL(baseURL ?? '').origin;
  const ownBodies = recordOwnBodies(page, ownOrigin);
  const providerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(sandboxOrigin))
      providerCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, member);
  await page
    .getByRole('link', { name: t('ja', 'layout:menu.paymentMethod'), exact: true })
    .first()
    .click();
  const screen = new PaymentMethodScreen(page);
  await screen.expectLoaded();
  await expect(page).toHaveURL(/\/mypage\/payment-method$/);
  await expect(page.getByText(pt('ja', 'list.empty'))).toBeVisible();
  await expect(screen.addButton()).toHaveAttribute('aria-disabled', 'true');

  const card = { number: '4111 1111 1111 1111' };
  await screen.add(card);
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: pt('ja', 'complete.added.title') })).toBeVisible();
  await page.getByRole('link', { name: pt('ja', 'complete.back') }).click();
  await screen.expectLoaded();
  const item = screen.item('Visa', '1111');
  await expect(item).toContainText(pt('ja', 'list.expiry', { date: `${new Date().getFullYear() + 3}/12` }));
  await expect(item).toContainText(pt('ja', 'list.notUsed'));

  expect(providerCalls).toEqual(
    expect.arrayContaining(['GET /js/token.js', 'GET /js/tds2info.js', 'POST /v1/tokens', 'POST /v1/tds2info-tokens']),
  );
  const leaks = ownBodies.filter((body) => body.includes(digitsOf(card.number)) || body.includes(card.number));
  expect(leaks).toEqual([]);
  expect(ownBodies.some((body) => body.includes('/zapi/account/payment-method/credit'))).toBe(true);
});

for (const lang of ['ja', 'en'] as const) {
  test(`the card form loads only once the card is chosen, and adds a card (${lang})`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    await useLanguage(lang);
    const member = await signedUpMember(baseURL, `pay-lazy-${lang}`);
    // The card form's chunk (formik, the card rules) and the provider's scripts: none before the choice.
    const cardCode: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/card-add-form-[\w-]+\.js$/.test(url) || url.startsWith(sandboxOrigin)) cardCode.push(url);
    });
    await logIn(page, member, lang);
    const screen = new PaymentMethodScreen(page, lang);
    await screen.goto();
    await expect(page.getByRole('radio', { name: pt(lang, 'types.SbpsCredit'), exact: true })).toBeVisible();
    await expect(screen.addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(cardCode).toEqual([]);

    await screen.chooseCard();
    await expect(page.getByRole('textbox', { name: pt(lang, 'add.cardNumber') })).toBeVisible();
    expect(cardCode.some((url) => /\/card-add-form-/.test(url))).toBe(true);
    await screen.add({ number: '4111 1111 1111 1111' });
    await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
    await expect(page.getByRole('heading', { level: 1, name: pt(lang, 'complete.added.title') })).toBeVisible();
    await screen.goto();
    await expect(screen.item('Visa', '1111')).toBeVisible();
  });
}

for (const lang of ['ja', 'en'] as const) {
  test(`from a plan page, an old login logs in again, adds a card and goes back to the plan (${lang})`, async ({
    page,
    useLanguage,
  }) => {
    await useLanguage(lang);
    // Logged in 15 minutes ago: adding a payment method asks for the login again (step-up).
    const member = await fixtureMemberLoggedIn(page, `pay-return-${lang}`, { loginAgeMinutes: 15 });
    await page.goto('/plans/monthly');
    await page.getByRole('link', { name: text(lang, 'plans', 'purchase.addFirstMethod') }).click();
    await expect(page).toHaveURL(/\/login\?prompt=login&redirect=%2Fmypage%2Fpayment-method%3Fplan%3Dmonthly$/);
    await new LoginScreen(page, lang).logIn(member.email, member.password);
    await expect(page).toHaveURL(/\/mypage\/payment-method\?plan=monthly$/);
    const screen = new PaymentMethodScreen(page, lang);
    await screen.expectLoaded();
    await screen.add({ number: '4111 1111 1111 1111' });
    await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
    await page.getByRole('link', { name: pt(lang, 'complete.backToPlan') }).click();
    await expect(page).toHaveURL(/\/plans\/monthly$/);
    await expect(
      page.getByRole('radio', { name: pt(lang, 'list.card', { brand: 'Visa', last4: '1111' }) }),
    ).toBeVisible();
  });
}

test('a card that asks for 3-D Secure is saved after the challenge passes, and not when it fails', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'pay-3ds');
  await logIn(page, member);
  const screen = new PaymentMethodScreen(page);
  await screen.goto();

  await screen.add({ number: '4000 0000 0000 3220' });
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/v1/challenges/`));
  await answerChallenge(page, '1234');
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);

  await screen.goto();
  await screen.add({ number: '4000 0000 0000 3220' });
  await answerChallenge(page, '9999');
  await expect(page).toHaveURL(/\/mypage\/payment-method\?challengeId=/);
  await expect(page.getByText(pt('ja', 'errors.THREE_D_SECURE_FAILED'))).toBeVisible();
  await expect(screen.list().getByRole('listitem')).toHaveCount(1);
  await expect(screen.item('Visa', '3220')).toBeVisible();
});

test("the provider's token error code shows its message; a declined card is not saved", async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'pay-errors');
  await logIn(page, member);
  const screen = new PaymentMethodScreen(page);
  await screen.goto();
  await screen.add({ number: '4000 0000 0000 0127' });
  await expect(page.getByText(t('ja', 'validation:cardToken.securityCodeInvalid'))).toBeVisible();

  await screen.goto();
  await screen.add({ number: '4000 0000 0000 0002' });
  await expect(page.getByText(pt('ja', 'errors.PAYMENT_METHOD_REGISTRATION_FAILED'), { exact: true })).toBeVisible();
  await expect(page.getByText(pt('ja', 'list.empty'))).toBeVisible();
});

test('a member deletes a card after confirming', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'pay-delete');
  await logIn(page, member);
  const screen = new PaymentMethodScreen(page);
  await screen.goto();
  await screen.add({ number: '5555 5555 5555 4444' });
  await expect(page).toHaveURL(/\/complete$/);
  await screen.goto();
  await screen.delete(pt('ja', 'list.card', { brand: 'Mastercard', last4: '4444' }));
  await expect(page).toHaveURL(/\/mypage\/payment-method\/delete\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: pt('ja', 'complete.deleted.title') })).toBeVisible();
  await screen.goto();
  await expect(page.getByText(pt('ja', 'list.empty'))).toBeVisible();
});

test('a member links docomo by the auto-posted form, and a cancel at PayPay comes back with its message', async ({
  page,
  baseURL,
}) => {
  const member = await signedUpMember(baseURL, 'pay-carrier');
  await logIn(page, member);
  const screen = new PaymentMethodScreen(page);
  await screen.goto();
  await screen.choose('SbpsDocomo');
  await screen.addButton().click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/v1/links/`));
  await answerLink(page, 'Approve');
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
  await screen.goto();
  await expect(
    screen
      .list()
      .getByRole('listitem')
      .filter({ hasText: pt('ja', 'types.SbpsDocomo') }),
  ).toBeVisible();

  await screen.choose('SbpsPaypay');
  await screen.addButton().click();
  await answerLink(page, 'Cancel');
  await expect(page).toHaveURL(/\/mypage\/payment-method\?linkId=/);
  await expect(page.getByText(pt('ja', 'errors.PAYMENT_METHOD_LINK_CANCELLED'))).toBeVisible();
  await expect(screen.list().getByRole('listitem')).toHaveCount(1);
});

test('a member links PayPal through its redirect, and a cancel there saves nothing', async ({ page, baseURL }) => {
  const member = await signedUpMember(baseURL, 'pay-paypal');
  await logIn(page, member);
  const screen = new PaymentMethodScreen(page);
  await screen.goto();
  await screen.choose('PaypalRest');
  await screen.addButton().click();
  await answerLink(page, 'Cancel');
  await expect(page.getByText(pt('ja', 'errors.PAYMENT_METHOD_LINK_CANCELLED'))).toBeVisible();
  await expect(page.getByText(pt('ja', 'list.empty'))).toBeVisible();

  await screen.goto();
  await screen.choose('PaypalRest');
  await screen.addButton().click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/v1/links/`));
  await answerLink(page, 'Approve');
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
  await screen.goto();
  await expect(screen.list().getByRole('listitem').filter({ hasText: 'PayPal' })).toBeVisible();
});

for (const lang of ['ja', 'en'] as const) {
  test(`the payment-method pages pass axe in ${lang} at 375 and 1280 px`, async ({ page, baseURL, useLanguage }) => {
    // Three pages × two widths of axe, after a sign-up and a card: more than the default 30 s on a busy machine.
    test.slow();
    await useLanguage(lang);
    const member = await signedUpMember(baseURL, `pay-axe-${lang}`);
    await logIn(page, member, lang);
    const screen = new PaymentMethodScreen(page, lang);
    await screen.goto();
    await screen.add({ number: '3782 822463 10005', securityCode: '1234' });
    await expect(page).toHaveURL(/\/complete$/);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/mypage/payment-method/complete');
      await expect(page.getByRole('heading', { level: 1, name: pt(lang, 'complete.added.title') })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `payment complete ${lang} ${width}`);
      await screen.goto();
      await expect(screen.item('American Express', '0005')).toBeVisible();
      await screen.fillCard({ number: '4111 1111 1111 1111' });
      await expectNoSeriousA11yViolations(page, `payment methods ${lang} ${width}`);
      await page.goto('/mypage/payment-method/delete/complete');
      await expectNoSeriousA11yViolations(page, `payment delete complete ${lang} ${width}`);
    }
  });
}
