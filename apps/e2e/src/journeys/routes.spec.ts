import { expect, test } from '../support/fixtures';
import { planById, planListData, priceLine } from '../support/plans-data';
import { ErrorPageScreen } from '../screens/error-page';
import { PlanDetailScreen } from '../screens/plan-detail';
import { PlanListScreen } from '../screens/plan-list';

test.describe('routes', () => {
  test('/plans/{planId} shows that plan', async ({ page, request }) => {
    const plan = planById(await planListData(request), 'yearly');
    const screen = new PlanDetailScreen(page, 'ja');
    await screen.goto(plan.planId);
    await screen.expectPlan(plan.planName);
    await expect(page.getByRole('main')).toContainText(priceLine(plan, 'ja'));
  });

  test('a plan card leads to its plan page', async ({ page, request }) => {
    const plan = planById(await planListData(request), 'purchase');
    const list = new PlanListScreen(page, 'ja');
    await list.goto();
    await list.card(plan.planName).getByRole('link').first().click();
    await expect(page).toHaveURL(`/plans/${plan.planId}`);
    await new PlanDetailScreen(page, 'ja').expectPlan(plan.planName);
  });

  test('an unknown planId shows the 404 page', async ({ page }) => {
    await page.goto('/plans/no-such-plan-e2e');
    await new ErrorPageScreen(page, 'ja').expectStatus(404);
  });

  test("'/' ends on /plans", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/plans$/);
    await new PlanListScreen(page, 'ja').expectLoaded();
  });

  test('an unknown route shows the 404 page, and the HTML document was answered 404', async ({ page }) => {
    const response = await page.goto('/no/such/route-e2e');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    const errorPage = new ErrorPageScreen(page, 'ja');
    await errorPage.expectStatus(404);
    // The back-to-top action leads out of the error.
    await errorPage.backToTop().first().click();
    await expect(page).toHaveURL(/\/(plans)?$/);
  });
});
