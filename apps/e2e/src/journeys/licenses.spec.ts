import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { LicensesPage } from '../screens/licenses-page';
import { PlanListScreen } from '../screens/plan-list';

/** The store's Android app embeds the site with a user agent starting with "PVS" (spec 000 §6). */
const androidApp =
  'PVS/3.2.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The installed version of a package: the page lists what the build found installed. */
function installed(name: string): { version: string; license: string } {
  const file = resolve(__dirname, '../../../../node_modules', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { version: string; license: string };
}

for (const lang of ['ja', 'en'] as const) {
  test.describe(`licences (${lang})`, () => {
    test.use({ userAgent: androidApp });
    test.beforeEach(async ({ useLanguage }) => useLanguage(lang));

    test(`the Android app's footer leads to the licences of the production packages (${lang})`, async ({ page }) => {
      await new PlanListScreen(page, lang).goto();
      const licenses = new LicensesPage(page, lang);
      await licenses.footerLink().click();
      await expect(page).toHaveURL(/\/app\/licenses$/);
      await licenses.expectLoaded();

      // MaxMind's GeoLite2 data, shipped in geoip-country, asks for this attribution.
      await expect(licenses.dataSection()).toContainText('This product includes GeoLite2 data created by MaxMind');

      // The permissive parser that replaced ua-parser-js 2 (AGPL), and React with its notice.
      const parser = installed('ua-parser-js');
      expect(parser.license).toBe('MIT');
      await expect(licenses.packageSummary('ua-parser-js', parser.version, 'MIT')).toBeVisible();
      const react = installed('react');
      const reactNotice = licenses.packageNotice('react', react.version, react.license);
      await expect(reactNotice).toBeHidden();
      await licenses.packageSummary('react', react.version, react.license).click();
      await expect(reactNotice).toBeVisible();
      await expect(reactNotice).toContainText('Copyright (c) Meta Platforms');

      // Every production package (some two hundred), and no development package (they do not ship).
      const count = await licenses.softwareSection().getByRole('listitem').count();
      expect(count).toBeGreaterThan(100);
      await expect(licenses.softwareSection()).toContainText(text(lang, 'plans', 'licenses.packageCount', { count }));
      await expect(licenses.softwareSection()).not.toContainText('vitest');
      await licenses.layout.expectNoHorizontalOverflow();
      await expectNoSeriousA11yViolations(page, `/app/licenses (${lang})`);
    });
  });
}

test('a browser outside the app opens /app/licenses directly, without the footer link', async ({ page }) => {
  const licenses = new LicensesPage(page, 'ja');
  await page.goto('/app/licenses');
  await licenses.expectLoaded();
  await expect(licenses.footerLink()).toHaveCount(0);
});
