import { t } from '../screens/account-text';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember } from '../screens/members';
import { PaymentMethodScreen, pt } from '../screens/payment-screens';
import { runBilling } from '../screens/subscription-screens';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { sandboxOrigin } from '../support/origins';

/**
 * A charge whose answer is lost (the sandbox's slow card answers after the server gave up, and
 * charges anyway): the member is told the order is being checked and will not be charged twice; the
 * reconciler (POST /dev/billing/run, as the scheduler would) asks the provider by the order's key and
 * the plan is then held — charged once, counted at the provider.
 */
const plans = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  text(lang, 'plans', key, values);
const SLOW_CARD = '4000 0000 0000 9995';
/**
 * The demo store's yearly plan (its name is the store's, the same in both languages): paid at once,
 * where the monthly plan's first contract starts with a free trial that charges nothing.
 */
const YEARLY = '見放題 年額プラン';
/** serve-dist.mjs: the sandbox's secret and its slow card's delay (3000 ms; the server waits 1500 ms). */
const SANDBOX_SECRET = 'e2e-payment-sandbox-secret';
const SLOW_CHARGE_MS = 3000;

for (const lang of ['ja', 'en'] as const) {
  test(`a lost charge answer is checked, settled by the reconciler and charged once (${lang})`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    test.slow(); // a sign-up, a card, the provider's delay and four axe scans
    await useLanguage(lang);
    const member = await signedUpMember(baseURL, `lost-answer-${lang}`);
    const login = new LoginScreen(page, lang);
    await login.goto();
    await login.logIn(member.email, member.password);
    await expect(page).toHaveURL(/\/mypage$/);
    const methods = new PaymentMethodScreen(page, lang);
    await methods.goto();
    await methods.add({ number: SLOW_CARD });
    await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);

    await page.goto('/plans/yearly');
    const form = page.getByRole('form', { name: plans(lang, 'purchase.heading') });
    await form.getByRole('radio', { name: pt(lang, 'list.card', { brand: 'Visa', last4: '9995' }) }).check();
    await form.getByRole('button').click();
    await expect(page).toHaveURL(/\/plans\/yearly\/confirm$/);
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/zapi/purchase/yearly',
    );
    const asked = Date.now();
    await page.getByRole('button', { name: plans(lang, 'confirm.submit') }).click();
    // The order's first attempt is charged under its purchase token (the provider's idempotency key).
    const { purchaseToken } = (await posted).postDataJSON() as { purchaseToken: string };
    await expect(page.getByText(plans(lang, 'errors.PURCHASE_CHARGE_TIMEOUT'))).toBeVisible();
    await expectAccessibleAtBothWidths(page, `/plans/yearly/confirm (charge being checked) ${lang}`);
    // (That the order stays pending until then is the server specs' to show: the server's own billing
    // schedule may run the reconciler at any moment once the provider has charged.)
    await page.goto('/mypage');
    const myPlans = page.getByRole('region', { name: t(lang, 'top.plans.heading') });

    // The provider finishes the charge nobody waited for; the billing run's reconciler then settles it.
    await page.waitForTimeout(Math.max(0, asked + SLOW_CHARGE_MS + 500 - Date.now()));
    await runBilling(page);

    await page.reload();
    await expect(myPlans.getByText(YEARLY)).toBeVisible();
    await page.goto('/plans');
    const held = page.getByRole('region', { name: plans(lang, 'list.contractedHeading') });
    // Held, and the demo store's one live contract: its button says the limit (spec 000 §4's order).
    await expect(held.getByText(YEARLY, { exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page, `/plans (settled) ${lang}`);

    // Counted at the provider: the order's key was charged once, by one call (the reconciler only asks).
    const stats = (await (
      await page.request.get(`${sandboxOrigin}/v1/stats`, { headers: { authorization: `Bearer ${SANDBOX_SECRET}` } })
    ).json()) as { charges: Record<string, { calls: number; status: string }> };
    expect(stats.charges[purchaseToken]).toEqual({ calls: 1, status: 'succeeded' });
  });
}
