import type { Page } from '@playwright/test';
import { mailCount, pinCodeIn, waitForCode, waitForMail } from '@vs/testing';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { IdentitySandboxPage, linkFromMypage, newSubject } from '../screens/identity-sandbox';
import { MultiFactorScreens } from '../screens/login-factor-screens';
import { newMember, signUp, withMemberApi, type Member } from '../screens/members';
import { t } from '../screens/oidc-text';
import { SignupEmailScreen, SignupFormScreen, SignupPinScreen, SignupPolicyScreen } from '../screens/signup-steps';
import { t as signupText } from '../screens/signup-text';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { DEMO_WEB, RelyingParty } from '../support/relying-party';
import { codeAfter } from '../support/totp';

/**
 * The store as an OpenID Connect provider, with openid-client as a real
 * relying party on loopback: code + PKCE, consent, claims per granted scope, cancel, prompt=none,
 * the error page. The RP listens on the demo clients' registered port, so these run one at a time.
 */
test.describe.configure({ mode: 'serial' });

let rp: RelyingParty;
test.beforeAll(async ({ baseURL }) => {
  rp = await RelyingParty.start(baseURL ?? '', DEMO_WEB);
});
test.afterAll(async () => rp.stop());

const clientName = { ja: 'デモ Web アプリ', en: 'Demo web app' } as const;
/** The demo store's scope names (its oidc_scopes rows, not catalogue texts). */
const emailScope = { ja: 'メールアドレス', en: 'E-mail address' } as const;
const ALL_SCOPES = 'openid membership profile email';

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/** Every page path the browser is shown, so a journey can say which pages it did not see. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

async function logInOnOidcPage(page: Page, member: Member, lang: Lang): Promise<void> {
  await expect(heading(page, t(lang, 'title.login', { client: clientName[lang] }))).toBeVisible();
  await page.getByLabel(t(lang, 'auth:login.identifier'), { exact: true }).fill(member.email);
  await page.getByLabel(t(lang, 'auth:login.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: t(lang, 'auth:login.submit'), exact: true }).click();
}

test('code + PKCE: login, consent with an optional scope refused (claims withheld); no consent again', async ({
  page,
  baseURL,
  browser,
}) => {
  const member = newMember('oidc');
  await signUp(baseURL, member);
  const documents: { path: string; csp: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    documents.push({
      path: new URL(response.url()).pathname,
      csp: response.headers()['content-security-policy'] ?? '',
    });
  });
  const first = await rp.authorize(ALL_SCOPES);
  await page.goto(first.url);
  await logInOnOidcPage(page, member, 'ja');
  // The interaction pages may not be framed by another site.
  const entry = documents.find((document) => document.path === '/oidc/loginInteraction');
  expect(entry?.csp).toContain("frame-ancestors 'none'");

  await expect(heading(page, t('ja', 'title.consent', { client: clientName.ja }))).toBeVisible();
  const needs = page.getByRole('region', { name: t('ja', 'consent.needsPermission') });
  await expect(needs.getByRole('switch')).toHaveCount(4);
  await expect(needs.getByRole('switch', { name: '会員情報' })).toBeDisabled();
  await expect(needs.getByRole('switch', { name: emailScope.ja })).toBeChecked();
  await needs.getByRole('switch', { name: emailScope.ja }).click();
  await page.getByRole('button', { name: t('ja', 'consent.allow') }).click();

  const granted = await first.outcome;
  expect(granted.kind).toBe('tokens');
  if (granted.kind !== 'tokens') return;
  expect(granted.scope.split(' ').sort()).toEqual(['membership', 'openid', 'profile']);
  expect(granted.userinfo['membership']).toBe('member');
  // The refused scope's claims never reach the client.
  expect(granted.userinfo['email']).toBeUndefined();
  expect(granted.userinfo['email_verified']).toBeUndefined();
  await expect(page.locator('#outcome')).toContainText('tokens');

  // The same scopes again: no page of the flow at all, straight back with a code.
  const paths = visitedPaths(page);
  const second = await rp.authorize(ALL_SCOPES);
  await page.goto(second.url);
  const again = await second.outcome;
  expect(again).toMatchObject({ kind: 'tokens', sub: granted.sub });
  expect(paths.filter((path) => path.startsWith('/oidc/'))).toEqual([]);

  // Consent belongs to the member and the client, not to this browser: a new one logs in, and is not asked.
  const context = await browser.newContext();
  const other = await context.newPage();
  const otherPaths = visitedPaths(other);
  const third = await rp.authorize(ALL_SCOPES);
  await other.goto(third.url);
  await logInOnOidcPage(other, member, 'ja');
  expect(await third.outcome).toMatchObject({ kind: 'tokens', sub: granted.sub });
  expect(otherPaths).not.toContain('/oidc/consent');
  await context.close();
});

test('cancel on the consent page sends access_denied; prompt=none without a login sends login_required', async ({
  page,
  browser,
}) => {
  await fixtureMemberLoggedIn(page, 'oidc-cancel');
  const cancelled = await rp.authorize(ALL_SCOPES);
  await page.goto(cancelled.url);
  // A member logged in on the site is not asked for the password again.
  await expect(heading(page, t('ja', 'title.consent', { client: clientName.ja }))).toBeVisible();
  await page.getByRole('button', { name: t('ja', 'consent.cancel') }).click();
  expect(await cancelled.outcome).toMatchObject({ kind: 'error', error: 'access_denied' });
  await expect(page.locator('#outcome')).toContainText('access_denied');

  const context = await browser.newContext();
  const guest = await context.newPage();
  const silent = await rp.authorize('openid membership', { prompt: 'none' });
  await guest.goto(silent.url);
  expect(await silent.outcome).toMatchObject({ kind: 'error', error: 'login_required' });
  await context.close();
});

test('log in to the app with LINE: the provider, then consent, and the app gets the member who linked it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // trips to the provider and the app on a busy machine
  const member = newMember('oidc-line');
  await signUp(baseURL, member);
  const subject = newSubject('oidc-line');
  // The member links LINE on My Page in a browser of their own first.
  const context = await browser.newContext();
  const mypage = await context.newPage();
  await mypage.goto('/login?redirect=%2Fmypage');
  await mypage.getByLabel(t('ja', 'auth:login.identifier'), { exact: true }).fill(member.email);
  await mypage.getByLabel(t('ja', 'auth:login.password'), { exact: true }).fill(member.password);
  await mypage.getByRole('button', { name: t('ja', 'auth:login.submit'), exact: true }).click();
  await expect(mypage).toHaveURL(/\/mypage$/);
  await linkFromMypage(mypage, 'ja', 'LINE', subject);
  await context.close();

  const flow = await rp.authorize(ALL_SCOPES);
  await page.goto(flow.url);
  await expect(heading(page, t('ja', 'title.login', { client: clientName.ja }))).toBeVisible();
  await page.getByRole('link', { name: t('ja', 'auth:login.withProvider', { name: 'LINE' }) }).click();
  await new IdentitySandboxPage(page).continueAs('LINE', subject);
  await expect(heading(page, t('ja', 'title.consent', { client: clientName.ja }))).toBeVisible();
  await page.getByRole('button', { name: t('ja', 'consent.allow') }).click();
  const granted = await flow.outcome;
  expect(granted.kind).toBe('tokens');
  if (granted.kind !== 'tokens') return;
  expect(granted.userinfo['email']).toBe(member.email);

  // A trip cancelled at the provider comes back to the app's login page, the flow still alive.
  const guest = await browser.newContext();
  const other = await guest.newPage();
  const cancelled = await rp.authorize(ALL_SCOPES);
  await other.goto(cancelled.url);
  await other.getByRole('link', { name: t('ja', 'auth:login.withProvider', { name: 'LINE' }) }).click();
  await new IdentitySandboxPage(other).cancel('LINE');
  await expect(other).toHaveURL(/\/oidc\/login\?error=LOGIN_FAILED$/);
  await expect(other.getByRole('alert')).toHaveText(t('ja', 'auth:errors.LOGIN_FAILED'));
  await guest.close();
});

test('prompt=select_account: continue as the signed-in member, or switch to another (a different sub)', async ({
  page,
  baseURL,
}) => {
  const first = await fixtureMemberLoggedIn(page, 'oidc-select-a');
  const second = newMember('oidc-select-b');
  await signUp(baseURL, second);

  const kept = await rp.authorize(ALL_SCOPES, { prompt: 'select_account' });
  await page.goto(kept.url);
  await expect(heading(page, t('ja', 'title.selectAccount'))).toBeVisible();
  await expect(page.getByTestId('signed-in-account')).toContainText(first.email);
  await expectNoSeriousA11yViolations(page, '/oidc/select-account (ja)');
  await page.getByRole('button', { name: t('ja', 'selectAccount.continue') }).click();
  await page.getByRole('button', { name: t('ja', 'consent.allow') }).click();
  const firstOutcome = await kept.outcome;
  expect(firstOutcome.kind).toBe('tokens');
  await expect(page.locator('#outcome')).toContainText('tokens');

  const switched = await rp.authorize(ALL_SCOPES, { prompt: 'select_account' });
  await page.goto(switched.url);
  await page.getByRole('button', { name: t('ja', 'selectAccount.switch') }).click();
  await logInOnOidcPage(page, second, 'ja');
  await page.getByRole('button', { name: t('ja', 'consent.allow') }).click();
  const secondOutcome = await switched.outcome;
  expect(secondOutcome.kind).toBe('tokens');
  if (firstOutcome.kind !== 'tokens' || secondOutcome.kind !== 'tokens') return;
  expect(secondOutcome.sub).not.toBe(firstOutcome.sub);
  await expect(page.locator('#outcome')).toContainText('tokens');
});

test('prompt=login and max_age=0 with a live session ask for the password again; auth_time is that login', async ({
  page,
  baseURL,
}) => {
  const member = newMember('oidc-fresh');
  await signUp(baseURL, member);
  const first = await rp.authorize(ALL_SCOPES);
  await page.goto(first.url);
  await logInOnOidcPage(page, member, 'ja');
  await page.getByRole('button', { name: t('ja', 'consent.allow') }).click();
  const linked = await first.outcome;
  expect(linked).toMatchObject({ kind: 'tokens', idToken: { amr: ['pwd'] } });
  if (linked.kind !== 'tokens') return;
  let lastAuthTime = Number(linked.idToken['auth_time'] ?? 0);

  const asks: Record<string, string>[] = [{ prompt: 'login' }, { max_age: '0' }];
  for (const extra of asks) {
    // auth_time counts whole seconds: the next login falls in a later one.
    await page.waitForTimeout(1_100);
    const fresh = await rp.authorize(ALL_SCOPES, extra);
    await page.goto(fresh.url);
    // The member is logged in on the site, and still gets the password form, not the account chooser.
    const before = Math.floor(Date.now() / 1000);
    await logInOnOidcPage(page, member, 'ja');
    const outcome = await fresh.outcome;
    const after = Math.ceil(Date.now() / 1000);
    expect(outcome.kind, JSON.stringify(extra)).toBe('tokens');
    if (outcome.kind !== 'tokens') return;
    const authTime = Number(outcome.idToken['auth_time']);
    expect(authTime).toBeGreaterThan(lastAuthTime);
    expect(authTime).toBeGreaterThanOrEqual(before);
    expect(authTime).toBeLessThanOrEqual(after);
    expect(outcome.sub).toBe(linked.sub);
    lastAuthTime = authTime;
  }
});

for (const lang of ['ja', 'en'] as const) {
  test(`the OIDC pages pass axe in ${lang}; an unknown redirect_uri lands on /oidc/error`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    // A sign-up, three pages and five axe scans: past 30 s on CI’s two cores while the other worker runs.
    test.slow();
    await useLanguage(lang);
    const member = newMember(`oidc-axe-${lang}`);
    await signUp(baseURL, member);
    const flow = await rp.authorize(ALL_SCOPES);
    await page.goto(flow.url);
    await expect(heading(page, t(lang, 'title.login', { client: clientName[lang] }))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/oidc/login (${lang}, 1280 px)`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousA11yViolations(page, `/oidc/login (${lang}, 375 px)`);
    await logInOnOidcPage(page, member, lang);
    await expect(heading(page, t(lang, 'title.consent', { client: clientName[lang] }))).toBeVisible();
    await expect(page.getByRole('switch', { name: emailScope[lang] })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/oidc/consent (${lang}, 375 px)`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, `/oidc/consent (${lang}, 1280 px)`);
    await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
    expect((await flow.outcome).kind).toBe('tokens');
    await expect(page.locator('#outcome')).toContainText('tokens');

    const bad = new URL(flow.url);
    bad.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
    await page.goto(bad.href);
    await expect(page).toHaveURL(/\/oidc\/error\?/);
    await expect(heading(page, t(lang, 'errors:oidc.title'))).toBeVisible();
    await expect(page.getByText('invalid_redirect_uri')).toBeVisible();
    await expect(page.getByText(t(lang, 'errors:oidc.note'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/oidc/error (${lang})`);
  });
}

/**
 * The login service's other steps inside the flow: the second factor on the OIDC pages
 * (/oidc/login/multi-factor/*) and the mailed code (/oidc/login/code), then consent and the client.
 */
