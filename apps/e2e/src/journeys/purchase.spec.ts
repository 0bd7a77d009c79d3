import type { Page } from '@playwright/test';
import { t } from '../screens/account-text';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * Buying plans against the real server: the plan page's payment choice, the verify call,
 * the confirm page with the plan's survey, the purchase and the complete page, and the refusals of
 * spec 001 §8, paid by campaign code (the card journeys are purchase-paid, -new-card and -3ds).
 */
const plans = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  text(lang, 'plans', key, values);

/** The plan page's "how to pay" form: choose the campaign code, type it, submit. */
async function payByCampaignCode(page: Page, lang: Lang, planId: string, code: string): Promise<void> {
  await page.goto(`/plans/${planId}`);
  const form = page.getByRole('form', { name: plans(lang, 'purchase.heading') });
  await form.getByRole('radio', { name: plans(lang, 'purchase.campaignCode') }).check();
  await form.getByRole('textbox', { name: plans(lang, 'purchase.campaignCodeLabel') }).fill(code);
  await form.getByRole('button').click();
}

const confirmHeading = (page: Page, lang: Lang) =>
  page.getByRole('heading', { level: 1, name: plans(lang, 'confirm.title') });

test('a member buys the monthly plan with a 100 % campaign code; the plan list and My Page show it at once', async ({
  page,
}) => {
  await fixtureMemberLoggedIn(page, 'buy-free');
  await payByCampaignCode(page, 'ja', 'monthly', 'demofree');
  await expect(page).toHaveURL(/\/plans\/monthly\/confirm$/);
  await expect(confirmHeading(page, 'ja')).toBeVisible();
  await expect(page.getByText('30日間無料キャンペーン')).toBeVisible();
  await expect(page.getByText(plans('ja', 'confirm.campaignFree', { days: 30, price: '990円' }))).toBeVisible();
  await expect(page.getByText(plans('ja', 'confirm.paymentCampaignCode', { code: 'demofree' }))).toBeVisible();

  await page.getByRole('radio', { name: 'SNS' }).check();
  await page.getByRole('button', { name: plans('ja', 'confirm.submit') }).click();
  await expect(page).toHaveURL(/\/plans\/monthly\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: plans('ja', 'complete.title') })).toBeVisible();
  await expect(page.getByText('ご契約ありがとうございます。さっそく作品をお楽しみください。')).toBeVisible();

  // The plan list: the contract first, under its own heading, not offered again.
  await page.goto('/plans');
  const held = page.getByRole('region', { name: plans('ja', 'list.contractedHeading') });
  await expect(held.getByText('見放題 月額プラン', { exact: true })).toBeVisible();
  // The demo store allows one live contract: the limit comes first in spec 000 §4's order.
  await expect(held.getByRole('button', { name: plans('ja', 'action.contractLimited') })).toBeVisible();

  // My Page top and its menu show the contract.
  await page.goto('/mypage');
  const contracts = page.getByRole('region', { name: t('ja', 'top.plans.heading') });
  await expect(contracts.getByText('見放題 月額プラン')).toBeVisible();
  await expect(page.getByRole('link', { name: text('ja', 'layout', 'menu.plans') }).first()).toBeVisible();

  // Back on the plan page: held (and at the limit), so no second purchase is offered.
  await page.goto('/plans/monthly');
  await expect(page.getByRole('button', { name: plans('ja', 'action.contractLimited') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('an invalid, another plan’s and a discount campaign code each get their message', async ({ page }) => {
  await fixtureMemberLoggedIn(page, 'bad-code');
  await payByCampaignCode(page, 'ja', 'monthly', 'NOSUCHCODE');
  await expect(page.getByText(text('ja', 'validation', 'payment.campaignCodeInvalid'))).toBeVisible();
  await expect(page).toHaveURL(/\/plans\/monthly$/);
  await payByCampaignCode(page, 'ja', 'monthly', 'YEARLYFREE');
  await expect(page.getByText(plans('ja', 'errors.PURCHASE_CAMPAIGN_NOT_APPLICABLE'))).toBeVisible();
  await payByCampaignCode(page, 'ja', 'monthly', 'HALFPRICE');
  await expect(page.getByText(plans('ja', 'errors.PURCHASE_CAMPAIGN_NOT_FREE'))).toBeVisible();
  await payByCampaignCode(page, 'ja', 'monthly', 'ENDED2020');
  await expect(page.getByText(plans('ja', 'errors.PURCHASE_CAMPAIGN_NOT_APPLICABLE'))).toBeVisible();
});

test('the survey’s required answer is asked for before the purchase; cancel returns to the plan page', async ({
  page,
  useLanguage,
}) => {
  await useLanguage('en');
  await fixtureMemberLoggedIn(page, 'survey');
  await payByCampaignCode(page, 'en', 'monthly', 'DEMOFREE');
  await expect(confirmHeading(page, 'en')).toBeVisible();
  await page.getByRole('button', { name: plans('en', 'confirm.submit') }).click();
  await expect(page.getByText(text('en', 'validation', 'survey.selectRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/plans\/monthly\/confirm$/);
  await page.getByRole('link', { name: plans('en', 'confirm.cancel') }).click();
  await expect(page).toHaveURL(/\/plans\/monthly$/);
  await expect(page.getByRole('heading', { level: 1, name: '見放題 月額プラン' })).toBeVisible();
});

test('at the contract limit a second subscription is refused, and the plans show the limit', async ({
  page,
  context,
}) => {
  await fixtureMemberLoggedIn(page, 'limit');
  // Another tab of the same member opens the yearly plan's payment choice first…
  const other = await context.newPage();
  await other.goto('/plans/yearly');
  await expect(other.getByRole('form', { name: plans('ja', 'purchase.heading') })).toBeVisible();
  // …while this one buys the monthly plan (the demo store allows one live subscription).
  await payByCampaignCode(page, 'ja', 'monthly', 'DEMOFREE');
  await page.getByRole('radio', { name: 'SNS' }).check();
  await page.getByRole('button', { name: plans('ja', 'confirm.submit') }).click();
  await expect(page).toHaveURL(/\/plans\/monthly\/complete$/);

  const form = other.getByRole('form', { name: plans('ja', 'purchase.heading') });
  await form.getByRole('radio', { name: plans('ja', 'purchase.campaignCode') }).check();
  await form.getByRole('textbox', { name: plans('ja', 'purchase.campaignCodeLabel') }).fill('YEARLYFREE');
  await form.getByRole('button').click();
  await expect(other.getByText(plans('ja', 'errors.PURCHASE_CONTRACT_LIMIT'))).toBeVisible();

  await other.goto('/plans/yearly');
  await expect(other.getByRole('button', { name: plans('ja', 'action.contractLimited') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The limit counts and closes every plan type: a film to buy too.
  await other.goto('/plans/purchase');
  await expect(other.getByRole('button', { name: plans('ja', 'action.contractLimited') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('the last one of a limited plan: one member buys it, the other is told it is sold out', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await fixtureMemberLoggedIn(first, 'last-first');
  await fixtureMemberLoggedIn(second, 'last-second');
  await second.goto('/plans/limited-edition');
  await expect(second.getByRole('form', { name: plans('ja', 'purchase.heading') })).toBeVisible();

  await payByCampaignCode(first, 'ja', 'limited-edition', 'FILMGIFT');
  await expect(confirmHeading(first, 'ja')).toBeVisible();
  await expect(first.getByText(plans('ja', 'confirm.campaignFreeOnce', { price: '1,200円' }))).toBeVisible();
  await first.getByRole('button', { name: plans('ja', 'confirm.submit') }).click();
  await expect(first).toHaveURL(/\/plans\/limited-edition\/complete$/);

  const form = second.getByRole('form', { name: plans('ja', 'purchase.heading') });
  await form.getByRole('radio', { name: plans('ja', 'purchase.campaignCode') }).check();
  await form.getByRole('textbox', { name: plans('ja', 'purchase.campaignCodeLabel') }).fill('FILMGIFT');
  await form.getByRole('button').click();
  await expect(second.getByText(plans('ja', 'errors.PURCHASE_SOLD_OUT'))).toBeVisible();
  await second.goto('/plans/limited-edition');
  await expect(second.getByRole('button', { name: plans('ja', 'action.soldOut') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a member rents a film with a campaign code: its viewing period shows, and the rental is held', async ({
  page,
}) => {
  await fixtureMemberLoggedIn(page, 'rent');
  // Free days are a subscription's: the 30-days-free code cannot pay for a rental.
  await payByCampaignCode(page, 'ja', 'rental-2d', 'DEMOFREE');
  await expect(page.getByText(plans('ja', 'errors.PURCHASE_CAMPAIGN_NOT_APPLICABLE'))).toBeVisible();
  await expect(page).toHaveURL(/\/plans\/rental-2d$/);
  await payByCampaignCode(page, 'ja', 'rental-2d', 'FILMGIFT');
  await expect(confirmHeading(page, 'ja')).toBeVisible();
  await expect(page.getByText(plans('ja', 'confirm.entitlementExpiration'))).toBeVisible();
  await expect(page.getByText(plans('ja', 'confirm.campaignFreeOnce', { price: '440円' }))).toBeVisible();
  await page.getByRole('button', { name: plans('ja', 'confirm.submit') }).click();
  await expect(page).toHaveURL(/\/plans\/rental-2d\/complete$/);
  await page.goto('/plans');
  const held = page.getByRole('region', { name: plans('ja', 'list.contractedHeading') });
  await expect(held.getByText('劇場版 デモ物語（レンタル 2日間）', { exact: true })).toBeVisible();
});

for (const lang of ['ja', 'en'] as const) {
  test.describe(`purchase pages a11y ${lang}`, () => {
    test.beforeEach(async ({ useLanguage }) => useLanguage(lang));

    test('plan page with its payment choice, confirm and complete', async ({ page }) => {
      test.slow(); // three pages, five states, each scanned at two widths, in one test
      await fixtureMemberLoggedIn(page, `buy-a11y-${lang}`);
      await page.goto('/plans/purchase');
      const form = page.getByRole('form', { name: plans(lang, 'purchase.heading') });
      await form.getByRole('radio', { name: plans(lang, 'purchase.campaignCode') }).check();
      await expect(form.getByRole('textbox', { name: plans(lang, 'purchase.campaignCodeLabel') })).toBeVisible();
      await expectAccessibleAtBothWidths(page, `/plans/purchase (member) ${lang}`);
      // A refusal on the page is checked too.
      await form.getByRole('button').click();
      await expect(page.getByText(text(lang, 'validation', 'payment.campaignCodeRequired'))).toBeVisible();
      await expectAccessibleAtBothWidths(page, `/plans/purchase (error) ${lang}`);

      await payByCampaignCode(page, lang, 'monthly', 'DEMOFREE');
      await expect(confirmHeading(page, lang)).toBeVisible();
      await expectAccessibleAtBothWidths(page, `/plans/monthly/confirm ${lang}`);
      await page.getByRole('button', { name: plans(lang, 'confirm.submit') }).click();
      await expect(page.getByText(text(lang, 'validation', 'survey.selectRequired'))).toBeVisible();
      await expectAccessibleAtBothWidths(page, `/plans/monthly/confirm (error) ${lang}`);
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: plans(lang, 'confirm.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: plans(lang, 'complete.title') })).toBeVisible();
      await expectAccessibleAtBothWidths(page, `/plans/monthly/complete ${lang}`);
    });
  });
}
