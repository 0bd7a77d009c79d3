import { expect, type Locator, type Page } from '@playwright/test';
import { csrfHeaderName, endpoints } from '@vs/contract';
import type { Lang } from '../support/catalogue';
import { secureCsrfCookie } from '../support/cookies';
import { t } from './billing-text';

/**
 * Gives the logged-in member of this page's browser the demo member's billing (DEV_FIXTURES=1): a
 * monthly plan charged for `months` months and a yearly plan in its free trial. Answers the number of
 * charges written.
 */
export async function giveDemoBilling(page: Page, months = 14): Promise<number> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === secureCsrfCookie)?.value ?? '';
  const { method, path } = endpoints.devFixtureHistory;
  const answer = await page.request.fetch(path, { method, data: { months }, headers: { [csrfHeaderName]: csrf } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { charges: number }).charges;
}

/** /mypage/payment-history: the last year's charges in numbered pages; paid rows link to their invoice. */
export class PaymentHistoryScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(pageNumber?: number): Promise<void> {
    await this.page.goto(pageNumber ? `/mypage/payment-history?page=${pageNumber}` : '/mypage/payment-history');
  }

  /** From My Page, through the account menu's item. */
  async openFromMenu(): Promise<void> {
    await this.page.goto('/mypage');
    const menu = this.page.getByRole('navigation', { name: t(this.lang, 'layout:menu.label') });
    await menu.getByRole('link', { name: t(this.lang, 'layout:menu.paymentHistory') }).click();
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: t(this.lang, 'history.title'), exact: true }),
    ).toBeVisible();
  }

  /** The rows of the wide table (from 1000 px) or the cards of the narrow list, whichever shows. */
  rows(): Locator {
    const label = t(this.lang, 'history.listLabel');
    return this.page
      .getByRole('table', { name: label })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') })
      .or(this.page.getByRole('list', { name: label }).getByRole('listitem'));
  }

  /** '13 in all (page 1 of 2)'. */
  count(total: number, current: number, last: number): Locator {
    return this.page.getByText(t(this.lang, 'history.count', { total, current, last }), { exact: true });
  }

  pageLink(pageNumber: number): Locator {
    return this.page
      .getByRole('navigation', { name: t(this.lang, 'mypage:history.pages') })
      .getByRole('link', { name: t(this.lang, 'mypage:history.page', { page: pageNumber }), exact: true });
  }

  invoiceLinks(): Locator {
    return this.page.getByRole('link', { name: t(this.lang, 'history.invoiceLink') });
  }
}
