import type { Page } from '@playwright/test';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember } from '../screens/members';
import { answerChallenge, PaymentMethodScreen, pt } from '../screens/payment-screens';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { sandboxOrigin } from '../support/origins';

/**
 * A purchase whose charge asks for 3-D Secure: the confirm page sends the member to the
 * sandbox provider's challenge, which sends them back to the confirm page; the purchase waiting there
 * finishes (passed → the complete page) or fails with the catalogue's 3-D Secure text and no contract.
 */
/** The sandbox's card that asks for a challenge at registration and at every charge. */
const CHALLENGE_CARD = '4000 0027 6000 3184';

async function memberWithChallengeCard(page: Page, baseURL: string | undefined, lang: Lang, tag: string) {
  const member = await signedUpMember(baseURL, tag);
  const login = new LoginScreen(page, lang);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
  const screen = new PaymentMethodScreen(page, lang);
  await screen.goto();
  await screen.add({ number: CHALLENGE_CARD });
  await answerChallenge(page, '1234');
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);
}

async function buyUpToTheChallenge(page: Page, lang: Lang): Promise<void> {
  const plans = (key: string) => text(lang, 'plans', key);
  await page.goto('/plans/purchase');
  const form = page.getByRole('form', { name: plans('purchase.heading') });
  await form.getByRole('radio', { name: pt(lang, 'list.card', { brand: 'Visa', last4: '3184' }) }).check();
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/plans\/purchase\/confirm$/);
  await page.getByRole('button', { name: plans('confirm.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/v1/challenges/`));
}

// Each journey registers a card, then plan page, confirm, the provider's challenge page and back, each a
// document load of its own: past 30 s on CI's two cores while the other worker runs.
test.slow();

for (const lang of ['ja', 'en'] as const) {
  const plans = (key: string) => text(lang, 'plans', key);

  test(`${lang}: the challenge at charge time passes and the purchase completes`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    await useLanguage(lang);
    await memberWithChallengeCard(page, baseURL, lang, `buy-3ds-pass-${lang}`);
    await buyUpToTheChallenge(page, lang);
    // Back on the confirm page, the real server's answer to its challenge return is held until axe has
    // seen the page waiting for it (the state otherwise lasts a moment only).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/zapi/purchase/*/challenge-return', async (route) => {
      await held;
      await route.continue();
    });
    await answerChallenge(page, '1234');
    await expect(page).toHaveURL(/\/plans\/purchase\/confirm\?challengeId=/);
    await expect(page.getByRole('status').filter({ hasText: plans('confirm.finishing') })).toBeVisible();
    await expectAccessibleAtBothWidths(page, `confirm waiting for the challenge ${lang}`);
    release();
    await expect(page).toHaveURL(/\/plans\/purchase\/complete$/);
    await expect(page.getByRole('heading', { level: 1, name: plans('complete.title') })).toBeVisible();

    // The provider's return loaded again (a replay, here with a forged id) makes nothing more: the
    // order is gone from the session, so the confirm page sends the member back to the plan page.
    await page.goto('/plans/purchase/confirm?challengeId=forged');
    await expect(page).toHaveURL(/\/plans\/purchase$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/plans');
    await expect(page.getByRole('region', { name: plans('list.contractedHeading') })).toHaveCount(1);
  });

  test(`${lang}: a failed challenge is told on the confirm page and makes no contract`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    await useLanguage(lang);
    await memberWithChallengeCard(page, baseURL, lang, `buy-3ds-fail-${lang}`);
    await buyUpToTheChallenge(page, lang);
    await answerChallenge(page, '9999');
    await expect(page).toHaveURL(/\/plans\/purchase\/confirm\?challengeId=/);
    await expect(page.getByText(plans('errors.PURCHASE_CHARGE_3DS_FAILED'))).toBeVisible();
    await expectAccessibleAtBothWidths(page, `confirm after a failed challenge ${lang}`);

    await page.goto('/plans');
    await expect(page.getByRole('region', { name: plans('list.contractedHeading') })).toHaveCount(0);
  });
}
