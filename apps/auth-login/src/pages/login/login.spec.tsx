import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { siteStore } from '@vs/theming';
import { afterEach, describe, expect, it } from 'vitest';
import { aBotCheck, fakeBotCheckScript, scriptOf } from '../../testing/fake-bot-check';
import { aLoginPage } from '../../testing/fixtures';
import LoginPage from './index';

const renderLogin = (data = aLoginPage(), language: 'ja' | 'en' = 'ja', url = '/login') =>
  renderPage({ remote: 'auth-login', path: '/login', url, page: LoginPage, data, language });
const providers = [
  { userIdentifierType: 'LINE', userIdentifierName: 'LINE' },
  { userIdentifierType: 'GOOGLE', userIdentifierName: 'Google' },
];
const bothModes = (overrides: Parameters<typeof aLoginPage>[0] = {}) =>
  aLoginPage({ isEnabledAuthCode: true, ...overrides });
const identifier = () => screen.getByLabelText('メールアドレスまたはユーザID');
const password = () => screen.getByLabelText('パスワード');
const submit = () => screen.getByRole('button', { name: 'ログイン' });
const passwordTab = () => screen.getByRole('tab', { name: 'パスワードでログイン' });
const codeTab = () => screen.getByRole('tab', { name: 'メールの認証コードでログイン' });
const codeEmail = () => screen.getByLabelText('メールアドレス');
const sendCode = () => screen.getByRole('button', { name: '認証コードを送信' });

async function logInWithPassword() {
  await userEvent.type(identifier(), 'taro@example.com');
  await userEvent.type(password(), 'Passw0rdDemo');
  await userEvent.click(submit());
}

