import type { Page } from '@playwright/test';
import { answerChallenge, pt } from '../screens/payment-screens';
import { fullSignup, newMember } from '../screens/signup-journey';
import { t } from '../screens/signup-text';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { sandboxOrigin } from '../support/origins';

/**
 * Sign-up's plan step buys (spec 000 §2 /signup/plans/*, §4): a newcomer signs up through
 * the pages, chooses a plan on the plan step and pays the way the plan page does (campaign code, a
 * new card at the sandbox provider, its 3-D Secure challenge), confirms and completes on sign-up's
 * own pages, then finishes sign-up; the plan list shows the contract. Skipping stays possible.
 */
const plans = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  text(lang, 'plans', key, values);

/** A newcomer on the plan step with `planId` chosen from the list. */
async function chooseOnPlanStep(page: Page, lang: Lang, tag: string, planId: string): Promise<void> {
  await fullSignup(page, lang, newMember(tag));
  await page.locator(`a[href="/signup/plans?planId=${planId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/signup/plans\\?planId=${planId}$`));
  await expect(page.getByText(t(lang, 'ui:stepBar.position', { current: 4, total: 4 }))).toBeAttached();
}

const howToPay = (page: Page, lang: Lang) => page.getByRole('form', { name: plans(lang, 'purchase.heading') });

async function typeNewCard(page: Page, lang: Lang, number: string): Promise<void> {
  const form = howToPay(page, lang);
  await form.getByRole('radio', { name: plans(lang, 'purchase.newCard'), exact: true }).check();
  await form.getByRole('textbox', { name: pt(lang, 'add.cardNumber') }).fill(number);
  await form.getByRole('combobox', { name: pt(lang, 'add.month') }).selectOption('12');
  await form.getByRole('combobox', { name: pt(lang, 'add.year') }).selectOption(String(new Date().getFullYear() + 3));
  await form.getByLabel(pt(lang, 'add.securityCode')).fill('123');
  await form.getByRole('button').click();
}

/** Confirm → complete → sign-up's completion; the plan list then shows `planName` as contracted. */
async function buyAndFinish(page: Page, lang: Lang, planId: string, planName: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/signup/plans/${planId}/confirm$`));
  await page.getByRole('button', { name: plans(lang, 'confirm.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/signup/plans/${planId}/complete$`));
  await expect(page.getByRole('heading', { level: 1, name: plans(lang, 'complete.title') })).toBeVisible();
  await page.getByRole('link', { name: plans(lang, 'signup.finishSignup') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'complete.heading') })).toBeVisible();
  await page.goto('/plans');
  const held = page.getByRole('region', { name: plans(lang, 'list.contractedHeading') });
  await expect(held.getByText(planName, { exact: true })).toBeVisible();
  // The demo store allows one live contract: the limit comes first in spec 000 §4's order.
  await expect(held.getByRole('button', { name: plans(lang, 'action.contractLimited') })).toBeVisible();
}

for (const lang of ['ja', 'en'] as const) {
  test(`a newcomer buys the monthly plan with a campaign code on the plan step (${lang})`, async ({
    page,
    useLanguage,
  }) => {
    test.setTimeout(90_000);
    await useLanguage(lang);
    await chooseOnPlanStep(page, lang, `signup-code-${lang}`, 'monthly');
    const form = howToPay(page, lang);
    await form.getByRole('radio', { name: plans(lang, 'purchase.campaignCode') }).check();
    await form.getByRole('textbox', { name: plans(lang, 'purchase.campaignCodeLabel') }).fill('DEMOFREE');
    await form.getByRole('button').click();
    await expect(page).toHaveURL(/\/signup\/plans\/monthly\/confirm$/);
    await expect(page.getByText(t(lang, 'ui:stepBar.position', { current: 4, total: 4 }))).toBeAttached();
    await expect(page.getByRole('link', { name: plans(lang, 'confirm.cancel') })).toHaveAttribute(
      'href',
      '/signup/plans?planId=monthly',
    );
    await page.getByRole('radio', { name: 'SNS' }).check();
    await buyAndFinish(page, lang, 'monthly', '見放題 月額プラン');
  });

  test(`a newcomer buys a plan with a new card on the plan step (${lang})`, async ({ page, useLanguage }) => {
    test.setTimeout(90_000);
    await useLanguage(lang);
    await chooseOnPlanStep(page, lang, `signup-card-${lang}`, 'yearly');
    await typeNewCard(page, lang, '4111 1111 1111 1111');
    await buyAndFinish(page, lang, 'yearly', '見放題 年額プラン');
  });
}