test.describe('login inside the flow: the second factor and the mailed code', () => {
  // Each signs a member up (and sets up a factor) and runs four axe scans: 30 s is tight on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const lang of ['ja', 'en'] as const) {
    test(`an authenticator-app member passes the second factor on the OIDC pages, then consents (${lang})`, async ({
      page,
      baseURL,
      useLanguage,
    }) => {
      await useLanguage(lang);
      const member = newMember(`oidc-otp-${lang}`);
      await signUp(baseURL, member);
      const { secret, usedStep } = await withMemberApi(baseURL, member, (api) => api.enableOtp());
      const flow = await rp.authorize(ALL_SCOPES);
      await page.goto(flow.url);
      await logInOnOidcPage(page, member, lang);

      // The password alone is no login: the flow's entry sends the browser back to the login page.
      await expect(page).toHaveURL(/\/oidc\/login\/multi-factor$/);
      const factors = new MultiFactorScreens(page, lang);
      await expect(heading(page, t(lang, 'auth:title.loginMultiFactor'))).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/oidc/login/multi-factor (${lang}, 1280 px)`);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(page, `/oidc/login/multi-factor (${lang}, 375 px)`);
      await factors.choose('OTP');
      await expect(page).toHaveURL(/\/oidc\/login\/multi-factor\/otp$/);
      await expectNoSeriousA11yViolations(page, `/oidc/login/multi-factor/otp (${lang}, 375 px)`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoSeriousA11yViolations(page, `/oidc/login/multi-factor/otp (${lang}, 1280 px)`);
      if (lang === 'ja') {
        await page.goto('/oidc/loginInteraction');
        await expect(heading(page, t(lang, 'title.login', { client: clientName[lang] }))).toBeVisible();
        await page.goto('/oidc/login/multi-factor/otp');
        await factors.expectEntry('OTP');
      }
      await factors.enter('OTP', '000000');
      await expect(page.getByText(t(lang, 'auth:errors.PIN_CODE_ERROR'))).toBeVisible();
      await factors.enter('OTP', codeAfter(secret, usedStep));

      await expect(heading(page, t(lang, 'title.consent', { client: clientName[lang] }))).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
      const outcome = await flow.outcome;
      expect(outcome.kind).toBe('tokens');
      if (outcome.kind === 'tokens') expect(outcome.userinfo['email']).toBe(member.email);
      await expect(page.locator('#outcome')).toContainText('tokens');
    });
  }

  for (const lang of ['ja', 'en'] as const) {
    test(`a member logs in with a mailed code on /oidc/login/code, then consents (${lang})`, async ({
      page,
      baseURL,
      useLanguage,
    }) => {
      await useLanguage(lang);
      const member = newMember(`oidc-code-${lang}`);
      await signUp(baseURL, member);
      const flow = await rp.authorize(ALL_SCOPES);
      await page.goto(flow.url);
      await expect(heading(page, t(lang, 'title.login', { client: clientName[lang] }))).toBeVisible();
      await page.getByRole('tab', { name: t(lang, 'auth:login.modeCode') }).click();
      const before = await mailCount(member.email);
      await page.getByLabel(t(lang, 'auth:loginCode.email'), { exact: true }).fill(member.email);
      await page.getByRole('button', { name: t(lang, 'auth:loginCode.send') }).click();
      await expect(heading(page, t(lang, 'auth:title.loginCode'))).toBeVisible();
      await expect(page).toHaveURL(/\/oidc\/login\/code$/);
      await expectNoSeriousA11yViolations(page, `/oidc/login/code (${lang}, 1280 px)`);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(page, `/oidc/login/code (${lang}, 375 px)`);
      const code = await waitForCode(member.email, { skip: before });
      await page.getByLabel(t(lang, 'auth:code.label'), { exact: true }).fill(code);
      await page.getByRole('button', { name: t(lang, 'auth:code.submit') }).click();

      await expect(heading(page, t(lang, 'title.consent', { client: clientName[lang] }))).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
      expect((await flow.outcome).kind).toBe('tokens');
      await expect(page.locator('#outcome')).toContainText('tokens');
    });
  }
});

/**
 * My Page connections (spec 000 §2 "Connections", §4 "Unlink"): the app a member linked
 * through the relying party shows on /mypage/connections and its detail page; unlinking revokes the
 * grant with its tokens (the RP's refresh gets invalid_grant, userinfo 401) and consent is asked again.
 */
test.describe('My Page connections', () => {
  const WITH_REFRESH = `${ALL_SCOPES} offline_access`;
  /** The demo store's precautions titles (its oidc_precautions rows, not catalogue texts). */
  const precautionsTitle = { ja: 'ご利用にあたっての注意事項', en: 'Before you continue' } as const;
  const mypageText = (lang: Lang, key: string, values: Record<string, string> = {}) =>
    t(lang, `mypage:connections.${key}`, values);

  async function bothWidths(page: Page, label: string): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, `${label}, 1280 px`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousA11yViolations(page, `${label}, 375 px`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  for (const lang of ['ja', 'en'] as const) {
    test(`an app linked through the RP is listed and unlinked: tokens die, consent asked again (${lang})`, async ({
      page,
      baseURL,
      useLanguage,
    }) => {
      await useLanguage(lang);
      const member = newMember(`oidc-unlink-${lang}`);
      await signUp(baseURL, member);
      // offline_access is granted only with prompt=consent (OpenID Connect Core §11).
      const flow = await rp.authorize(WITH_REFRESH, { prompt: 'consent' });
      await page.goto(flow.url);
      await logInOnOidcPage(page, member, lang);
      await expect(heading(page, t(lang, 'title.consent', { client: clientName[lang] }))).toBeVisible();
      // The store's precautions block (its oidc_precautions rows, in the page's language).
      const precautions = page.getByRole('region', { name: precautionsTitle[lang] });
      await expect(precautions.getByRole('listitem')).toHaveCount(3);
      await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
      const linked = await flow.outcome;
      expect(linked.kind).toBe('tokens');
      if (linked.kind !== 'tokens') return;
      expect(linked.refreshToken).toBeTruthy();
      expect(await rp.userinfoStatus(linked.accessToken)).toBe(200);
      await expect(page.locator('#outcome')).toContainText('tokens');

      await page.goto('/mypage/connections');
      await expect(heading(page, mypageText(lang, 'title'))).toBeVisible();
      const list = page.getByRole('list', { name: mypageText(lang, 'listLabel') });
      const app = list.getByRole('link', { name: new RegExp(clientName[lang]) });
      await expect(app).toBeVisible();
      await expect(app).toContainText(mypageText(lang, 'linkedAt', { date: '' }).trim());
      await bothWidths(page, `/mypage/connections (${lang})`);

      await app.click();
      await expect(page).toHaveURL(/\/mypage\/connections\/client\/demo-web$/);
      await expect(heading(page, clientName[lang])).toBeVisible();
      const permissions = page.getByRole('region', { name: mypageText(lang, 'permissions') });
      await expect(permissions.getByText(emailScope[lang], { exact: true })).toBeVisible();
      await bothWidths(page, `/mypage/connections/client/demo-web (${lang})`);

      await page.getByRole('button', { name: mypageText(lang, 'unlink') }).click();
      const dialog = page.getByRole('alertdialog', {
        name: mypageText(lang, 'confirmTitle', { name: clientName[lang] }),
      });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: mypageText(lang, 'confirm') }).click();
      await expect(page).toHaveURL(/\/mypage\/connections$/);
      await expect(page.getByText(mypageText(lang, 'empty'))).toBeVisible();

      // The grant went with every token issued under it.
      expect(await rp.refresh(linked.refreshToken ?? '')).toBe('invalid_grant');
      expect(await rp.userinfoStatus(linked.accessToken)).toBe(401);
      // The member is still logged in on the site, yet the app must ask for consent again.
      const again = await rp.authorize(ALL_SCOPES);
      await page.goto(again.url);
      await expect(heading(page, t(lang, 'title.consent', { client: clientName[lang] }))).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
      expect(await again.outcome).toMatchObject({ kind: 'tokens', sub: linked.sub });
    });

    test(`a member with no connected app reaches the empty list from My Page (${lang})`, async ({
      page,
      useLanguage,
    }) => {
      await useLanguage(lang);
      await fixtureMemberLoggedIn(page, `oidc-none-${lang}`);
      await page.goto('/mypage');
      await page.getByRole('link', { name: t(lang, 'account:top.more.connections'), exact: true }).click();
      await expect(page).toHaveURL(/\/mypage\/connections$/);
      await expect(heading(page, mypageText(lang, 'title'))).toBeVisible();
      await expect(page.getByText(mypageText(lang, 'empty'))).toBeVisible();
      await bothWidths(page, `/mypage/connections empty (${lang})`);
    });
  }
});

/**
 * Sign-up inside the flow: a guest at the OIDC login signs up on /oidc/signup (policies with
 * the e-mail) and /oidc/signup/auth (the PIN), fills the site's registration form, and the server
 * (which kept the interaction) brings the new member back to consent and the client.
 */
test.describe('sign-up inside the flow', () => {
  test.describe.configure({ timeout: 90_000 });
  const demoPolicies = ['利用規約', 'プライバシーポリシー'];

  for (const lang of ['ja', 'en'] as const) {
    test(`a guest signs up from the OIDC login and the client gets the code and userinfo (${lang})`, async ({
      page,
      useLanguage,
    }) => {
      await useLanguage(lang);
      const member = newMember(`oidc-signup-${lang}`);
      const flow = await rp.authorize(ALL_SCOPES);
      await page.goto(flow.url);
      const loginTitle = t(lang, 'title.login', { client: clientName[lang] });
      await expect(heading(page, loginTitle)).toBeVisible();
      // The page's own link, which stays in the flow (the footer's does too: the standalone journeys show it).
      await page
        .getByRole('region', { name: loginTitle })
        .getByRole('link', { name: t(lang, 'auth:login.register') })
        .click();

      await expect(page).toHaveURL(/\/oidc\/signup$/);
      await expect(heading(page, signupText(lang, 'title.email'))).toBeVisible();
      await expect(page.getByText(signupText(lang, 'ui:stepBar.position', { current: 1, total: 3 }))).toBeAttached();
      await expectNoSeriousA11yViolations(page, `/oidc/signup (${lang}, 1280 px)`);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(page, `/oidc/signup (${lang}, 375 px)`);
      await page.setViewportSize({ width: 1280, height: 800 });
      const policies = new SignupPolicyScreen(page, lang);
      for (const title of demoPolicies) {
        await policies.scrollToEnd(title);
        await policies.checkbox(title).check();
      }
      const before = await mailCount(member.email);
      await new SignupEmailScreen(page, lang).send(member.email);

      await expect(page).toHaveURL(/\/oidc\/signup\/auth$/);
      await expect(heading(page, signupText(lang, 'title.pinCode'))).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/oidc/signup/auth (${lang}, 1280 px)`);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(page, `/oidc/signup/auth (${lang}, 375 px)`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await new SignupPinScreen(page, lang).enter(pinCodeIn(await waitForMail(member.email, { skip: before })));

      const form = new SignupFormScreen(page, lang);
      await form.expectLoaded();
      await form.fillForDemoStore(member.userId, member.password);
      await form.submitButton().click();

      await expect(heading(page, t(lang, 'title.consent', { client: clientName[lang] }))).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
      const granted = await flow.outcome;
      expect(granted.kind).toBe('tokens');
      if (granted.kind !== 'tokens') return;
      expect(granted.userinfo['email']).toBe(member.email);
      await expect(page.locator('#outcome')).toContainText('tokens');
    });
  }
});

