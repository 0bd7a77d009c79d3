import { expectAccessibleAtBothWidths } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { planById, planListData } from '../support/plans-data';
import { ErrorPageScreen } from '../screens/error-page';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { PlanDetailScreen } from '../screens/plan-detail';
import { PlanListScreen } from '../screens/plan-list';

/** axe-core finds no serious or critical violation on each public page, in both languages, phone and desktop
 * widths (each page loaded once, scanned at both). */
const langs: readonly Lang[] = ['ja', 'en'];
/** Every My Page page a member opens directly (PIN and completion pages follow a step; their journeys check them). */
const myPagePaths = [
  '/mypage',
  '/mypage/edit',
  '/mypage/profile/edit',
  '/mypage/email/edit',
  '/mypage/email/verify',
  '/mypage/password/edit',
  '/mypage/user-id/edit',
  '/mypage/pin-code',
  '/mypage/consent?type=newsletter',
  '/mypage/consent?type=privacy',
  '/mypage/multi-factor',
  '/mypage/login-history',
  '/withdraw',
];

for (const lang of langs) {
  test.describe(`a11y ${lang}`, () => {
    test.beforeEach(async ({ useLanguage }) => useLanguage(lang));

    test('/plans', async ({ page }) => {
      await new PlanListScreen(page, lang).goto();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectAccessibleAtBothWidths(page, `/plans ${lang}`);
    });

    test('/plans/monthly', async ({ page, request }) => {
      const plan = planById(await planListData(request), 'monthly');
      const screen = new PlanDetailScreen(page, lang);
      await screen.goto(plan.planId);
      await screen.expectPlan(plan.planName);
      await expectAccessibleAtBothWidths(page, `/plans/monthly ${lang}`);
    });

    test('My Page account pages', async ({ page }) => {
      test.slow(); // thirteen pages, each loaded and scanned by axe twice, in one test
      // Unverified, so the top page's warning and the verify page's form are checked too.
      await fixtureMemberLoggedIn(page, `a11y-${lang}`, { emailVerified: false });
      for (const path of myPagePaths) {
        await page.goto(path);
        await expect(page.locator('#root h1')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
        await expectAccessibleAtBothWidths(page, `${path} ${lang}`);
      }
    });

    test('404 page', async ({ page }) => {
      await page.goto('/no-such-page-a11y');
      await new ErrorPageScreen(page, lang).expectStatus(404);
      await expectAccessibleAtBothWidths(page, `404 ${lang}`);
    });
  });
}
