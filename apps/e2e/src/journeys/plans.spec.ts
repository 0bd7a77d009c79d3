import { rootScreenData } from '../support/server';
import { allTexts, literalParts, text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { plainText } from '../support/plain-text';
import { planById, planListData, priceLine, seededCards } from '../support/plans-data';
import type { Page } from '@playwright/test';
import type { PlanListScreenData, RootScreenData } from '@vs/contract';
import { PlanListScreen } from '../screens/plan-list';

/** Every card of the seeded demo store, checked against spec 000 §4 and the server's own data. */
async function expectSeededCards(screen: PlanListScreen, data: PlanListScreenData, lang: Lang) {
  for (const expected of seededCards) {
    const plan = planById(data, expected.planId);
    const card = screen.card(plan.planName);
    await test.step(`${lang} card ${plan.planId}`, async () => {
      await expect(card, `one card for ${plan.planId}`).toHaveCount(1);
      const action = screen.action(card, text(lang, 'plans', expected.action, expected.values));
      await expect(action).toBeVisible();
      if (expected.enabled) {
        await expect(action).toBeEnabled();
        await expect(action).toHaveAttribute('href', `/plans/${plan.planId}`);
      } else {
        await expect(action).toBeDisabled();
      }
      if (expected.label) await expect(screen.salesLimitLabel(card, text(lang, 'plans', expected.label))).toBeVisible();
      else {
        for (const label of ['salesLimit.soldOut', 'salesLimit.fewLeft']) {
          await expect(screen.salesLimitLabel(card, text(lang, 'plans', label))).toHaveCount(0);
        }
      }
      // Description: the stored markup's text, with no tags and no line breaks left.
      const description = card.getByText(plainText(plan.planDescription), { exact: true });
      await expect(description).toBeVisible();
      expect(await description.evaluate((el) => el.children.length), 'description holds no markup').toBe(0);
      expect(await description.evaluate((el) => el.textContent ?? '')).not.toMatch(/[<>\n]/);
      // Price: tax-included JPY with thousands separators.
      await expect(card).toContainText(priceLine(plan, lang));
    });
  }
}

/**
 * The page's text with the store's own data (plan names, descriptions, footer) taken out: what is
 * left comes from the catalogues, so it must all be in the chosen language.
 */
async function catalogueText(page: Page, data: PlanListScreenData, root: RootScreenData): Promise<string> {
  let body = await page.locator('body').innerText();
  const storeStrings = [
    root.storeSettingData.serviceName,
    root.storeSettingData.footers.copyright,
    ...root.storeSettingData.footers.footerLinks.map((l) => l.name),
    ...root.storeSettingData.footers.trademarks.flatMap((t) => t.values),
    ...[...data.plans, ...data.contractedPlans].flatMap((p) => [p.planName, plainText(p.planDescription)]),
  ].sort((a, b) => b.length - a.length);
  for (const s of storeStrings) body = body.split(s).join(' ');
  return body;
}

test.describe('plan list', () => {
  test('shows every seeded plan with its action, label, plain description and price (ja)', async ({
    page,
    request,
  }) => {
    const data = await planListData(request);
    const screen = new PlanListScreen(page, 'ja');
    await screen.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expectSeededCards(screen, data, 'ja');
  });

  test('switching to English changes every visible string, and the choice survives a reload', async ({
    page,
    request,
  }) => {
    const data = await planListData(request);
    const root = await rootScreenData(request);
    // Japanese catalogue fragments of the page's namespaces (texts both languages share, like the
    // language names or 'Facebook', are not evidence of anything and are skipped).
    const shared = new Set([...allTexts('en', 'plans'), ...allTexts('en', 'layout'), ...allTexts('en', 'common')]);
    const jaFragments = [...allTexts('ja', 'plans'), ...allTexts('ja', 'layout'), ...allTexts('ja', 'common')]
      .filter((t) => !shared.has(t))
      .flatMap(literalParts)
      .filter((part) => /[^ -~]/.test(part) && !shared.has(part));
    const jaShown = async () => {
      const left = await catalogueText(page, data, root);
      return jaFragments.filter((fragment) => left.includes(fragment));
    };

    const ja = new PlanListScreen(page, 'ja');
    await ja.goto();
    // The check below is not vacuous: in Japanese it finds plenty.
    expect((await jaShown()).length).toBeGreaterThan(5);
    await ja.layout.switchLanguage('en');

    const en = new PlanListScreen(page, 'en');
    await en.expectLoaded();
    await expectSeededCards(en, data, 'en');
    await expect(page.getByRole('heading', { name: text('en', 'plans', 'list.availableHeading') })).toBeVisible();
    await expect(en.layout.footer.getByRole('heading', { name: text('en', 'layout', 'footer.links') })).toBeVisible();
    await expect(en.layout.languageControl()).toBeVisible();
    expect(await jaShown(), 'Japanese catalogue text still shown in English').toEqual([]);

    await page.reload();
    await en.expectLoaded();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      en.action(en.card(planById(data, 'yearly').planName), text('en', 'plans', 'action.contract')),
    ).toBeVisible();
    expect(await jaShown(), 'Japanese catalogue text after the reload').toEqual([]);
  });
});
