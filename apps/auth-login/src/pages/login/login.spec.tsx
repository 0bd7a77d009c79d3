import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteStore } from '@vs/theming';
import { afterEach, describe, expect, it } from 'vitest';
import { aLoginPage } from '../../testing/fixtures';
import { apiError, mockFetch } from '../../testing/mock-fetch';
import { renderPage } from '../../testing/render-page';
import LoginPage from './index';

const renderLogin = (data = aLoginPage(), language: 'ja' | 'en' = 'ja') => renderPage({ path: '/login', page: LoginPage, data, language });
const identifier = () => screen.getByLabelText('メールアドレスまたはユーザID');
const password = () => screen.getByLabelText('パスワード');
const submit = () => screen.getByRole('button', { name: 'ログイン' });

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

  it('logs in and follows the answer, sending the return target', async () => {
    const { calls } = mockFetch({ 'POST /login': { body: { redirectTo: '/plans/p1' } } });
    await renderLogin(aLoginPage({ redirectTo: '/plans/p1' }));
    await userEvent.type(identifier(), 'taro@example.com');
    await userEvent.type(password(), 'Passw0rdDemo');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/p1');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/login', body: { emailUserId: 'taro@example.com', password: 'Passw0rdDemo', loginMethod: 'Password', redirectTo: '/plans/p1' } });
  });

  it.each([
    [apiError(401, 'LOGIN_INVALID_EMAIL_OR_PASSWORD'), 'メールアドレスまたはパスワードが正しくありません。'],
    [apiError(401, 'LOGIN_INVALID_USER_ID_OR_PASSWORD'), 'ユーザIDまたはパスワードが正しくありません。'],
    [apiError(429, 'TOO_MANY_REQUESTS'), 'ログインの試行回数が多すぎます。しばらく時間をおいてから再度お試しください。'],
    [apiError(500, 'INTERNAL_ERROR'), '認証に失敗しました。'],
  ])('shows the server failure %#', async (answer, text) => {
    mockFetch({ 'POST /login': answer });
    await renderLogin();
    await userEvent.type(identifier(), 'taro@example.com');
    await userEvent.type(password(), 'Wrong0000');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('links to sign-up and the password reset, and shows the external-identity area outside the app', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: '新規会員登録' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute('href', '/password/forgot');
    expect(screen.getByTestId('external-identities')).toBeInTheDocument();
  });

  it('hides the external-identity area in the app browser', async () => {
    siteStore.setState({ browserInfo: { isApp: true, isAndroid: true, isMobile: true } });
    await renderLogin();
    expect(screen.queryByTestId('external-identities')).toBeNull();
  });

  it('speaks English and asks for the e-mail only when the store has no user IDs', async () => {
    await renderLogin(aLoginPage({ isEnabledUserId: false }), 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
  });
});