/**
 * OIDC clients get the oidc-interaction remote's page of its own: its standalone build, no
 * shell and no federation runtime, in the OIDC layout (footer, no header). The same pages still render
 * inside the shell when the site itself navigates to one.
 */
test.describe('the standalone oidc-interaction page', () => {
  const standaloneBase = '/remotes/oidc-interaction/standalone/';
  /** The demo store's footer link for guests to /signup (a store row, the same in both languages). */
  const footerSignup = '新規会員登録';

  for (const lang of ['ja', 'en'] as const) {
    test(`a client's user gets the standalone page, signs in there and the client gets its tokens (${lang})`, async ({
      page,
      useLanguage,
      baseURL,
    }) => {
      await useLanguage(lang);
      const member = newMember(`oidc-standalone-${lang}`);
      await signUp(baseURL, member);
      const scripts: string[] = [];
      const documents: { path: string; html: Promise<string> }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== new URL(baseURL ?? '').origin) return;
        const type = response.request().resourceType();
        if (type === 'script') scripts.push(url.pathname);
        if (type === 'document' && url.pathname.startsWith('/oidc/'))
          documents.push({ path: url.pathname, html: response.text() });
      });
      const flow = await rp.authorize(ALL_SCOPES);
      await page.goto(flow.url);
      const loginTitle = t(lang, 'title.login', { client: clientName[lang] });
      await expect(heading(page, loginTitle)).toBeVisible();
      await expect(page).toHaveURL(/\/oidc\/login$/);

      // The page's HTML is the standalone entry's, with the store's data; nothing of the shell loads.
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        const html = await document.html;
        expect(html, document.path).toContain(`<script type="module" crossorigin src="${standaloneBase}assets/`);
        expect(html, document.path).toContain('id="vs-root-data"');
        expect(html, document.path).not.toContain('remoteEntry.js');
        expect(html, document.path).not.toContain('id="vs-remotes"');
      }
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => !path.startsWith(standaloneBase))).toEqual([]);

      // The OIDC layout: the store's footer, no site header; its sign-up link stays in the flow.
      await expect(page.getByRole('banner')).toHaveCount(0);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      const signupLink = footer.getByRole('link', { name: footerSignup, exact: true });
      await expect(signupLink).toHaveAttribute('href', '/oidc/signup');
      await expectNoSeriousA11yViolations(page, `standalone /oidc/login (${lang}, 1280 px)`);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(page, `standalone /oidc/login (${lang}, 375 px)`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signupLink.click();
      await expect(page).toHaveURL(/\/oidc\/signup$/);
      await expect(heading(page, signupText(lang, 'title.email'))).toBeVisible();
      await page.goBack();

      await logInOnOidcPage(page, member, lang);
      await expect(heading(page, t(lang, 'title.consent', { client: clientName[lang] }))).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
      const granted = await flow.outcome;
      expect(granted.kind).toBe('tokens');
      if (granted.kind !== 'tokens') return;
      expect(granted.userinfo['email']).toBe(member.email);
      expect(scripts.filter((path) => path.endsWith('remoteEntry.js'))).toEqual([]);
    });
  }

  test('the same pages still render inside the shell, federated, on a navigation within the site', async ({ page }) => {
    const entries: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/remoteEntry.js')) entries.push(path);
    });
    await page.goto('/login');
    await expect(page.getByRole('banner')).toBeVisible();
    // A navigation the shell's router makes itself (as a link inside the site would), not a document load.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/oidc/error');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(heading(page, t('ja', 'errors:oidc.title'))).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(entries).toContain('/remotes/oidc-interaction/remoteEntry.js');
  });
});

