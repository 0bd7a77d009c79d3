import { test as base, expect } from '../support/fixtures';
import { demoMember, startDemoServer, type DemoServer } from '../support/demo-server';
import { DemoMailboxPage } from '../screens/demo-mailbox';
import { LoginScreen } from '../screens/login-screens';
import { SignupEmailScreen, SignupFormScreen, SignupPinScreen, SignupPolicyScreen } from '../screens/signup-steps';

/**
 * The README's quick start as a newcomer follows it: the site as `npm start` serves it, mail
 * read on the demo's mailbox page in a second tab, the seeded member's e-mail and password as printed.
 * The demo server is one per worker, started beside the journeys' own (which sends mail over SMTP).
 */
const test = base.extend<object, { demoServer: DemoServer }>({
  demoServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startDemoServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ demoServer }, use) => use(demoServer.origin),
});

const demoPolicies = ['利用規約', 'プライバシーポリシー'];

/** A fresh address and user ID, unique across workers and runs. */
function newcomer(): { email: string; userId: string; password: string } {
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  return { email: `newcomer-${stamp}@example.com`, userId: `n${stamp}`.slice(0, 15), password: 'Kumo7sora' };
}

test('a newcomer signs up with the PIN from the demo mailbox, logs in and out, then as the demo member', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const member = newcomer();

  const policy = new SignupPolicyScreen(page);
  await policy.goto();
  await policy.agreeToAll(demoPolicies);
  await new SignupEmailScreen(page).send(member.email);
  const pinScreen = new SignupPinScreen(page);
  await pinScreen.expectLoaded();

  // The README says where the demo's mail is read: a second tab on the same server.
  const mailboxTab = await context.newPage();
  const mailbox = new DemoMailboxPage(mailboxTab);
  await mailbox.goto();
  const pin = await mailbox.pinFor(member.email);
  await mailboxTab.close();

  await pinScreen.enter(pin);
  const form = new SignupFormScreen(page);
  await form.expectLoaded();
  await form.fillForDemoStore(member.userId, member.password);
  await form.submitButton().click();
  await expect(page).toHaveURL(/\/signup\/plans$/);

  // Signing up logs the member in; out, then in again with what was just chosen.
  const login = new LoginScreen(page);
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/mypage$/);
  await login.logOutFromMenu();
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await login.logOutFromMenu();

  await login.goto();
  await login.logIn(demoMember.email, demoMember.password);
  await expect(page).toHaveURL(/\/mypage$/);
});

test('the seeded demo member logs in and out in English', async ({ page, useLanguage }) => {
  await useLanguage('en');
  const login = new LoginScreen(page, 'en');
  await login.goto();
  await login.logIn(demoMember.email, demoMember.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await login.logOutFromMenu();
});
