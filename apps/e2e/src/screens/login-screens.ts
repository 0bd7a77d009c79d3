import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { csrfHeaderName, endpoints, screenDataPath, type EndpointDef } from '@vs/contract';
import type { Lang } from '../support/catalogue';
import { demoSignupForm, waitForCode, mailCount } from '@vs/testing';
import { t } from './login-text';
import { secureCsrfCookie } from '../support/cookies';

/** /login: identifier, password, submit, the failure alert. */
export class LoginScreen {
  /** `emailOnly`: the store has no user IDs, so the identifier field is labelled as an e-mail address. */
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
    readonly emailOnly = false,
  ) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.login') })).toBeVisible();
  }

  identifier(): Locator {
    return this.page.getByLabel(t(this.lang, this.emailOnly ? 'login.identifierEmailOnly' : 'login.identifier'), {
      exact: true,
    });
  }

  password(): Locator {
    return this.page.getByLabel(t(this.lang, 'login.password'), { exact: true });
  }

  submit(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'login.submit'), exact: true });
  }

  /**
   * Logs out by opening /logout and pressing its button (opened directly, it asks first),
   * and waits until the server has ended the session.
   */
  async logOut(): Promise<void> {
    await this.page.goto('/logout');
    await this.page.getByRole('button', { name: t(this.lang, 'logout.confirm') }).click();
    await expect(this.page.getByRole('status')).toHaveText(t(this.lang, 'logout.done'));
  }

  /** Logs out in one click through the header's profile menu, as a member would. */
  async logOutFromMenu(): Promise<void> {
    await this.page.getByRole('button', { name: t(this.lang, 'layout:profileMenu.label') }).click();
    await this.page.getByRole('link', { name: t(this.lang, 'layout:profileMenu.logout') }).click();
    await expect(this.page.getByRole('status')).toHaveText(t(this.lang, 'logout.done'));
  }

  async logIn(identifier: string, password: string): Promise<void> {
    await this.identifier().fill(identifier);
    await this.password().fill(password);
    await this.submit().click();
  }
}

/** /password/forgot, then the reset page reached from the mailed link. */
export class PasswordResetScreens {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async ask(email: string): Promise<void> {
    await this.page.goto('/password/forgot');
    await expect(
      this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.passwordForgot') }),
    ).toBeVisible();
    await this.page.getByLabel(t(this.lang, 'forgot.email'), { exact: true }).fill(email);
    await this.page.getByRole('button', { name: t(this.lang, 'forgot.submit') }).click();
    await expect(this.page).toHaveURL(/\/password\/forgot\/complete$/);
  }

  async setNewPassword(password: string, { expectDone = true } = {}): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.passwordReset') })).toBeVisible();
    await this.page.getByLabel(t(this.lang, 'reset.password'), { exact: true }).fill(password);
    await this.page.getByLabel(t(this.lang, 'reset.passwordConfirm'), { exact: true }).fill(password);
    await this.page.getByRole('button', { name: t(this.lang, 'reset.submit') }).click();
    if (expectDone) await expect(this.page).toHaveURL(/\/password\/reset\/complete$/);
  }
}

/**
 * Makes a member of the demo store the fastest real way: the sign-up calls in a request context of
 * its own (so the journey's browser stays a guest), with the PIN read from the mail the server sent.
 */
export async function signUpByApi(
  api: APIRequestContext,
  member: { email: string; userId: string; password: string; phoneNumber?: string },
): Promise<void> {
  const root = await api.fetch(endpoints.rootScreenData.path, { method: endpoints.rootScreenData.method });
  expect(root.ok()).toBe(true);
  const send = async ({ method, path }: EndpointDef, data: unknown) => {
    // Read for every call, as the pages do: the first write gives the session a new id and token.
    const csrf = (await api.storageState()).cookies.find((c) => c.name === secureCsrfCookie)?.value ?? '';
    const answer = await api.fetch(path, { method, data, headers: { [csrfHeaderName]: csrf } });
    expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBe(200);
  };
  const policy = (await (await api.get(screenDataPath('/signup/policy'))).json()) as {
    policies: { policyId: string; revision: number; key: string }[];
  };
  await send(endpoints.signupPolicy, {
    policyConsentData: policy.policies.map(({ policyId, revision, key }) => ({ policyId, revision, key })),
  });
  const before = await mailCount(member.email);
  await send(endpoints.signupEmail, { type: 'signUp', email: member.email, policyConsentData: [] });
  await send(endpoints.signupPinCode, { pinCode: await waitForCode(member.email, { skip: before }) });
  await send(endpoints.signup, demoSignupForm(member.userId, member.password, member.phoneNumber ?? null));
}
