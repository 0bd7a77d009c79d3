import type { Page } from '@playwright/test';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { InvoiceScreen, pdfPageCount } from '../screens/billing-invoice';
import { giveDemoBilling, PaymentHistoryScreen } from '../screens/billing-history';
import { t } from '../screens/billing-text';
import { ErrorPageScreen } from '../screens/error-page';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * The payment history and the qualified invoice against the real server: a member with the demo
 * member's billing (a monthly plan charged for 14 months, a yearly plan in its free trial; the
 * development fixture writes them as settled ledger rows) pages through the last year, opens a
 * charge's invoice in a new tab, names the addressee, and Chromium prints the invoice on one A4 sheet.
 */
const wide = { width: 1280, height: 900 };
const narrow = { width: 375, height: 812 };

async function historyWithTwoPages(page: Page, lang: Lang, tag: string): Promise<PaymentHistoryScreen> {
  await page.setViewportSize(wide);
  await fixtureMemberLoggedIn(page, tag);
  // 15 monthly charges over 14 months and the trial's free row; the last year holds 12 of the monthly
  // ones and the free row (13), 10 a page.
  expect(await giveDemoBilling(page, 14)).toBe(16);
  const history = new PaymentHistoryScreen(page, lang);
  await history.openFromMenu();
  await expect(history.count(13, 1, 2)).toBeVisible();
  await expect(history.rows()).toHaveCount(10);
  return history;
}

/** Opens the first paid row's invoice: a new tab, the history staying where it was. */
async function openFirstInvoice(page: Page, history: PaymentHistoryScreen): Promise<Page> {
  const link = history.invoiceLinks().first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

async function expectOneA4Page(tab: Page): Promise<void> {
  const pdf = await tab.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(1);
}

test('a member pages through the history, issues an invoice to 御中, prints it on one A4 page, re-issues it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const history = await historyWithTwoPages(page, 'ja', 'history-ja');
  await expectNoSeriousA11yViolations(page, 'payment history, 1280 px');

  await history.pageLink(2).click();
  await expect(page).toHaveURL(/\/mypage\/payment-history\?page=2$/);
  await expect(history.count(13, 2, 2)).toBeVisible();
  await expect(history.rows()).toHaveCount(3);
  await page.setViewportSize(narrow);
  await expect(history.rows()).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'payment history page 2, 375 px');
  // A page past the last is no page: the 404 page.
  await history.goto(3);
  await new ErrorPageScreen(page, 'ja').expectStatus(404);

  await page.setViewportSize(wide);
  await history.goto(1);
  const tab = await openFirstInvoice(page, history);
  await tab.setViewportSize(wide);
  const invoice = new InvoiceScreen(tab, 'ja');
  await invoice.expectLoaded();
  await expect(tab).toHaveURL(/\/mypage\/invoice\/[0-9a-f-]{36}$/);
  await invoice.submitButton().click();
  await expect(tab.getByText(t('ja', 'validation:invoice.addresseeRequired'))).toBeVisible();
  await expectNoSeriousA11yViolations(tab, 'invoice form, 1280 px');

  await invoice.issue('株式会社デモ商事', '御中');
  await expect(invoice.sheet().getByText('株式会社デモ商事 御中', { exact: true })).toBeVisible();
  await expect(invoice.fact('invoice.issuer')).toHaveText('デモビデオストア株式会社');
  await expect(invoice.fact('invoice.registrationNumber')).toHaveText(/^T\d{13}$/);
  await expect(invoice.fact('invoice.issuedAt')).toHaveText(/^\d{4}\/\d{1,2}\/\d{1,2}$/);
  await expect(invoice.sheet().getByText(t('ja', 'invoice.taxLine', { rate: 10 }))).toBeVisible();
  await expect(invoice.sheet().getByText('990円（うち消費税 90円）')).toBeVisible();
  await expectNoSeriousA11yViolations(tab, 'invoice, 1280 px');
  await invoice.expectPrintsAlone();
  await expectOneA4Page(tab);

  // Asked again under another name: a re-issue, marked; coming back shows the latest issue.
  await invoice.reissueButton().click();
  await invoice.issue('山田 太郎', '様');
  await expect(invoice.reissueMark(2)).toBeVisible();
  await tab.reload();
  await expect(invoice.sheet().getByText('山田 太郎 様', { exact: true })).toBeVisible();
  await expect(invoice.reissueMark(2)).toBeVisible();
  await tab.setViewportSize(narrow);
  await expectNoSeriousA11yViolations(tab, 'invoice, 375 px');
  await expectOneA4Page(tab);
  await tab.close();
});

test('in English, a member opens an invoice without honorific and prints it on one A4 page', async ({
  page,
  useLanguage,
}) => {
  test.setTimeout(90_000);
  await useLanguage('en');
  const history = await historyWithTwoPages(page, 'en', 'history-en');
  await expect(history.rows().first()).toContainText(t('en', 'history.taxIncluded', { tax: '¥90', rate: 10 }));
  await expectNoSeriousA11yViolations(page, 'payment history (en), 1280 px');
  await page.setViewportSize(narrow);
  await expectNoSeriousA11yViolations(page, 'payment history (en), 375 px');

  const tab = await openFirstInvoice(page, history);
  const invoice = new InvoiceScreen(tab, 'en');
  await invoice.expectLoaded();
  await expectNoSeriousA11yViolations(tab, 'invoice form (en), 375 px');
  await invoice.issue('Demo Trading Co.', t('en', 'invoice.honorificNone'));
  await expect(invoice.sheet().getByText('Demo Trading Co.', { exact: true })).toBeVisible();
  await expect(invoice.sheet().getByText('¥990 (incl. tax ¥90)')).toBeVisible();
  await tab.setViewportSize(wide);
  await expectNoSeriousA11yViolations(tab, 'invoice (en), 1280 px');
  await expectOneA4Page(tab);
  await tab.close();
});
