import type { AccountPinScreenData } from '@vs/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import EmailPinCodePage from './index';

const pinPage = (over: Partial<AccountPinScreenData> = {}): AccountPinScreenData => ({
  email: 'hanako@example.com',
  resendAvailableInSeconds: 30,
  ...over,
});
const renderPin = (path: string, data = pinPage(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, page: EmailPinCodePage, data, language });
const codeBox = () => screen.getByRole('textbox', { name: '認証コード' });
const resendButton = () => screen.getByRole('button', { name: '認証コードを再送信' });

/** Accepts `good` and rejects anything else with PIN_CODE_ERROR. */
const confirming = (path: string, next: string, good = '123456') => ({
  [`POST ${path}`]: ({ body }: { body: unknown }) =>
    (body as { pinCode: string }).pinCode === good ? { body: { redirectTo: next } } : apiError(401, 'PIN_CODE_ERROR'),
});

describe('PIN page of the e-mail change', () => {
  it('says where the PIN went, how long it works, and waits before a resend', async () => {
    await renderPin('/mypage/email/edit/pin-code');
    expect(screen.getByRole('heading', { level: 1, name: '認証コードの入力' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'hanako@example.com に認証コードを送信しました。メールに記載された認証コードを入力してください。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('認証コードの有効期限は送信から60分です。')).toBeInTheDocument();
    expect(
      screen.getByText('5分以上経ってもメールが届かない場合は、認証コードを再送信してください。'),
    ).toBeInTheDocument();
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(resendButton()).toHaveAccessibleDescription('30秒後に再送信できます');
  });

  it('keeps submit disabled until a code differs from the rejected one, and changes the address', async () => {
    const { calls } = mockFetch(confirming('/zapi/account/email/edit', '/mypage/email/edit/complete'));
    await renderPin('/mypage/email/edit/pin-code');
    const submit = () => screen.getByRole('button', { name: 'メールアドレスを変更する' });
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(codeBox(), '111111');
    await userEvent.click(submit());
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(codeBox()).toHaveFocus();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(codeBox(), '{Enter}');
    expect(calls).toHaveLength(1);
    await userEvent.clear(codeBox());
    await userEvent.type(codeBox(), '123456');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/email/edit/complete');
    expect(calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/zapi/account/email/edit', body: { pinCode: '111111' } },
      { path: '/zapi/account/email/edit', body: { pinCode: '123456' } },
    ]);
  });

  it('checks the code with the shared rules first', async () => {
    const { calls } = mockFetch({});
    await renderPin('/mypage/email/edit/pin-code');
    await userEvent.type(codeBox(), '12ab{Enter}');
    expect(await screen.findByText('認証コードは半角数字で入力してください。')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('resends for the same purpose and waits 30 seconds again', async () => {
    const { calls } = mockFetch({ 'POST /zapi/account/email/send-pin-code': { status: 204 } });
    await renderPin('/mypage/email/edit/pin-code', pinPage({ resendAvailableInSeconds: 0 }));
    expect(resendButton()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(resendButton());
    expect(await screen.findByText('認証コードを再送信しました。')).toBeInTheDocument();
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('30秒後に再送信できます')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/email/send-pin-code',
        body: { email: 'hanako@example.com', type: 'resend' },
      },
    ]);
  });

  it("says 'send failed' when the mail cannot go out, else the server's message", async () => {
    mockFetch({ 'POST /zapi/account/email/send-pin-code': apiError(502, 'MAIL_SEND_FAILED') });
    await renderPin('/mypage/email/edit/pin-code', pinPage({ resendAvailableInSeconds: 0 }));
    await userEvent.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('送信に失敗しました。');
    mockFetch({
      'POST /zapi/account/email/send-pin-code': apiError(429, 'TOO_MANY_REQUESTS', {
        message: '送信回数の上限に達しました。',
      }),
    });
    await userEvent.click(resendButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('送信回数の上限に達しました。'));
  });
});

describe('PIN page of the e-mail verification', () => {
  it('verifies the address with the code and resends with its own purpose', async () => {
    const { calls } = mockFetch({
      ...confirming('/zapi/account/email/verify', '/mypage/email/verify/complete'),
      'POST /zapi/account/email/send-pin-code': { status: 204 },
    });
    await renderPin('/mypage/email/verify/code', pinPage({ email: 'taro@example.com', resendAvailableInSeconds: 0 }));
    await userEvent.click(resendButton());
    await screen.findByText('認証コードを再送信しました。');
    await userEvent.type(codeBox(), '123456');
    await userEvent.click(screen.getByRole('button', { name: '確認する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/email/verify/complete');
    expect(calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/zapi/account/email/send-pin-code', body: { email: 'taro@example.com', type: 'resend' } },
      { path: '/zapi/account/email/verify', body: { pinCode: '123456' } },
    ]);
  });

  it('speaks English', async () => {
    await renderPin('/mypage/email/verify/code', pinPage(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the PIN code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'PIN code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});
