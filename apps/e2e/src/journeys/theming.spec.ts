import type { Locator, Page } from '@playwright/test';
import type { RootScreenData } from '@vs/contract';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { planListData } from '../support/plans-data';
import { hueOf, rootScreenData, toRgb } from '../support/server';
import { PlanListScreen } from '../screens/plan-list';

/** The computed fill, text and border colours of a control. */
async function colorsOf(control: Locator): Promise<string[]> {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.backgroundColor, style.color, style.borderTopColor];
  });
}

/** The first enabled "contract" action on /plans: the primary, accent-filled control of the page. */
function primaryAction(page: Page, planName: string): Locator {
  const screen = new PlanListScreen(page, 'ja');
  return screen.action(screen.card(planName), text('ja', 'plans', 'action.contract'));
}

/**
 * The store's accent colour paints the control. The theme may move a brand colour lighter or darker
 * (keeping its hue) until its text reaches WCAG 4.5:1 (libs/shared/theming contrast rule), so a
 * colour that already passes must appear exactly, and any colour must appear with its own hue.
 */
async function expectAccent(control: Locator, accent: string, exact: boolean) {
  const colors = await colorsOf(control);
  if (exact) {
    expect(colors, `exactly ${accent}`).toContain(toRgb(accent));
    return;
  }
  const wanted = hueOf(toRgb(accent));
  const hues = colors.map(hueOf).filter((h): h is number => h !== null);
  const closest = Math.min(
    ...hues.map((h) => Math.min(Math.abs(h - (wanted ?? 0)), 360 - Math.abs(h - (wanted ?? 0)))),
  );
  expect(closest, `a colour of ${accent}'s hue among ${colors.join(', ')}`).toBeLessThanOrEqual(4);
}

test.describe('store theming', () => {
  test('the demo store: service name in the title, accent colour on its primary action', async ({ page, request }) => {
    const root: RootScreenData = await rootScreenData(request);
    expect(root.storeSettingData.serviceName).toBe('デモビデオストア');
    const yearly = (await planListData(request)).plans.find((p) => p.planId === 'yearly');
    await new PlanListScreen(page, 'ja').goto();
    await expect(page).toHaveTitle(new RegExp(root.storeSettingData.serviceName));
    // The demo accent (#d7003a) reaches 4.5:1 with white text as it is, so it must be used unchanged.
    await expectAccent(
      primaryAction(page, yearly?.planName ?? 'yearly'),
      root.storeSettingData.colors.accentColor,
      true,
    );
  });

  test('a second store on second.localhost shows its own name and colours', async ({ page, baseURL, request }) => {
    const demo = await rootScreenData(request);
    const origin = new URL(baseURL ?? '').origin.replace('127.0.0.1', 'second.localhost');
    await page.goto(`${origin}/plans`);
    await new PlanListScreen(page, 'ja').expectLoaded();
    // Ask the real server as this host, from the page itself (Node's resolver may not know *.localhost).
    const [second, plans] = await page.evaluate(async () => {
      const get = async (path: string): Promise<unknown> => (await fetch(path)).json();
      return [await get('/zapi/internal/root/screen-data'), await get('/zapi/internal/plans/screen-data')];
    });
    const settings = (second as RootScreenData).storeSettingData;
    expect(settings.serviceName).not.toBe(demo.storeSettingData.serviceName);
    expect(settings.colors.accentColor).not.toBe(demo.storeSettingData.colors.accentColor);
    await expect(page).toHaveTitle(new RegExp(settings.serviceName));
    await expect(page).not.toHaveTitle(new RegExp(demo.storeSettingData.serviceName));
    const first = (plans as { plans: { planName: string }[] }).plans[0];
    const action = primaryAction(page, first?.planName ?? '');
    await expectAccent(action, settings.colors.accentColor, false);
    expect(await colorsOf(action)).not.toContain(toRgb(demo.storeSettingData.colors.accentColor));
  });
});
