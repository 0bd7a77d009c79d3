import type { EmailScreenData } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import EmailVerifyPage from './index';

const unverified: EmailScreenData = { currentEmail: 'taro@example.com', isEmailVerified: false };
const renderVerify = (data = unverified, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/email/verify', page: EmailVerifyPage, data, language });
const sendPath = 'POST /zapi/account/email/edit/send-pin-code';

describe('e-mail verification', () => {
  it('sends a PIN to the current address and follows the answer', async () => {
    const { calls } = mockFetch({ [sendPath]: { body: { redirectTo: '/mypage/email/verify/code' } } });
    await renderVerify();
    expect(screen.getByRole('heading', { level: 1, name: 'メールアドレスの確認' })).toBeInTheDocument();
    expect(screen.getByText(/^taro@example.com に認証コードを送信します。/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/email/verify/code');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/email/edit/send-pin-code',
        body: { email: 'taro@example.com', type: 'mailVerify' },
      },
    ]);
  });

  it("says 'send failed' when the mail cannot go out", async () => {
    mockFetch({ [sendPath]: apiError(502, 'MAIL_SEND_FAILED') });
    await renderVerify();
    await userEvent.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('送信に失敗しました。');
    expect(screen.getByRole('button', { name: '認証コードを送信' })).not.toHaveAttribute('aria-disabled');
  });

  it('sends nothing for an address already verified', async () => {
    await renderVerify({ currentEmail: 'taro@example.com', isEmailVerified: true });
    expect(screen.getByText('taro@example.com は確認済みです。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'マイページに戻る' })).toHaveAttribute('href', '/mypage');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderVerify(unverified, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send PIN code' })).toBeInTheDocument();
  });
});