describe('login page', () => {
  afterEach(() => siteStore.setState({ browserInfo: { isApp: false, isAndroid: false, isMobile: false } }));

  it('asks for both fields with the shared messages and sends nothing', async () => {
    const { calls } = mockFetch({});
    await renderLogin();
    await userEvent.click(submit());
    expect(await screen.findByText('メールアドレスまたはユーザIDを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    await waitFor(() => expect(identifier()).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('says why a member must log in again before a sensitive change (step-up), and only then', async () => {
    mockFetch({});
    await renderLogin(aLoginPage({ isStepUp: true, returnTo: '/mypage/password/edit' }));
    expect(screen.getByText('セキュリティのため、続ける前にもう一度ログインしてください。')).toBeInTheDocument();
    await renderLogin();
    expect(screen.queryAllByText('セキュリティのため、続ける前にもう一度ログインしてください。')).toHaveLength(1);
  });

  it('logs in and follows the answer, sending the return target', async () => {
    const { calls } = mockFetch({ 'POST /login': { body: { redirectTo: '/plans/p1' } } });
    await renderLogin(aLoginPage({ returnTo: '/plans/p1' }));
    await userEvent.type(identifier(), 'taro@example.com');
    await userEvent.type(password(), 'Passw0rdDemo');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/p1');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/login',
      body: {
        emailUserId: 'taro@example.com',
        password: 'Passw0rdDemo',
        loginMethod: 'Password',
        redirectTo: '/plans/p1',
      },
    });
  });

  it.each([
    [apiError(401, 'LOGIN_INVALID_EMAIL_OR_PASSWORD'), 'メールアドレスまたはパスワードが正しくありません。'],
    [apiError(401, 'LOGIN_INVALID_USER_ID_OR_PASSWORD'), 'ユーザIDまたはパスワードが正しくありません。'],
    [
      apiError(429, 'TOO_MANY_REQUESTS'),
      'ログインの試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
    ],
    [apiError(500, 'INTERNAL_ERROR'), '認証に失敗しました。'],
  ])('shows the server failure %#', async (answer, text) => {
    mockFetch({ 'POST /login': answer });
    await renderLogin();
    await userEvent.type(identifier(), 'taro@example.com');
    await userEvent.type(password(), 'Wrong0000');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('links to sign-up and the password reset', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: '新規会員登録' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
  });

  it("offers a button per provider of the store, in its order, each starting that provider's login", async () => {
    await renderLogin(aLoginPage({ userIdentifierList: providers, returnTo: '/mypage/plans' }));
    const area = screen.getByRole('region', { name: '他のサービスのアカウントでログイン' });
    const buttons = within(area).getAllByRole('link');
    expect(buttons.map((button) => button.textContent)).toEqual(['LINEでログイン', 'Googleでログイン']);
    expect(buttons[0]).toHaveAttribute('href', '/auth/authorize?userIdentifierType=LINE&redirect=%2Fmypage%2Fplans');
    expect(buttons[1]).toHaveAttribute('href', '/auth/authorize?userIdentifierType=GOOGLE&redirect=%2Fmypage%2Fplans');
  });

  it('shows no provider area when the store offers none', async () => {
    await renderLogin();
    expect(screen.queryByTestId('external-identities')).toBeNull();
  });

  it("says '認証に失敗しました。' when a provider's login failed or was cancelled", async () => {
    await renderLogin(aLoginPage({ userIdentifierList: providers }), 'ja', '/login?error=LOGIN_FAILED');
    expect(screen.getByRole('alert')).toHaveTextContent('認証に失敗しました。');
  });

  it('names the providers in English', async () => {
    await renderLogin(aLoginPage({ userIdentifierList: providers }), 'en');
    expect(screen.getByRole('link', { name: 'Log in with LINE' })).toBeInTheDocument();
  });

  it('hides the external-identity area and the register link in the app browser (spec 000 §6)', async () => {
    siteStore.setState({ browserInfo: { isApp: true, isAndroid: true, isMobile: true } });
    await renderLogin(aLoginPage({ userIdentifierList: providers }));
    expect(screen.queryByTestId('external-identities')).toBeNull();
    expect(screen.queryByRole('link', { name: '新規会員登録' })).toBeNull();
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toBeInTheDocument();
  });

  it("carries the plan whose buy button started the login into sign-up's link", async () => {
    await renderLogin(aLoginPage(), 'ja', `/login?redirect=${encodeURIComponent('/plans/monthly/confirm')}`);
    expect(screen.getByRole('link', { name: '新規会員登録' })).toHaveAttribute('href', '/signup?planId=monthly');
  });

  it('speaks English and asks for the e-mail only when the store has no user IDs', async () => {
    await renderLogin(aLoginPage({ isEnabledUserId: false }), 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
  });

  describe('mode switch', () => {
    it('shows no switch when the store enables the password only', async () => {
      await renderLogin(aLoginPage(), 'ja', '/login?loginType=authCode');
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(password()).toBeInTheDocument();
    });

    it('shows the code form alone when the store enables only that', async () => {
      await renderLogin(
        aLoginPage({ isEnabledPassword: false, isEnabledAuthCode: true }),
        'ja',
        '/login?loginType=password',
      );
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(codeEmail()).toBeInTheDocument();
      expect(screen.queryByLabelText('パスワード')).toBeNull();
    });

    it("starts in the store's default mode", async () => {
      await renderLogin(bothModes({ defaultLoginType: 'authCode' }));
      expect(codeTab()).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('メールの認証コードでログイン');
      expect(codeEmail()).toBeInTheDocument();
    });

    it('starts in the mode the query names', async () => {
      await renderLogin(bothModes(), 'ja', '/login?loginType=authCode');
      expect(codeTab()).toHaveAttribute('aria-selected', 'true');
      expect(passwordTab()).toHaveAttribute('aria-selected', 'false');
      expect(codeEmail()).toBeInTheDocument();
    });

    it('switches by click and by the arrow keys, with one tab stop', async () => {
      await renderLogin(bothModes());
      expect(passwordTab()).toHaveAttribute('tabindex', '0');
      expect(codeTab()).toHaveAttribute('tabindex', '-1');
      await userEvent.click(codeTab());
      expect(codeEmail()).toBeInTheDocument();
      expect(screen.queryByLabelText('パスワード')).toBeNull();
      await userEvent.keyboard('{ArrowRight}');
      expect(passwordTab()).toHaveFocus();
      expect(passwordTab()).toHaveAttribute('aria-selected', 'true');
      expect(identifier()).toBeInTheDocument();
      await userEvent.keyboard('{End}');
      expect(codeTab()).toHaveFocus();
      await userEvent.tab();
      expect(codeEmail()).toHaveFocus();
    });
  });

  describe('e-mailed code', () => {
    it('asks for the address with the shared rules and sends nothing', async () => {
      const { calls } = mockFetch({});
      await renderLogin(bothModes(), 'ja', '/login?loginType=authCode');
      await userEvent.click(sendCode());
      expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
      await waitFor(() => expect(codeEmail()).toHaveFocus());
      await userEvent.type(codeEmail(), 'taro@');
      await userEvent.click(sendCode());
      expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('sends the code with the return target and goes where the answer says', async () => {
      const { calls } = mockFetch({ 'POST /login/code': { body: { redirectTo: '/login/code' } } });
      await renderLogin(bothModes({ returnTo: '/plans/p1' }), 'ja', '/login?loginType=authCode&redirect=%2Fplans%2Fp1');
      await userEvent.type(codeEmail(), 'taro@example.com');
      await userEvent.click(sendCode());
      expect(await screen.findByTestId('destination')).toHaveTextContent('/login/code');
      expect(calls).toEqual([
        { method: 'POST', path: '/login/code', body: { email: 'taro@example.com', redirectTo: '/plans/p1' } },
      ]);
    });

    it('says when to try again', async () => {
      mockFetch({ 'POST /login/code': apiError(429, 'TOO_MANY_REQUESTS') });
      await renderLogin(bothModes(), 'ja', '/login?loginType=authCode');
      await userEvent.type(codeEmail(), 'taro@example.com');
      await userEvent.click(sendCode());
      expect(await screen.findByRole('alert')).toHaveTextContent('ログインの試行回数が多すぎます。');
    });
  });

  describe('bot check', () => {
    it('sends a fresh token with the password login', async () => {
      const botCheck = aBotCheck();
      fakeBotCheckScript(botCheck, { token: 'bot-token' });
      const { calls } = mockFetch({ 'POST /login': { body: { redirectTo: '/plans' } } });
      await renderLogin(aLoginPage({ isRecaptchaEnabled: true, botCheck }));
      expect(scriptOf(botCheck)).toBeUndefined();
      await logInWithPassword();
      expect(await screen.findByTestId('destination')).toHaveTextContent('/plans');
      expect(calls[0]?.body).toMatchObject({ emailUserId: 'taro@example.com', token: 'bot-token' });
    });

    it('sends a token with the code request', async () => {
      const botCheck = aBotCheck();
      fakeBotCheckScript(botCheck, { token: 'bot-token' });
      const { calls } = mockFetch({ 'POST /login/code': { body: { redirectTo: '/login/code' } } });
      await renderLogin(bothModes({ isRecaptchaEnabled: true, botCheck }), 'ja', '/login?loginType=authCode');
      await userEvent.type(codeEmail(), 'taro@example.com');
      await userEvent.click(sendCode());
      expect(await screen.findByTestId('destination')).toHaveTextContent('/login/code');
      expect(calls[0]?.body).toEqual({ email: 'taro@example.com', redirectTo: null, token: 'bot-token' });
    });

    it('shows the default failure and posts nothing when no token can be had', async () => {
      const botCheck = aBotCheck();
      fakeBotCheckScript(botCheck, 'loadError');
      const { calls } = mockFetch({ 'POST /login': { body: { redirectTo: '/plans' } } });
      await renderLogin(aLoginPage({ isRecaptchaEnabled: true, botCheck }));
      await logInWithPassword();
      expect(await screen.findByRole('alert')).toHaveTextContent('認証に失敗しました。');
      expect(calls).toHaveLength(0);
    });

    it('loads no script when the store has the check off', async () => {
      const { calls } = mockFetch({ 'POST /login': { body: { redirectTo: '/plans' } } });
      const botCheck = aBotCheck();
      await renderLogin(aLoginPage({ isRecaptchaEnabled: false, botCheck }));
      await logInWithPassword();
      expect(await screen.findByTestId('destination')).toHaveTextContent('/plans');
      expect(calls[0]?.body).not.toHaveProperty('token');
      expect(scriptOf(botCheck)).toBeUndefined();
    });
  });
});
