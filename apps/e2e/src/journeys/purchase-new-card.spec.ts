import type { Page, Request } from '@playwright/test';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember } from '../screens/members';
import { answerChallenge, PaymentMethodScreen, pt, type TestCard } from '../screens/payment-screens';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { sandboxOrigin } from '../support/origins';

/**
 * Buying with a new card typed on the plan page: the card goes from the page to the
 * sandbox provider's origin only, its token becomes the member's saved card, and the purchase pays
 * with it; a card that asks for 3-D Secure goes through the provider's challenge and back.
 */
const plans = (lang: Lang, key: string) => text(lang, 'plans', key);
const subscription = '/plans/yearly';

async function logIn(page: Page, tag: string, baseURL: string | undefined, lang: Lang): Promise<void> {
  const member = await signedUpMember(baseURL, tag);
  const login = new LoginScreen(page, lang);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
}

/** Opens the plan page's how to pay on "new card" and types the card there. */
async function typeNewCard(page: Page, lang: Lang, { number, securityCode = '123' }: TestCard): Promise<void> {
  await page.goto(subscription);
  const form = page.getByRole('form', { name: plans(lang, 'purchase.heading') });
  await form.getByRole('radio', { name: plans(lang, 'purchase.newCard'), exact: true }).check();
  await form.getByRole('textbox', { name: pt(lang, 'add.cardNumber') }).fill(number);
  await form.getByRole('combobox', { name: pt(lang, 'add.month') }).selectOption('12');
  await form.getByRole('combobox', { name: pt(lang, 'add.year') }).selectOption(String(new Date().getFullYear() + 3));
  await form.getByLabel(pt(lang, 'add.securityCode')).fill(securityCode);
  await form.getByRole('button').click();
}

async function confirmPurchase(page: Page, lang: Lang): Promise<void> {
  await expect(page).toHaveURL(/\/plans\/yearly\/confirm$/);
  await page.getByRole('button', { name: plans(lang, 'confirm.submit') }).click();
  await expect(page).toHaveURL(/\/plans\/yearly\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: plans(lang, 'complete.title') })).toBeVisible();
}

for (const lang of ['ja', 'en'] as const) {
  test(`a member buys a subscription with a new card typed on the plan page (${lang})`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    await useLanguage(lang);
    await logIn(page, `new-card-${lang}`, baseURL, lang);
    await typeNewCard(page, lang, { number: '4111 1111 1111 1111' });
    await confirmPurchase(page, lang);

    // The card is now the member's saved method, paying the new contract.
    const screen = new PaymentMethodScreen(page, lang);
    await screen.goto();
    await expect(screen.item('Visa', '1111')).toContainText(pt(lang, 'list.usedBy', { plans: '見放題 年額プラン' }));
  });
}

for (const lang of ['ja', 'en'] as const) {
  test(`an old login typing a new card on the plan page logs in again and comes back to the plan (${lang})`, async ({
    page,
    useLanguage,
  }) => {
    await useLanguage(lang);
    // Logged in 15 minutes ago: saving the typed card asks for the login again (step-up).
    const member = await fixtureMemberLoggedIn(page, `new-card-step-up-${lang}`, { loginAgeMinutes: 15 });
    await typeNewCard(page, lang, { number: '4111 1111 1111 1111' });
    const modal = page.getByRole('alertdialog', { name: text(lang, 'common', 'restartFlow.stepUpTitle') });
    await expect(modal).toContainText(text(lang, 'common', 'restartFlow.stepUpBody'));
    await modal.getByRole('button', { name: text(lang, 'common', 'restartFlow.stepUpAction') }).click();
    await expect(page).toHaveURL(/\/login\?prompt=login&redirect=%2Fplans%2Fyearly$/);
    await new LoginScreen(page, lang).logIn(member.email, member.password);
    await expect(page).toHaveURL(/\/plans\/yearly$/);

    // The card never reached our server, so it is typed again; this time it is saved and pays.
    await typeNewCard(page, lang, { number: '4111 1111 1111 1111' });
    await confirmPurchase(page, lang);
  });
}

test('no request to our origin during the purchase carries the card number', async ({ page, baseURL }) => {
  const ownOrigin = new URL(baseURL ?? '').origin;
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).origin === ownOrigin) bodies.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  const providerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(sandboxOrigin)) providerCalls.push(new URL(request.url()).pathname);
  });
  await logIn(page, 'new-card-leak', baseURL, 'ja');
  const card = '4111 1111 1111 1111';
  await typeNewCard(page, 'ja', { number: card });
  await confirmPurchase(page, 'ja');

  expect(providerCalls).toEqual(expect.arrayContaining(['/v1/tokens', '/v1/tds2info-tokens']));
  expect(bodies.some((body) => body.includes('/zapi/purchase/verify/yearly'))).toBe(true);
  const leaks = bodies.filter((body) => body.includes(card) || body.includes(card.replace(/ /g, '')));
  expect(leaks).toEqual([]);
  expect(bodies.filter((body) => body.includes('"securityCode"'))).toEqual([]);
});

test('a new card that asks for 3-D Secure: a passed challenge goes on to the purchase', async ({ page, baseURL }) => {
  await logIn(page, 'new-card-3ds-pass', baseURL, 'ja');
  await typeNewCard(page, 'ja', { number: '4000 0000 0000 3220' });
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/v1/challenges/`));
  await answerChallenge(page, '1234');
  await confirmPurchase(page, 'ja');
});

test('a new card that fails its 3-D Secure challenge is told on the plan page and buys nothing', async ({
  page,
  baseURL,
}) => {
  await logIn(page, 'new-card-3ds-fail', baseURL, 'ja');
  await typeNewCard(page, 'ja', { number: '4000 0000 0000 3220' });
  await answerChallenge(page, '9999');
  await expect(page).toHaveURL(/\/plans\/yearly\?challengeId=/);
  await expect(page.getByText(pt('ja', 'errors.THREE_D_SECURE_FAILED'))).toBeVisible();
  await page.goto('/plans');
  await expect(page.getByRole('region', { name: plans('ja', 'list.contractedHeading') })).toHaveCount(0);
});

test('the plan page with the card form open has no serious accessibility violations', async ({ page, baseURL }) => {
  await logIn(page, 'new-card-axe', baseURL, 'ja');
  await page.goto(subscription);
  const form = page.getByRole('form', { name: plans('ja', 'purchase.heading') });
  await form.getByRole('radio', { name: plans('ja', 'purchase.newCard'), exact: true }).check();
  await expect(form.getByRole('textbox', { name: pt('ja', 'add.cardNumber') })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'plan page, new card');
});
