import { csrfHeaderName } from '@vs/contract';
import { CodeLoginScreens } from '../screens/login-factor-screens';
import { LoginScreen } from '../screens/login-screens';
import { t } from '../screens/login-text';
import { expect, test } from '../support/fixtures';
import { secureCsrfCookie } from '../support/cookies';
import { botCheckOrigin } from '../support/origins';

/**
 * The bot check: the second store enables it, the demo store does not. The verification service is
 * the fake one serve-dist.mjs starts on loopback (port 3126), configured through BOT_CHECK_*.
 */
const secondStore = (baseURL: string | undefined) =>
  new URL(baseURL ?? '').origin.replace('127.0.0.1', 'second.localhost');

test('where the store enables the bot check, each login carries a token the server verifies', async ({
  page,
  baseURL,
}) => {
  const login = new LoginScreen(page, 'ja', true);
  await page.goto(`${secondStore(baseURL)}/login`);
  await login.expectLoaded();

  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/login',
  );
  await login.logIn(`nobody-${Date.now()}@example.com`, 'Wrong1234');
  const body = (await posted).postDataJSON() as { token?: string };
  expect(body.token).toBeTruthy();
  // The token passed the check, so the answer is about the password.
  await expect(page.getByRole('alert')).toHaveText(t('ja', 'errors.LOGIN_INVALID_EMAIL_OR_PASSWORD'));

  // A forged token is refused before the password is looked at.
  const forged = await page.evaluate(
    async ({ cookie, header }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((entry) => entry.startsWith(`${cookie}=`))
          ?.split('=')[1] ?? '';
      const answer = await fetch('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: csrf },
        body: JSON.stringify({
          emailUserId: 'someone@example.com',
          password: 'Secret123',
          loginMethod: 'Password',
          token: 'forged-token',
        }),
      });
      return { status: answer.status, body: (await answer.json()) as { code: string } };
    },
    { cookie: secureCsrfCookie, header: csrfHeaderName },
  );
  expect(forged.status).toBe(400);
  expect(forged.body.code).toBe('LOGIN_FAILED');
});

test('with the bot check on, asking for a mailed code carries a token and entering it needs none', async ({
  page,
  baseURL,
}) => {
  const screens = new CodeLoginScreens(page, 'ja', secondStore(baseURL));
  const tokenOf = (pathname: string) =>
    page
      .waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === pathname)
      .then((request) => (request.postDataJSON() as { token?: string }).token);
  const sent = tokenOf('/login/code');
  await screens.askCode(`nobody-${Date.now()}@example.com`);
  expect(await sent).toBeTruthy();

  const entered = tokenOf('/login');
  await screens.enterCode('123456');
  expect(await entered).toBeUndefined();
  // The mailed code is the proof: the answer is about the code, not a refused bot check (LOGIN_FAILED).
  await expect(page.getByText(t('ja', 'errors.wrongUserCode'))).toBeVisible();
});

test('when the verification service cannot be reached, the page says so and sends nothing', async ({
  page,
  baseURL,
}) => {
  await page.route(`${botCheckOrigin}/**`, (route) => route.abort());
  const login = new LoginScreen(page, 'ja', true);
  await page.goto(`${secondStore(baseURL)}/login`);
  await login.expectLoaded();
  let loginPosts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/login') loginPosts += 1;
  });
  await login.logIn('someone@example.com', 'Secret123');
  await expect(page.getByRole('alert')).toHaveText(t('ja', 'errors.LOGIN_FAILED'));
  expect(loginPosts).toBe(0);
});

test('where the store does not enable it, no verification script is loaded', async ({ page }) => {
  const verifierRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(botCheckOrigin)) verifierRequests.push(request.url());
  });
  const login = new LoginScreen(page);
  await login.goto();
  await login.logIn(`nobody-${Date.now()}@example.com`, 'Wrong1234');
  await expect(page.getByRole('alert')).toHaveText(t('ja', 'errors.LOGIN_INVALID_EMAIL_OR_PASSWORD'));
  expect(verifierRequests).toEqual([]);
});
