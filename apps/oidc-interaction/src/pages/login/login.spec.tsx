import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OidcLoginScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { siteStore } from '@vs/theming';
import { afterEach, describe, expect, it } from 'vitest';
import OidcLoginPage from './index';

const data: OidcLoginScreenData = {
  isEnabledUserId: false,
  isEnabledAuthCode: false,
  defaultLoginType: 'password',
  userIdentifierList: [],
  botCheck: null,
  clientInfo: {
    clientId: 'demo-spa',
    clientName: 'Demo single-page app',
    clientNameJa: 'デモ シングルページアプリ',
    logoUri: null,
    serviceLogoUri: null,
    description: '',
    providerName: '',
    tosUri: null,
    privacyUri: null,
  },
};

const renderLogin = (screenData: OidcLoginScreenData = data) =>
  renderPage({ remote: 'oidc-interaction', path: '/oidc/login', page: OidcLoginPage, data: screenData });

describe('OIDC login page', () => {
  it('logs in through POST /oidc/login and follows the answer to the login entry', async () => {
    const { calls } = mockFetch({ 'POST /oidc/login': { body: { redirectTo: '/oidc/loginInteraction' } } });
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('デモ シングルページアプリ');
    await userEvent.type(screen.getByLabelText('メールアドレス', { exact: false }), 'taro@example.com');
    await userEvent.type(screen.getByLabelText('パスワード', { exact: false }), 'Passw0rdDemo');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/oidc/loginInteraction');
    expect(calls[0]?.body).toEqual({
      emailUserId: 'taro@example.com',
      password: 'Passw0rdDemo',
      loginMethod: 'Password',
    });
  });

  it('shows the login service’s refusal', async () => {
    mockFetch({ 'POST /oidc/login': apiError(401, 'LOGIN_INVALID_EMAIL_OR_PASSWORD') });
    await renderLogin();
    await userEvent.type(screen.getByLabelText('メールアドレス', { exact: false }), 'taro@example.com');
    await userEvent.type(screen.getByLabelText('パスワード', { exact: false }), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('goes on to the second factor’s OIDC page when the login service asks for one', async () => {
    mockFetch({ 'POST /oidc/login': { body: { redirectTo: '/oidc/login/multi-factor/otp' } } });
    await renderLogin();
    await userEvent.type(screen.getByLabelText('メールアドレス', { exact: false }), 'taro@example.com');
    await userEvent.type(screen.getByLabelText('パスワード', { exact: false }), 'Passw0rdDemo');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/oidc/login/multi-factor/otp');
  });

  it('links to the interaction’s sign-up, but not in the app’s embedded browser (spec 000 §6)', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: '新規会員登録' })).toHaveAttribute('href', '/oidc/signup');
  });

  it("offers the store's providers, each coming back through the interaction's entry", async () => {
    await renderLogin({ ...data, userIdentifierList: [{ userIdentifierType: 'LINE', userIdentifierName: 'LINE' }] });
    expect(screen.getByRole('link', { name: 'LINEでログイン' })).toHaveAttribute(
      'href',
      '/auth/authorize?userIdentifierType=LINE&redirect=%2Foidc%2FloginInteraction',
    );
  });

  describe('in the app browser', () => {
    afterEach(() => siteStore.setState({ browserInfo: { isApp: false, isAndroid: false, isMobile: false } }));
    it('offers neither sign-up nor external login', async () => {
      siteStore.setState({ browserInfo: { isApp: true, isAndroid: false, isMobile: true } });
      await renderLogin({ ...data, userIdentifierList: [{ userIdentifierType: 'LINE', userIdentifierName: 'LINE' }] });
      expect(screen.queryByRole('link', { name: '新規会員登録' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'LINEでログイン' })).toBeNull();
    });
  });

  it('offers the mailed code where the store does, and goes on to /oidc/login/code', async () => {
    const { calls } = mockFetch({ 'POST /oidc/login/code': { body: { redirectTo: '/oidc/login/code' } } });
    await renderLogin({ ...data, isEnabledAuthCode: true });
    await userEvent.click(screen.getByRole('tab', { name: 'メールの認証コードでログイン' }));
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'taro@example.com');
    await userEvent.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/oidc/login/code');
    expect(calls[0]?.body).toEqual({ email: 'taro@example.com' });
  });
});
