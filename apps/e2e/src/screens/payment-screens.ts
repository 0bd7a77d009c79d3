import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../support/catalogue';
import { t } from './mypage-text';

/** A payment-namespace text (the payment pages' catalogue). */
export const pt = (lang: Lang, key: string, values: Record<string, string | number> = {}): string =>
  t(lang, `payment:${key}`, values);

export interface TestCard {
  readonly number: string;
  readonly securityCode?: string;
}

/** /mypage/payment-method: the saved methods, the add form, the delete dialog. */
export class PaymentMethodScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/mypage/payment-method');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: pt(this.lang, 'title'), exact: true })).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: pt(this.lang, 'list.heading') });
  }

  item(brand: string, last4: string): Locator {
    return this.list()
      .getByRole('listitem')
      .filter({ hasText: pt(this.lang, 'list.card', { brand, last4 }) });
  }

  addButton(): Locator {
    return this.page.getByRole('button', { name: pt(this.lang, 'add.submit'), exact: true });
  }

  async chooseCard(): Promise<void> {
    await this.choose('SbpsCredit');
  }

  async choose(type: string): Promise<void> {
    await this.page.getByRole('radio', { name: pt(this.lang, `types.${type}`), exact: true }).check();
  }

  async fillCard({ number, securityCode = '123' }: TestCard): Promise<void> {
    await this.chooseCard();
    await this.page.getByRole('textbox', { name: pt(this.lang, 'add.cardNumber') }).fill(number);
    await this.page.getByRole('combobox', { name: pt(this.lang, 'add.month') }).selectOption('12');
    await this.page
      .getByRole('combobox', { name: pt(this.lang, 'add.year') })
      .selectOption(String(new Date().getFullYear() + 3));
    await this.page.getByLabel(pt(this.lang, 'add.securityCode')).fill(securityCode);
  }

  async add(card: TestCard): Promise<void> {
    await this.fillCard(card);
    await this.addButton().click();
  }

  async delete(name: string): Promise<void> {
    await this.page.getByRole('button', { name: pt(this.lang, 'list.deleteLabel', { method: name }) }).click();
    const dialog = this.page.getByRole('alertdialog', { name: pt(this.lang, 'delete.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: pt(this.lang, 'delete.confirm'), exact: true }).click();
  }
}

/** The sandbox provider's 3-D Secure page (on its own origin): the code 1234 passes, any other fails. */
export async function answerChallenge(page: Page, code: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
  await page.getByLabel(/認証コード/).fill(code);
  await page.getByRole('button', { name: /Authenticate/ }).click();
}

/** The sandbox's carrier, PayPay or PayPal confirmation page (on its own origin). */
export async function answerLink(page: Page, action: 'Approve' | 'Cancel'): Promise<void> {
  await expect(page.getByRole('button', { name: /Approve/ })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(action) }).click();
}
