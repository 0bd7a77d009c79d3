import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../support/catalogue';
import { GuestLayout } from './guest-layout';

/** /plans: one card per plan, each with name, plain description, price and an action to /plans/{planId}. */
export class PlanListScreen {
  readonly layout: GuestLayout;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {
    this.layout = new GuestLayout(page, lang);
  }

  async goto(): Promise<void> {
    await this.page.goto('/plans');
    await this.expectLoaded();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: text(this.lang, 'plans', 'list.title') });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading()).toBeVisible();
  }

  /** A card is the list item (or article) holding the plan's name as a heading. */
  card(planName: string): Locator {
    const name = this.page.getByRole('heading', { name: planName, exact: true });
    return this.page.getByRole('listitem').or(this.page.getByRole('article')).filter({ has: name });
  }

  /** A sales-limit label on the card (not the disabled action, which may carry the same words). */
  salesLimitLabel(card: Locator, label: string): Locator {
    return card.getByText(label, { exact: true }).and(card.locator(':not(button):not(a)'));
  }

  /** The card's action: a link to the plan when enabled, a disabled control otherwise. */
  action(card: Locator, name: string): Locator {
    return card.getByRole('link', { name, exact: true }).or(card.getByRole('button', { name, exact: true }));
  }
}