test("a new card's 3-D Secure challenge returns to the plan step, not to the plan page", async ({ page }) => {
  test.setTimeout(90_000);
  await chooseOnPlanStep(page, 'ja', 'signup-3ds', 'yearly');
  await typeNewCard(page, 'ja', '4000 0000 0000 3220');
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/v1/challenges/`));
  await answerChallenge(page, '1234');
  await buyAndFinish(page, 'ja', 'yearly', '見放題 年額プラン');
});

test('a new card that fails its challenge is told on the plan step, which stays the way on', async ({
  page,
  useLanguage,
}) => {
  test.setTimeout(90_000);
  await useLanguage('en');
  await chooseOnPlanStep(page, 'en', 'signup-3ds-fail', 'yearly');
  await typeNewCard(page, 'en', '4000 0000 0000 3220');
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/v1/challenges/`));
  await answerChallenge(page, '9999');
  // Back on sign-up's step (not the ordinary plan page), with the provider's refusal and the step bar.
  await expect(page).toHaveURL(/\/signup\/plans\?planId=yearly&challengeId=/);
  await expect(page.getByText(pt('en', 'errors.THREE_D_SECURE_FAILED'))).toBeVisible();
  await expect(page.getByText(t('en', 'ui:stepBar.position', { current: 4, total: 4 }))).toBeAttached();
  // Nothing was bought: skipping still finishes sign-up, with no contract.
  await page.getByRole('link', { name: t('en', 'plans.skip') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'complete.heading') })).toBeVisible();
  await page.goto('/plans');
  await expect(page.getByRole('region', { name: plans('en', 'list.contractedHeading') })).toHaveCount(0);
});

test('the chosen plan can still be skipped: sign-up completes with no contract', async ({ page, useLanguage }) => {
  test.setTimeout(90_000);
  await useLanguage('en');
  await chooseOnPlanStep(page, 'en', 'signup-skip', 'monthly');
  await page.getByRole('link', { name: t('en', 'plans.skip') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'complete.heading') })).toBeVisible();
  await page.goto('/plans');
  await expect(page.getByRole('region', { name: plans('en', 'list.contractedHeading') })).toHaveCount(0);
});

test("sign-up's plan pages have no serious accessibility violations (ja and en, 375 and 1280 px)", async ({
  page,
  useLanguage,
}) => {
  test.setTimeout(180_000);
  await chooseOnPlanStep(page, 'ja', 'signup-axe', 'monthly');
  /** Each language and width after a reload; `ready` waits for a lazy part (the how to pay). */
  const pages = async (label: string, ready?: (lang: Lang) => Promise<void>) => {
    for (const lang of ['ja', 'en'] as const) {
      await useLanguage(lang);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await ready?.(lang);
        await expectNoSeriousA11yViolations(page, `${label} (${lang}, ${width} px)`);
      }
    }
  };
  await page.goto('/signup/plans');
  await pages('the plan step');
  await page.goto('/signup/plans?planId=monthly');
  await pages('the chosen plan', (lang) =>
    howToPay(page, lang)
      .getByRole('radio', { name: plans(lang, 'purchase.campaignCode') })
      .waitFor(),
  );
  const form = howToPay(page, 'en');
  await form.getByRole('radio', { name: plans('en', 'purchase.campaignCode') }).check();
  await form.getByRole('textbox', { name: plans('en', 'purchase.campaignCodeLabel') }).fill('DEMOFREE');
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/signup\/plans\/monthly\/confirm$/);
  await pages('the confirm step');
  await page.getByRole('radio', { name: 'SNS' }).check();
  await page.getByRole('button', { name: plans('en', 'confirm.submit') }).click();
  await expect(page).toHaveURL(/\/signup\/plans\/monthly\/complete$/);
  await pages('the complete step');
});
