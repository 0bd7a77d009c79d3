import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../support/catalogue';

/** The guest layout around public pages: header, main landmark, footer, language switch. */
export class GuestLayout {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The language control, whichever form it takes (a labelled select or a group of buttons/links). */
  languageControl(): Locator {
    const label = text(this.lang, 'layout', 'language.label');
    return this.page.getByRole('combobox', { name: label }).or(this.page.getByRole('group', { name: label }));
  }

  async switchLanguage(to: Lang): Promise<void> {
    const control = this.languageControl();
    const name = text(this.lang, 'layout', `language.${to}`);
    if ((await control.first().evaluate((el) => el.tagName)) === 'SELECT') {
      await control.first().selectOption(to);
    } else {
      await control
        .first()
        .getByRole('button', { name })
        .or(control.first().getByRole('link', { name }))
        .first()
        .click();
    }
    await expect(this.page.locator('html')).toHaveAttribute('lang', to);
  }

  /** The page never scrolls sideways: nothing is wider than the viewport. */
  async expectNoHorizontalOverflow(): Promise<void> {
    const { scrollWidth, clientWidth } = await this.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'page width beyond the viewport').toBeLessThanOrEqual(clientWidth);
  }
}
