import type { Page } from '@playwright/test';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember, type Member } from '../screens/members';
import { PaymentMethodScreen, pt } from '../screens/payment-screens';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * Buying with a saved card: the card is registered on My Page at the sandbox provider, the
 * plan page offers it, the purchase charges it at the provider; a declined charge leaves no contract.
 */
const plans = (key: string, values: Record<string, string | number> = {}) => text('ja', 'plans', key, values);
const purchasePlan = '劇場版 デモ物語（購入）';

async function memberWithCard(page: Page, baseURL: string | undefined, tag: string, number: string): Promise<Member> {
  const member = await signedUpMember(baseURL, tag);
  const login = new LoginScreen(page, 'ja');
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await page.goto('/mypage/payment-method');
  const screen = new PaymentMethodScreen(page);
  await screen.expectLoaded();
  await screen.add({ number });
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
  return member;
}

async function payWithSavedCard(page: Page, last4: string): Promise<void> {
  await page.goto('/plans/purchase');
  const form = page.getByRole('form', { name: plans('purchase.heading') });
  await form.getByRole('radio', { name: pt('ja', 'list.card', { brand: 'Visa', last4 }) }).check();
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/plans\/purchase\/confirm$/);
  await expect(page.getByText(pt('ja', 'list.card', { brand: 'Visa', last4 }))).toBeVisible();
  await page.getByRole('button', { name: plans('confirm.submit') }).click();
}

test('a member buys a film with the card saved on My Page; the card then shows the contract it pays', async ({
  page,
  baseURL,
}) => {
  await memberWithCard(page, baseURL, 'buy-card', '4111 1111 1111 1111');
  await payWithSavedCard(page, '1111');
  await expect(page).toHaveURL(/\/plans\/purchase\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: plans('complete.title') })).toBeVisible();

  await page.goto('/mypage/payment-method');
  const screen = new PaymentMethodScreen(page);
  await screen.expectLoaded();
  await expect(screen.item('Visa', '1111')).toContainText(pt('ja', 'list.usedBy', { plans: purchasePlan }));
});

test('a charge the provider declines is told on the confirm page and makes no contract', async ({ page, baseURL }) => {
  await memberWithCard(page, baseURL, 'buy-declined', '4000 0000 0000 0341');
  await payWithSavedCard(page, '0341');
  await expect(page.getByText(plans('errors.PURCHASE_CHARGE_DECLINED'))).toBeVisible();
  await expect(page).toHaveURL(/\/plans\/purchase\/confirm$/);

  await page.goto('/plans');
  await expect(page.getByRole('region', { name: plans('list.contractedHeading') })).toHaveCount(0);
});