/**
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0) and back-channel logout: the app sends
 * the member to the store's end_session endpoint with its ID token and state; the store asks, and
 * after the answer the member is back at the app's registered address, logged out of the store too.
 */
for (const lang of ['ja', 'en'] as const) {
  test(`RP-initiated logout: confirmed at the store, back at the app; /mypage asks for a login (${lang})`, async ({
    page,
    baseURL,
    useLanguage,
  }) => {
    // A sign-up, the flow, two axe scans and the logout: past 30 s on a busy machine.
    test.slow();
    await useLanguage(lang);
    const member = newMember(`oidc-logout-${lang}`);
    await signUp(baseURL, member);
    const flow = await rp.authorize(ALL_SCOPES);
    await page.goto(flow.url);
    await logInOnOidcPage(page, member, lang);
    await page.getByRole('button', { name: t(lang, 'consent.allow') }).click();
    const granted = await flow.outcome;
    expect(granted.kind).toBe('tokens');
    if (granted.kind !== 'tokens') return;
    // The app's callback page has loaded: a navigation started sooner would be cut off by that one.
    await expect(page.locator('#outcome')).toContainText('tokens');
    const tokensBefore = rp.logoutTokens.length;

    const state = `logout-${lang}-${Date.now()}`;
    await page.goto(rp.logoutUrl(granted.idTokenJwt, state));
    await expect(page).toHaveURL(/\/oidc\/logout$/);
    await expect(heading(page, t(lang, 'title.logout'))).toBeVisible();
    await expect(page.getByText(t(lang, 'logout.leadClient', { client: clientName[lang] }))).toBeVisible();
    await expect(page.getByTestId('signed-in-account')).toContainText(member.email);
    await expectNoSeriousA11yViolations(page, `/oidc/logout (${lang}, 1280 px)`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousA11yViolations(page, `/oidc/logout (${lang}, 375 px)`);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: t(lang, 'logout.confirm'), exact: true }).click();
    await expect(page).toHaveURL(`${rp.postLogoutRedirectUri}?state=${state}`);
    await expect(page.locator('#logged-out-state')).toHaveText(state);
    // demo-web registered a back-channel address: it was told, for this member and this login.
    expect(rp.logoutTokens.slice(tokensBefore)).toEqual([
      expect.objectContaining({
        sub: granted.sub,
        sid: granted.idToken['sid'],
        events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
      }),
    ]);

    // The store's own session ended with it.
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage/);
  });
}
