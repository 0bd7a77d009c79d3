import type { ApiErrorBody } from '@vs/contract';
import { expect, test } from '../support/fixtures';
import { ErrorPageScreen } from '../screens/error-page';
import { PlanListScreen } from '../screens/plan-list';

/**
 * How the site behaves when the server or a remote fails. Everything is real except the ONE request
 * each test intercepts with page.route: the /plans screen-data call (answered with a catalogue-shaped
 * error body, or aborted as if the network failed) or the plans remote's remoteEntry.js (aborted).
 * The server itself is never mocked.
 */
const plansScreenData = '**/zapi/internal/plans/screen-data*';

for (const { status, code } of [
  { status: 500, code: 'INTERNAL_ERROR' },
  { status: 503, code: 'SERVICE_UNAVAILABLE' },
] as const) {
  test(`a screen-data answer of ${status} shows the ${status} page`, async ({ page }) => {
    let intercepted = 0;
    // Only this one request is replaced; the document, bundles and root data come from the real server.
    await page.route(plansScreenData, async (route) => {
      intercepted += 1;
      const body: ApiErrorBody = { status, code, message: 'e2e: forced failure', requestId: `e2e-${status}` };
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    });
    await page.goto('/plans');
    const errorPage = new ErrorPageScreen(page, 'ja');
    await errorPage.expectStatus(status);
    await expect(errorPage.loadFailed()).toBeVisible();
    expect(intercepted).toBeGreaterThan(0);
    // The forced message is not the page's wording: the page shows the catalogue's text for the status.
    await expect(page.getByText('e2e: forced failure')).toHaveCount(0);
  });
}

test("screen data that gets no answer shows an error page saying 'Failed to load data'", async ({ page }) => {
  let aborted = 0;
  // Only the page's screen-data request fails, as a dropped connection would: no status reaches the page.
  await page.route(plansScreenData, async (route) => {
    aborted += 1;
    await route.abort('connectionreset');
  });
  await page.goto('/plans');
  const errorPage = new ErrorPageScreen(page, 'ja');
  await errorPage.expectSomeErrorPage();
  await expect(errorPage.loadFailed()).toBeVisible();
  expect(aborted).toBeGreaterThan(0);
  await expect(new PlanListScreen(page, 'ja').heading()).toHaveCount(0);
});

test('a remote whose bundle cannot be fetched shows an error page, not a blank screen', async ({ page }) => {
  let aborted = 0;
  // Only the plans remote's container entry is refused, as if its host were down.
  await page.route('**/remotes/plans-checkout/remoteEntry.js*', async (route) => {
    aborted += 1;
    await route.abort('connectionrefused');
  });
  await page.goto('/plans');
  const errorPage = new ErrorPageScreen(page, 'ja');
  await errorPage.expectSomeErrorPage();
  expect(aborted).toBeGreaterThan(0);
  await expect(new PlanListScreen(page, 'ja').heading()).toHaveCount(0);
  // The shell around the page still works: the footer is there.
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
