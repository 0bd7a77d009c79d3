import type { Page } from '@playwright/test';
import { PaymentHistoryScreen } from '../screens/billing-history';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { answerChallenge, PaymentMethodScreen, pt } from '../screens/payment-screens';
import {
  expectComplete,
  giveSubscription,
  runBilling,
  st,
  SubscriptionListScreen,
  type SubscriptionDetailScreen,
} from '../screens/subscription-screens';
import { expectAccessibleAtBothWidths } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * My Page's contracts against the real server and the sandbox provider: the list with its badges and
 * warnings, the detail, cancelling with the plan's survey and taking it back, changing the payment
 * method to a card added with 3-D Secure, and retrying a held renewal. The development fixture makes
 * the states days would make (renewing today, held yesterday, an expired card), so no journey moves
 * the server's clock under the others running beside it.
 */
const MONTHLY = '見放題 月額プラン';
const YEARLY = '見放題 年額プラン';
/** The sandbox's card that asks for a 3-D Secure challenge (code 1234 passes). */
const CHALLENGE_CARD = '4000 0027 6000 3184';

/**
 * The cancel confirmation: with the plan's survey (the monthly plan has one; its rules are the
 * component test's), then the completion and back to the detail.
 */
async function cancel(page: Page, lang: Lang, detail: SubscriptionDetailScreen, survey: boolean): Promise<void> {
  await detail.link('detail.cancel').click();
  await expect(page.getByRole('heading', { level: 1, name: st(lang, 'cancel.title') })).toBeVisible();
  await expectAccessibleAtBothWidths(page, `cancel confirmation ${lang}`);
  if (survey) await page.getByRole('radio', { name: 'SNS', exact: true }).check();
  await page.getByRole('button', { name: st(lang, 'cancel.submit') }).click();
  await expectComplete(page, lang, 'cancel');
  await expectAccessibleAtBothWidths(page, `cancel complete ${lang}`);
  await page.getByRole('link', { name: st(lang, 'complete.backToDetail') }).click();
}

// Every page at two widths under axe, a card added through the provider's challenge page, a charge at
// the sandbox: well past the default on CI's two cores while the other worker runs.
test.describe.configure({ timeout: 240_000 });

test('ja: expired card, renewing label; a 3-D Secure card replaces the expired one; cancel with survey, undo', async ({
  page,
  useLanguage,
}) => {
  const lang = 'ja';
  await useLanguage(lang);
  await page.setViewportSize({ width: 1280, height: 900 });
  await fixtureMemberLoggedIn(page, 'subs-ja');
  await giveSubscription(page, { planId: 'monthly', paymentMethod: 'expiredCard', settlementInDays: 10 });
  // Due today with its charge under way: renewing (the job leaves a running charge alone for minutes).
  await giveSubscription(page, { planId: 'yearly', paymentMethod: 'none', settlementInDays: 0, chargeRunning: true });

  const list = new SubscriptionListScreen(page, lang);
  await list.openFromMenu();
  await expect(list.card(MONTHLY)).toContainText(st(lang, 'card.cardExpired'));
  await expect(list.card(MONTHLY)).toContainText(st(lang, 'badge.contracted'));
  await expect(list.card(YEARLY)).toContainText(st(lang, 'card.renewing'));
  await expect(list.card(YEARLY)).toContainText(st(lang, 'renewal.perYear'));
  await expectAccessibleAtBothWidths(page, 'contract list ja');

  // Renewing: the notice, and neither change nor cancel.
  const renewing = await list.open(YEARLY);
  await expect(page.getByText(st(lang, 'detail.renewingNotice'))).toBeVisible();
  await expect(renewing.link('detail.cancel')).toHaveCount(0);

  await page.goBack();
  const detail = await list.open(MONTHLY);
  await expect(page.getByText(st(lang, 'card.cardExpired'))).toBeVisible();
  await expect(detail.fact('detail.paymentMethod')).toHaveText(
    st(lang, 'detail.card', { brand: 'Visa', last4: '0005' }),
  );
  await expectAccessibleAtBothWidths(page, 'contract detail ja');

  // No method can pay: add a card (3-D Secure) on My Page, which leads back here to choose it.
  await detail.link('detail.changePaymentMethod').click();
  await expect(page.getByRole('heading', { level: 1, name: st(lang, 'paymentMethod.title') })).toBeVisible();
  await expect(page.getByText(st(lang, 'paymentMethod.none'))).toBeVisible();
  await page.getByRole('link', { name: st(lang, 'paymentMethod.add') }).click();
  await new PaymentMethodScreen(page, lang).add({ number: CHALLENGE_CARD });
  await answerChallenge(page, '1234');
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
  await page.getByRole('link', { name: pt(lang, 'complete.backToPlan') }).click();
  await expect(page.getByRole('heading', { level: 1, name: st(lang, 'paymentMethod.title') })).toBeVisible();
  await page.getByRole('radio', { name: st(lang, 'detail.card', { brand: 'Visa', last4: '3184' }) }).check();
  await expectAccessibleAtBothWidths(page, 'change payment method ja');
  await page.getByRole('button', { name: st(lang, 'paymentMethod.submit') }).click();
  await expectComplete(page, lang, 'paymentMethod');
  await expectAccessibleAtBothWidths(page, 'payment method changed ja');
  await page.getByRole('link', { name: st(lang, 'complete.backToDetail') }).click();
  await expect(detail.fact('detail.paymentMethod')).toHaveText(
    st(lang, 'detail.card', { brand: 'Visa', last4: '3184' }),
  );
  await expect(page.getByText(st(lang, 'card.cardExpired'))).toHaveCount(0);

  // Cancel with the survey: the end date instead of the settlement day, billing hidden; then undo.
  await cancel(page, lang, detail, true);
  await expect(detail.badge('cancelScheduled')).toBeVisible();
  await expect(detail.fact('detail.endDate')).toBeVisible();
  await expect(detail.fact('detail.paymentMethod')).toHaveCount(0);
  await detail.button('detail.undo').click();
  await expect(detail.announced('detail.undone')).toBeVisible();
  await expect(detail.badge('contracted')).toBeVisible();
  await expect(detail.fact('detail.nextSettlementDay')).toBeVisible();
});

