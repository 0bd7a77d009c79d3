import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { rootScreenData } from '../support/server';
import { PlanListScreen } from '../screens/plan-list';

test.describe('guest layout', () => {
  test('the footer shows the store links a guest may see, the copyright and the powered-by credit', async ({
    page,
    request,
  }) => {
    const { footers, enablePoweredByPvs } = (await rootScreenData(request)).storeSettingData;
    const screen = new PlanListScreen(page, 'ja');
    await screen.goto();
    const footer = screen.layout.footer;
    await expect(footer).toBeVisible();
    for (const link of footers.footerLinks) {
      const shown = footer.getByRole('link', { name: link.name });
      // Guests see enabled links meant for everyone ('other') or for logged-out visitors ('logout').
      if (link.enable && link.display_type !== 'login') {
        await expect(shown, `footer link ${link.name}`).toBeVisible();
        if (link.type === 'url') await expect(shown).toHaveAttribute('href', link.value);
        if (link.external_link) await expect(shown).toHaveAttribute('target', '_blank');
      } else {
        await expect(shown, `footer link ${link.name} is hidden`).toHaveCount(0);
      }
    }
    await expect(footer.getByText(footers.copyright)).toBeVisible();
    for (const value of footers.trademarks.flatMap((t) => (t.type === 'text' ? t.values : []))) {
      await expect(footer.getByText(value)).toBeVisible();
    }
    const poweredBy = footer.getByText(text('ja', 'layout', 'footer.poweredBy'));
    if (enablePoweredByPvs) await expect(poweredBy).toBeVisible();
    else await expect(poweredBy).toHaveCount(0);
  });

  test('on a 375 px phone the guest layout works and the page never scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const screen = new PlanListScreen(page, 'ja');
    await screen.goto();
    await expect(screen.layout.main).toBeVisible();
    await expect(screen.layout.footer).toBeVisible();
    await screen.layout.expectNoHorizontalOverflow();
    await screen.layout.footer.scrollIntoViewIfNeeded();
    await screen.layout.expectNoHorizontalOverflow();
  });
});
