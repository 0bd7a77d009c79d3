import { expectNoSeriousA11yViolations } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { planById, planListData } from '../support/plans-data';
import { ErrorPageScreen } from '../screens/error-page';
import { PlanDetailScreen } from '../screens/plan-detail';
import { PlanListScreen } from '../screens/plan-list';

/** axe-core finds no serious or critical violation on each public page, in both languages, phone and desktop. */
const viewports = [
  { name: 'phone 375×812', size: { width: 375, height: 812 } },
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
];
const langs: readonly Lang[] = ['ja', 'en'];

for (const lang of langs) {
  for (const viewport of viewports) {
    test.describe(`a11y ${lang} ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });
      test.beforeEach(async ({ useLanguage }) => useLanguage(lang));

      test('/plans', async ({ page }) => {
        await new PlanListScreen(page, lang).goto();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousA11yViolations(page, `/plans ${lang} ${viewport.name}`);
      });

      test('/plans/monthly', async ({ page, request }) => {
        const plan = planById(await planListData(request), 'monthly');
        const screen = new PlanDetailScreen(page, lang);
        await screen.goto(plan.planId);
        await screen.expectPlan(plan.planName);
        await expectNoSeriousA11yViolations(page, `/plans/monthly ${lang} ${viewport.name}`);
      });

      test('404 page', async ({ page }) => {
        await page.goto('/no-such-page-a11y');
        await new ErrorPageScreen(page, lang).expectStatus(404);
        await expectNoSeriousA11yViolations(page, `404 ${lang} ${viewport.name}`);
      });
    });
  }
}
