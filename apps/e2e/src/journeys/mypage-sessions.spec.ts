import type { Browser, Page } from '@playwright/test';
import { languageCookieName } from '@vs/contract';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember, type Member } from '../screens/members';
import { SessionsScreen } from '../screens/mypage-screens';
import { t } from '../screens/mypage-text';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * The member's logged-in browsers on My Page (ASVS 7.5.2) against the real production server: the
 * same member logged in from two browser contexts; the first ends the second's session, and the
 * second is logged out at its next request. The member's sign-up (through the API, as every journey
 * makes its member) left a third session, listed too: an 'other device' with no known browser.
 */
async function logIn(page: Page, member: Member, lang: Lang): Promise<void> {
  const login = new LoginScreen(page, lang);
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
}

/** Another browser (its own cookies) of the same member, in `lang`. */
async function anotherBrowser(browser: Browser, baseURL: string | undefined, member: Member, lang: Lang) {
  const context = await browser.newContext();
  await context.addCookies([{ name: languageCookieName, value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await logIn(page, member, lang);
  return { context, page };
}

/** The next request of a browser whose session ended: My Page sends it to the login. */
async function expectLoggedOut(page: Page, lang: Lang): Promise<void> {
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage$/);
  await new LoginScreen(page, lang).expectLoaded();
}

// Playwright's desktop Chrome says it runs on Windows: both browsers are 'PC (Chrome)'.
const pcChrome = (lang: Lang) => t(lang, 'sessions.name', { device: t(lang, 'device.pc'), browser: 'Chrome' });

test('a member sees both logged-in browsers and ends the other one, which is logged out at its next request', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // two browsers and a sign-up on a busy machine
  const member = await signedUpMember(baseURL, 'sessions');
  await logIn(page, member, 'ja');
  const other = await anotherBrowser(browser, baseURL, member, 'ja');

  const sessions = new SessionsScreen(page);
  await sessions.openFromTop();
  await expect(sessions.sessions()).toHaveCount(3);
  await expect(sessions.thisBrowser()).toHaveCount(1);
  await expect(sessions.sessions().first()).toContainText(t('ja', 'sessions.thisBrowser'));
  // The other browser logged in last, so it comes next (by last use).
  await expect(sessions.sessions().nth(1)).toContainText(pcChrome('ja'));
  await expect(sessions.sessions().nth(1)).toContainText(t('ja', 'sessions.ipOnly', { ip: '127.0.0.1' }));

  // Named with its place: the sign-up's session is a PC with Chrome too, from another address.
  await sessions.end(
    t('ja', 'sessions.nameAt', { name: pcChrome('ja'), place: t('ja', 'sessions.ipOnly', { ip: '127.0.0.1' }) }),
  );
  await expect(sessions.sessions()).toHaveCount(2);
  // Of the two from 127.0.0.1, this browser's stays.
  const fromHere = sessions.sessions().filter({ hasText: t('ja', 'sessions.ipOnly', { ip: '127.0.0.1' }) });
  await expect(fromHere).toHaveCount(1);
  await expect(fromHere).toContainText(t('ja', 'sessions.thisBrowser'));
  await expectLoggedOut(other.page, 'ja');
  // This browser stays logged in.
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/mypage$/);
  await other.context.close();
});

test('in English, a member ends every other session; the other browser must log in again', async ({
  page,
  browser,
  baseURL,
  useLanguage,
}) => {
  test.setTimeout(90_000);
  await useLanguage('en');
  const member = await signedUpMember(baseURL, 'sessions-en');
  await logIn(page, member, 'en');
  const other = await anotherBrowser(browser, baseURL, member, 'en');

  const sessions = new SessionsScreen(page, 'en');
  await sessions.openFromTop();
  await expect(sessions.sessions()).toHaveCount(3);
  await expect(sessions.thisBrowser()).toContainText(pcChrome('en'));
  expect(await page.getByRole('main').innerText()).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);

  await sessions.endOthers();
  await expect(sessions.sessions()).toHaveCount(1);
  await expect(sessions.noOthers()).toBeVisible();
  await expectLoggedOut(other.page, 'en');
  await other.context.close();
});

test('the logged-in browsers page passes axe at 375 and 1280 px, in Japanese and English', async ({
  page,
  browser,
  baseURL,
  useLanguage,
}) => {
  test.setTimeout(120_000); // four axe runs
  const member = await signedUpMember(baseURL, 'sessions-axe');
  await logIn(page, member, 'ja');
  const other = await anotherBrowser(browser, baseURL, member, 'ja');
  for (const lang of ['ja', 'en'] as const) {
    await useLanguage(lang);
    const sessions = new SessionsScreen(page, lang);
    await page.goto('/mypage/sessions');
    await sessions.expectLoaded();
    await expect(sessions.sessions()).toHaveCount(3);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `/mypage/sessions ${lang} at ${width} px`);
    }
  }
  await other.context.close();
});
