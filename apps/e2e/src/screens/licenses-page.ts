import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../support/catalogue';
import { GuestLayout } from './guest-layout';

/** /app/licenses: the data attributions, then one disclosure per production package with its notice. */
export class LicensesPage {
  readonly layout: GuestLayout;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {
    this.layout = new GuestLayout(page, lang);
  }

  /** The footer's link, shown in the store's Android app. */
  footerLink(): Locator {
    return this.layout.footer.getByRole('link', { name: text(this.lang, 'layout', 'footer.appLicenses') });
  }

  async expectLoaded(): Promise<void> {
    const title = text(this.lang, 'plans', 'licenses.title');
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  dataSection(): Locator {
    return this.page.getByRole('region', { name: text(this.lang, 'plans', 'licenses.dataHeading') });
  }

  softwareSection(): Locator {
    return this.page.getByRole('region', { name: text(this.lang, 'plans', 'licenses.packagesHeading') });
  }

  /** A package's disclosure by its summary line: name, version and licence. */
  packageSummary(name: string, version: string, license: string): Locator {
    return this.softwareSection()
      .locator('summary')
      .filter({ hasText: this.summaryText(name, version, license) });
  }

  /** The notice text inside a package's disclosure (hidden until the summary is clicked). */
  packageNotice(name: string, version: string, license: string): Locator {
    const summary = this.page.locator('summary').filter({ hasText: this.summaryText(name, version, license) });
    return this.softwareSection().getByRole('listitem').filter({ has: summary }).locator('pre');
  }

  /** The whole summary line, anchored: 'react …' must not match '@emotion/react …'. */
  private summaryText(name: string, version: string, license: string): RegExp {
    const line = text(this.lang, 'plans', 'licenses.summary', { name, version, license });
    return new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  }
}
