import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aBotCheck, fakeBotCheckScript } from '../../testing/fake-bot-check';
import { aLoginCodePage } from '../../testing/fixtures';
import LoginCodePage from './index';

const renderCode = (data = aLoginCodePage(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'auth-login', path: '/login/code', page: LoginCodePage, data, language });
const box = () => screen.getByLabelText('認証コード');
const submit = () => screen.getByRole('button', { name: '認証する' });
const resend = () => screen.getByRole('button', { name: '認証コードを再送信' });

describe('login code page', () => {
  it('says where the code went and keeps submit disabled until a code is typed', async () => {
    await renderCode();
    expect(screen.getByText(/taro@example\.com にログイン用の認証コードを送信しました。/)).toBeInTheDocument();
    expect(screen.getByText('認証コードの有効期限は10分です。')).toBeInTheDocument();
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    expect(box()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box(), '123456');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('logs in with the code and the return target, and follows the answer', async () => {
    const { calls } = mockFetch({ 'POST /login': { body: { redirectTo: '/login/multi-factor/otp' } } });
    await renderCode(aLoginCodePage({ returnTo: '/plans/p1' }));
    await userEvent.type(box(), '123456');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/login/multi-factor/otp');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/login',
        body: { emailUserId: 'taro@example.com', authCode: '123456', loginMethod: 'AuthCode', redirectTo: '/plans/p1' },
      },
    ]);
  });

  it("shows 'authentication failed' on the field and blocks the same code until it changes", async () => {
    const { calls } = mockFetch({
      'POST /login': ({ body }) =>
        (body as { authCode: string }).authCode === '222222'
          ? { body: { redirectTo: '/plans' } }
          : apiError(401, 'PIN_CODE_ERROR'),
    });
    await renderCode();
    await userEvent.type(box(), '111111');
    await userEvent.click(submit());
    expect(await screen.findByText('認証コードが正しくありません。')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(/認証コードが正しくありません。/);
    await waitFor(() => expect(box()).toHaveFocus());
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box(), '{Enter}');
    expect(calls).toHaveLength(1);
    await userEvent.clear(box());
    await userEvent.type(box(), '222222');
    expect(screen.queryByText('認証コードが正しくありません。')).toBeNull();
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans');
    expect(calls.map((call) => (call.body as { authCode: string }).authCode)).toEqual(['111111', '222222']);
  });

  it('checks the code with the shared rules', async () => {
    const { calls } = mockFetch({});
    await renderCode();
    await userEvent.type(box(), '12ab');
    await userEvent.click(submit());
    expect(await screen.findByText('認証コードは半角数字で入力してください。')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when to try again', async () => {
    mockFetch({ 'POST /login': apiError(429, 'TOO_MANY_REQUESTS') });
    await renderCode();
    await userEvent.type(box(), '123456');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('ログインの試行回数が多すぎます。');
  });

  it('offers to send again only after the countdown the server gave', async () => {
    await renderCode(aLoginCodePage({ resendAfterSeconds: 30 }));
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(resend()).toHaveAccessibleDescription('30秒後に再送信できます');
  });

  it('sends again to the same address and counts 30 seconds again', async () => {
    const { calls } = mockFetch({ 'POST /login/code': { body: { redirectTo: '/login/code' } } });
    await renderCode(aLoginCodePage({ resendAfterSeconds: 0, returnTo: '/plans/p1' }));
    expect(resend()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(resend());
    expect(await screen.findByRole('status')).toHaveTextContent('認証コードを送信しました。');
    expect(calls).toEqual([
      { method: 'POST', path: '/login/code', body: { email: 'taro@example.com', redirectTo: '/plans/p1' } },
    ]);
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/^(30|29)秒後に再送信できます$/)).toBeInTheDocument();
    expect(screen.queryByTestId('destination')).toBeNull();
  });

  it('sends a bot-check token with the resend when the store asks for one', async () => {
    const botCheck = aBotCheck();
    fakeBotCheckScript(botCheck, { token: 'bot-token' });
    const { calls } = mockFetch({ 'POST /login/code': { body: { redirectTo: '/login/code' } } });
    await renderCode(aLoginCodePage({ resendAfterSeconds: 0, botCheck }));
    await userEvent.click(resend());
    expect(await screen.findByRole('status')).toHaveTextContent('認証コードを送信しました。');
    expect(calls[0]?.body).toEqual({ email: 'taro@example.com', redirectTo: null, token: 'bot-token' });
  });

  it('says when sending again is refused', async () => {
    mockFetch({ 'POST /login/code': apiError(429, 'TOO_MANY_REQUESTS') });
    await renderCode(aLoginCodePage({ resendAfterSeconds: 0 }));
    await userEvent.click(resend());
    expect(await screen.findByRole('alert')).toHaveTextContent('ログインの試行回数が多すぎます。');
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
  });

  it('links back to the code mode of /login, keeping the return target', async () => {
    await renderCode(aLoginCodePage({ returnTo: '/plans/p1' }));
    expect(screen.getByRole('link', { name: '別のメールアドレスを使う' })).toHaveAttribute(
      'href',
      '/login?loginType=authCode&redirect=%2Fplans%2Fp1',
    );
  });

  it('speaks English', async () => {
    await renderCode(aLoginCodePage(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});