test('en: a held renewal waits for the next day, then the retry charges; cancel and undo in English', async ({
  page,
  useLanguage,
}) => {
  const lang = 'en';
  await useLanguage(lang);
  await page.setViewportSize({ width: 1280, height: 900 });
  await fixtureMemberLoggedIn(page, 'subs-en');
  const methods = new PaymentMethodScreen(page, lang);
  await methods.goto();
  await methods.add({ number: '4111 1111 1111 1111' });
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
  await giveSubscription(page, { planId: 'monthly', status: 'HOLD', settlementInDays: -1, holdDaysAgo: 0 });
  await giveSubscription(page, { planId: 'yearly', status: 'HOLD', settlementInDays: -1, holdDaysAgo: 1 });

  const list = new SubscriptionListScreen(page, lang);
  await list.openFromMenu();
  await expect(list.card(MONTHLY)).toContainText(st(lang, 'badge.onHold'));
  await expect(list.card(YEARLY)).toContainText(st(lang, 'badge.onHold'));
  await expectAccessibleAtBothWidths(page, 'contract list en');

  // Held today: the retry is refused until tomorrow (JST), with the catalogue's words.
  const today = await list.open(MONTHLY);
  await expect(page.getByText(st(lang, 'detail.holdMessage'))).toBeVisible();
  await today.button('detail.retry').click();
  await expect(page.getByText(st(lang, 'errors.SUBSCRIPTION_RETRY_TOO_EARLY'))).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'held contract en');

  // The payment-method page in English: the saved card is the current one.
  await today.link('detail.changePaymentMethod').click();
  const card = st(lang, 'detail.card', { brand: 'Visa', last4: '1111' });
  await expect(
    page.getByRole('radio', { name: st(lang, 'paymentMethod.currentLabel', { method: card }) }),
  ).toBeChecked();
  await expectAccessibleAtBothWidths(page, 'change payment method en');
  await page.getByRole('button', { name: st(lang, 'paymentMethod.submit') }).click();
  await expectComplete(page, lang, 'paymentMethod');
  await expectAccessibleAtBothWidths(page, 'payment method changed en');

  // Held yesterday: the retry charges the held period and the contract runs again.
  await page.goto('/mypage/plans');
  const yesterday = await list.open(YEARLY);
  await yesterday.button('detail.retry').click();
  await expect(yesterday.announced('detail.retried')).toBeVisible();
  await expect(yesterday.badge('contracted')).toBeVisible();

  await cancel(page, lang, yesterday, false);
  await expect(yesterday.badge('cancelScheduled')).toBeVisible();
  await yesterday.button('detail.undo').click();
  await expect(yesterday.announced('detail.undone')).toBeVisible();
});

test('ja: on its settlement day the billing run turns a trial into a paid contract and ends a cancelled one', async ({
  page,
}) => {
  const lang = 'ja';
  await page.setViewportSize({ width: 1280, height: 900 });
  await fixtureMemberLoggedIn(page, 'subs-run-ja');
  const methods = new PaymentMethodScreen(page, lang);
  await methods.goto();
  await methods.add({ number: '4111 1111 1111 1111' });
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
  await giveSubscription(page, { planId: 'monthly', status: 'NEW_TRIAL_CONTRACT', settlementInDays: 0 });
  await giveSubscription(page, { planId: 'yearly', status: 'CANCEL_REQUEST', settlementInDays: 0 });

  // What the scheduler does within a minute, now: the trial's first charge at the sandbox, the end.
  expect((await runBilling(page)).charged).toBeGreaterThanOrEqual(1);

  const list = new SubscriptionListScreen(page, lang);
  await list.openFromMenu();
  await expect(list.card(MONTHLY)).toContainText(st(lang, 'badge.contracted'));
  await expect(list.card(MONTHLY)).not.toContainText(st(lang, 'badge.trial'));
  await expect(list.card(YEARLY)).toContainText(st(lang, 'badge.cancelled'));

  // The first charge is in the history with its invoice; the trial's free start and nothing for the ended one.
  const history = new PaymentHistoryScreen(page, lang);
  await history.openFromMenu();
  await expect(history.rows().filter({ hasText: MONTHLY })).toHaveCount(1);
  await expect(history.rows().filter({ hasText: YEARLY })).toHaveCount(0);
  await expect(history.invoiceLinks()).toHaveCount(1);
});
