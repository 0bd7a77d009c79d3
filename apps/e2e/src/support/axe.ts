import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core over the whole page (WCAG 2.x A and AA rules) and fails on any serious or critical
 * violation, printing each rule with its offending selectors so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(report, `axe on ${label}`).toEqual([]);
}

/** The phone and desktop widths every page is scanned at. */
export const a11yWidths = [375, 1280] as const;

/**
 * Scans the page as it is at each width (a resize re-lays it out; nothing is loaded again), so one
 * load of a page serves both scans.
 */
export async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  for (const width of a11yWidths) {
    await page.setViewportSize({ width, height });
    // Two frames: the media-query listeners have re-rendered the other layout before axe reads it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expectNoSeriousA11yViolations(page, `${label}, ${width} px`);
  }
}
