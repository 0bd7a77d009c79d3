import type { EmailScreenData } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import EmailEditPage from './index';

const data: EmailScreenData = { currentEmail: 'taro@example.com', isEmailVerified: true };
const renderEdit = (language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/email/edit', page: EmailEditPage, data, language });
const emailBox = () => screen.getByRole('textbox', { name: '新しいメールアドレス' });
const submit = () => screen.getByRole('button', { name: '認証コードを送信' });
const sendPath = 'POST /zapi/account/email/edit/send-pin-code';

describe('e-mail change', () => {
  it('shows the current address and sends a PIN to the new one, then follows the answer', async () => {
    const { calls } = mockFetch({ [sendPath]: { body: { redirectTo: '/mypage/email/edit/pin-code' } } });
    await renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'メールアドレスの変更' })).toBeInTheDocument();
    expect(screen.getByText('taro@example.com')).toBeInTheDocument();
    await userEvent.type(emailBox(), 'hanako@example.com');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/email/edit/pin-code');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/email/edit/send-pin-code',
        body: { email: 'hanako@example.com', type: 'mailEdit' },
      },
    ]);
  });

  it('checks the shared e-mail rules and that the address changes, with focus on the field', async () => {
    const { calls } = mockFetch({});
    await renderEdit();
    await userEvent.click(submit());
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
    await userEvent.type(emailBox(), 'TARO@example.com{Enter}');
    expect(await screen.findByText('メールアドレスを変更してください。')).toBeInTheDocument();
    expect(emailBox()).toHaveAccessibleDescription('エラー：メールアドレスを変更してください。');
    expect(calls).toEqual([]);
  });

  it('puts an address in use and a failed mail on the field', async () => {
    mockFetch({ [sendPath]: apiError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL') });
    await renderEdit();
    await userEvent.type(emailBox(), 'jiro@example.com{Enter}');
    expect(
      await screen.findByText('このメールアドレスは既に使用されています。別のメールアドレスを登録してください。'),
    ).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveFocus();

    mockFetch({ [sendPath]: apiError(502, 'MAIL_SEND_FAILED') });
    await userEvent.click(submit());
    expect(await screen.findByText('送信に失敗しました。')).toBeInTheDocument();
    await userEvent.type(emailBox(), 'x');
    expect(screen.queryByText('送信に失敗しました。')).not.toBeInTheDocument();
  });

  it("shows other failures as a page alert with the server's message and its code", async () => {
    mockFetch({ [sendPath]: apiError(429, 'TOO_MANY_REQUESTS', { message: 'しばらくしてから再度お試しください。' }) });
    await renderEdit();
    await userEvent.type(emailBox(), 'hanako@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^しばらくしてから再度お試しください。 \[エラーコード:TOO_MANY_REQUESTS\]$/,
    );
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
  });

  it('says the code in English too', async () => {
    mockFetch({ [sendPath]: apiError(429, 'TOO_MANY_REQUESTS', { message: 'Please try again later.' }) });
    await renderEdit('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'New e-mail address' }), 'hanako@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Please try again later\. \[Error code:TOO_MANY_REQUESTS\]$/,
    );
  });

  it('speaks English', async () => {
    await renderEdit('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Change e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New e-mail address' })).toBeInTheDocument();
  });
});
