import { expect, type Locator, type Page } from '@playwright/test';
import { allTexts, text, type Lang } from '../support/catalogue';

/** The catalogue key of each error page the spec lists (001 §8 "Error pages"). */
export const errorPageKeys = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  500: 'internal',
  502: 'badGateway',
  503: 'maintenance',
  504: 'gatewayTimeout',
} as const;
export type ErrorStatus = keyof typeof errorPageKeys;

/** The shared error pages: a heading with the status's wording and a back-to-top action. */
export class ErrorPageScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  heading(status: ErrorStatus): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: text(this.lang, 'errors', `${errorPageKeys[status]}.title`),
    });
  }

  backToTop(): Locator {
    const name = text(this.lang, 'errors', 'backToTop');
    return this.page.getByRole('link', { name }).or(this.page.getByRole('button', { name }));
  }

  /** 'Failed to load data': the page's screen data got no answer or a 5xx (spec 001 §7). */
  loadFailed(): Locator {
    return this.page.getByText(text(this.lang, 'errors', 'loadFailed'), { exact: true });
  }

  async expectStatus(status: ErrorStatus): Promise<void> {
    await expect(this.heading(status)).toBeVisible();
    await expect(this.backToTop().first()).toBeVisible();
  }

  /** Any error page at all (used where the spec does not fix which status a failure shows). */
  async expectSomeErrorPage(): Promise<void> {
    const titles = new Set(allTexts(this.lang, 'errors'));
    const h1 = this.page.getByRole('heading', { level: 1 });
    await expect(h1.first()).toBeVisible();
    expect(titles.has((await h1.first().innerText()).trim()), 'the heading is an error page title').toBe(true);
    await expect(this.backToTop().first()).toBeVisible();
  }
}
