import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../support/catalogue';
import { waitForCode } from '@vs/testing';
import { t } from './account-text';

/** The `<h1>` every My Page page shows. */
export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** /mypage: the entry to every account page. */
export class MypageTop {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/mypage');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(heading(this.page, t(this.lang, 'top.title'))).toBeVisible();
  }

  link(key: string): Locator {
    return this.page.getByRole('link', { name: t(this.lang, key), exact: true });
  }

  section(key: string): Locator {
    return this.page.getByRole('region', { name: t(this.lang, key) });
  }
}

/** A completion page: its heading, then the way back to My Page. */
export async function expectCompletion(page: Page, lang: Lang, which: string): Promise<void> {
  await expect(heading(page, t(lang, `complete.${which}.title`))).toBeVisible();
  await page.getByRole('link', { name: t(lang, 'complete.back') }).click();
  await new MypageTop(page, lang).expectLoaded();
}

/** One of the account PIN pages (e-mail change or verification, withdrawal): the code from the mail. */
export async function enterMailedPin(
  page: Page,
  lang: Lang,
  address: string,
  submitKey: string,
  skip = 0,
): Promise<void> {
  const pin = await waitForCode(address, { skip });
  await page.getByLabel(t(lang, 'credentials:pin.label'), { exact: true }).fill(pin);
  await page.getByRole('button', { name: t(lang, submitKey), exact: true }).click();
}
