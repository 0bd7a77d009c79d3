import type { PasswordScreenData } from '@vs/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import EnablePasswordPage from './index';

const passwordPage = (over: Partial<PasswordScreenData> = {}): PasswordScreenData => ({
  passwordStrength: 'default',
  email: 'taro@example.com',
  resendAvailableInSeconds: 0,
  pinSent: false,
  ...over,
});
const renderEnable = (data = passwordPage(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/enable-password', page: EnablePasswordPage, data, language });
const codeBox = () => screen.getByRole('textbox', { name: '認証コード' });
const password = () => screen.getByLabelText('パスワード');
const confirm = () => screen.getByLabelText('パスワード（確認用）');
const submit = () => screen.getByRole('button', { name: '設定する' });
const enablePath = 'POST /zapi/account/enable-password';

async function fill(code: string, value = 'newpass12') {
  await userEvent.clear(codeBox());
  await userEvent.type(codeBox(), code);
  await userEvent.type(password(), value);
  await userEvent.type(confirm(), value);
}

describe('enable password', () => {
  it('sends the PIN first, then asks for it with focus on the box and the resend wait running', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/email/edit/send-pin-code': { body: { redirectTo: '/mypage/enable-password' } },
    });
    await renderEnable();
    expect(screen.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeInTheDocument();
    expect(screen.getByText('本人確認のため、taro@example.com に認証コードを送信します。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '認証コードを送信' }));
    await waitFor(() => expect(codeBox()).toHaveFocus());
    expect(screen.getByRole('button', { name: '認証コードを再送信' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('30秒後に再送信できます')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/email/edit/send-pin-code',
        body: { email: 'taro@example.com', type: 'passwordSetting' },
      },
    ]);
  });

  it('starts at the PIN step when a PIN was already sent, and sets the password', async () => {
    const { calls } = mockFetch({ [enablePath]: { body: { redirectTo: '/mypage/enable-password/complete' } } });
    await renderEnable(passwordPage({ pinSent: true, resendAvailableInSeconds: 12 }));
    expect(screen.getByText('12秒後に再送信できます')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await fill('123456');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/enable-password/complete');
    expect(calls[0]?.body).toEqual({ pinCode: '123456', password: 'newpass12', passwordConfirm: 'newpass12' });
  });

  it("checks the store's password rules live and on submit", async () => {
    const { calls } = mockFetch({});
    await renderEnable(passwordPage({ pinSent: true, passwordStrength: 'uppercase' }));
    await fill('123456');
    expect(screen.getByText('英大文字を含む').closest('li')).toHaveAttribute('data-passed', 'false');
    expect(screen.getByText('数字を含む').closest('li')).toHaveAttribute('data-passed', 'true');
    await userEvent.click(submit());
    expect(await screen.findByText('パスワードには英大文字を含めてください。')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('puts a wrong PIN on the PIN field and waits for another code; server field errors on their fields', async () => {
    mockFetch({ [enablePath]: apiError(401, 'PIN_CODE_ERROR') });
    await renderEnable(passwordPage({ pinSent: true }));
    await fill('111111');
    await userEvent.click(submit());
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(codeBox()).toHaveFocus();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');

    mockFetch({
      [enablePath]: apiError(400, 'VALIDATION_ERROR', { fieldErrors: { password: 'validation:password.tooCommon' } }),
    });
    await userEvent.clear(codeBox());
    await userEvent.type(codeBox(), '123456');
    expect(screen.queryByText('認証に失敗しました。')).not.toBeInTheDocument();
    await userEvent.click(submit());
    expect(
      await screen.findByText('このパスワードは推測されやすいため使用できません。別のパスワードを設定してください。'),
    ).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows other failures with the server's message", async () => {
    mockFetch({
      [enablePath]: apiError(429, 'TOO_MANY_REQUESTS', { message: 'しばらくしてから再度お試しください。' }),
    });
    await renderEnable(passwordPage({ pinSent: true }));
    await fill('123456');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('しばらくしてから再度お試しください。');
  });

  it('speaks English', async () => {
    await renderEnable(passwordPage(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send PIN code' })).toBeInTheDocument();
  });
});
