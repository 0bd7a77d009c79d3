import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LoginScreen } from '../screens/login-screens';
import { t as authText } from '../screens/login-text';
import { t as oidcText } from '../screens/oidc-text';
import { newMember, throughPin } from '../screens/signup-journey';
import { SignupFormScreen } from '../screens/signup-steps';
import { SiteCrawler } from '../screens/site-crawler';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demoMember } from '../support/demo-server';
import { expect, test } from '../support/fixtures';
import { DEMO_WEB } from '../support/relying-party';

/**
 * What a store's operator notices first in acceptance (spec fidelity): the app's embedded browser
 * offers no sign-up or external login (spec 000 §6), a guest who pressed buy signs up into that plan
 * (§4), and no page reachable from the menus, footers and My Page is a 404, logs an error or shows
 * a catalogue key — for a guest and for the demo member, in both languages.
 */

/** The store's Android app embeds the site with a user agent starting with "PVS" (spec 000 §6). */
const appBrowser =
  'PVS/3.2.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** The demo store's footer link into sign-up (its seeded name, the same in both languages). */
const footerSignupLink = '新規会員登録';
const clientName = { ja: 'デモ Web アプリ', en: 'Demo web app' } as const;

/** An authorization request of the demo web client, as its site would send the browser (to see /oidc/login). */
async function authorizationUrl(page: Page): Promise<string> {
  const discovery = (await (await page.request.get('/.well-known/openid-configuration')).json()) as {
    authorization_endpoint: string;
  };
  const url = new URL(discovery.authorization_endpoint);
  const verifier = randomBytes(32).toString('base64url');
  url.search = new URLSearchParams({
    client_id: DEMO_WEB.clientId,
    redirect_uri: 'http://127.0.0.1:8765/callback',
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

for (const lang of ['ja', 'en'] as const) {
  test.describe(`in the app's embedded browser (${lang})`, () => {
    test.use({ userAgent: appBrowser });

    test(`login pages and the footer offer no sign-up and no external login (${lang})`, async ({
      page,
      useLanguage,
    }) => {
      await useLanguage(lang);
      await new LoginScreen(page, lang).goto();
      await expect(page.getByRole('link', { name: authText(lang, 'login.forgot') })).toBeVisible();
      await expect(page.getByRole('link', { name: authText(lang, 'login.register') })).toHaveCount(0);
      await expect(page.getByRole('region', { name: authText(lang, 'login.externalIdentities') })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: footerSignupLink })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/login in the app (${lang}, 1280 px)`);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(page, `/login in the app (${lang}, 375 px)`);

      await page.goto(await authorizationUrl(page));
      await expect(
        page.getByRole('heading', { level: 1, name: oidcText(lang, 'title.login', { client: clientName[lang] }) }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: authText(lang, 'login.register') })).toHaveCount(0);
    });
  });
}

test('outside the app, a guest who pressed buy signs up from the login and lands on that plan', async ({
  page,
  useLanguage,
}) => {
  test.slow();
  await useLanguage('ja');
  await page.goto('/plans/monthly');
  await page.locator('a[href="/plans/monthly/confirm"]').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fplans%2Fmonthly%2Fconfirm$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: footerSignupLink })).toBeVisible();
  const register = page.getByRole('main').getByRole('link', { name: authText('ja', 'login.register') });
  await expect(register).toHaveAttribute('href', '/signup?planId=monthly');
  await register.click();
  const member = newMember('chosen-plan');
  await throughPin(page, 'ja', member.email);
  const form = new SignupFormScreen(page, 'ja');
  await form.fillForDemoStore(member.userId, 'Kumo7sora');
  await form.submitButton().click();
  await expect(page).toHaveURL(/\/signup\/plans\?planId=monthly$/);
});

for (const lang of ['ja', 'en'] as const) {
  test(`every page a guest and the demo member reach is there, quiet and translated (${lang})`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    test.setTimeout(240_000);
    await useLanguage(lang);
    const crawler = new SiteCrawler(page, lang, baseURL ?? '');
    const asGuest = await crawler.crawl(['/', '/plans', '/login', '/signup']);
    expect(asGuest).toEqual(expect.arrayContaining(['/terms', '/privacy', '/signup', '/password/forgot']));

    const login = new LoginScreen(page, lang);
    await login.goto();
    await login.logIn(demoMember.email, demoMember.password);
    await expect(page).toHaveURL(/\/mypage$/);
    const asMember = await crawler.crawl(['/mypage']);
    expect(asMember).toEqual(
      expect.arrayContaining([
        '/mypage',
        '/mypage/consent',
        '/mypage/login-history',
        '/mypage/multi-factor',
        '/withdraw',
      ]),
    );
    crawler.expectNoProblems();
  });
}
