import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../support/catalogue';

/** /plans/{planId}: the plan's name as the page heading, its terms and the action. */
export class PlanDetailScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(planId: string): Promise<void> {
    await this.page.goto(`/plans/${encodeURIComponent(planId)}`);
  }

  heading(planName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: planName, exact: true });
  }

  backLink(): Locator {
    return this.page.getByRole('link', { name: text(this.lang, 'plans', 'detail.back') });
  }

  async expectPlan(planName: string): Promise<void> {
    await expect(this.heading(planName)).toBeVisible();
  }
}
