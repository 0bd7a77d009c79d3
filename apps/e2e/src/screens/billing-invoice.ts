import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../support/catalogue';
import { t } from './billing-text';

/** /mypage/invoice/{earningsId}: the addressee form first, then the printable qualified invoice. */
export class InvoiceScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async expectLoaded(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: t(this.lang, 'invoice.title'), exact: true }),
    ).toBeVisible();
  }

  addressee(): Locator {
    return this.page.getByRole('textbox', { name: t(this.lang, 'invoice.addressee') });
  }

  honorific(label: string): Locator {
    return this.page
      .getByRole('radiogroup', { name: t(this.lang, 'invoice.honorific') })
      .getByRole('radio', { name: label, exact: true });
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'invoice.submit'), exact: true });
  }

  /** Fills the form and issues the invoice; `honorific` is the option's label (none, 様, 御中). */
  async issue(addressee: string, honorific: string): Promise<void> {
    await this.addressee().fill(addressee);
    await this.honorific(honorific).check();
    await this.submitButton().click();
    await expect(this.sheet()).toBeVisible();
  }

  sheet(): Locator {
    return this.page.getByRole('article', { name: t(this.lang, 'invoice.heading') });
  }

  /** The value beside a term of the invoice (issuer, registration number, dates …). */
  fact(termKey: string): Locator {
    return this.sheet()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${t(this.lang, termKey)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  reissueMark(issueNumber: number): Locator {
    return this.sheet().getByText(t(this.lang, 'invoice.reissued', { issueNumber }), { exact: true });
  }

  /**
   * In print, the invoice alone: the page's heading, its buttons and the site's chrome (header, menu,
   * footer) are gone, so what fits on one sheet is the invoice and nothing else.
   */
  async expectPrintsAlone(): Promise<void> {
    await this.page.emulateMedia({ media: 'print' });
    await expect(this.sheet()).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1, name: t(this.lang, 'invoice.title') })).toBeHidden();
    await expect(this.printButton()).toBeHidden();
    await expect(this.page.getByRole('contentinfo')).toBeHidden();
    await expect(this.page.getByRole('navigation')).toHaveCount(0);
    // null, not 'screen': an emulated screen medium would also make page.pdf() print the screen styles.
    await this.page.emulateMedia({ media: null });
  }

  printButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'invoice.print'), exact: true });
  }

  reissueButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'invoice.reissue'), exact: true });
  }
}

/** The number of pages of a PDF Chromium printed: its page objects (`/Type /Page`, not `/Pages`). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}
