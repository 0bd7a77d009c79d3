import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import PasswordForgotPage from './index';

const renderForgot = () =>
  renderPage({ remote: 'auth-login', path: '/password/forgot', page: PasswordForgotPage, data: { ok: true } });
const box = () => screen.getByLabelText('メールアドレス');
const send = () => screen.getByRole('button', { name: '再設定メールを送信' });

describe('password forgot page', () => {
  it('checks the address with the shared rules', async () => {
    const { calls } = mockFetch({});
    await renderForgot();
    await userEvent.click(send());
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
    await userEvent.type(box(), 'nope');
    await userEvent.click(send());
    expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for the link and goes to the complete page', async () => {
    const { calls } = mockFetch({
      'POST /zapi/auth/password/forgot': { body: { redirectTo: '/password/forgot/complete' } },
    });
    await renderForgot();
    await userEvent.type(box(), 'taro@example.com');
    await userEvent.click(send());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/password/forgot/complete');
    expect(calls[0]?.body).toEqual({ email: 'taro@example.com' });
  });

  it('says when to try again', async () => {
    mockFetch({ 'POST /zapi/auth/password/forgot': apiError(429, 'TOO_MANY_REQUESTS') });
    await renderForgot();
    await userEvent.type(box(), 'taro@example.com');
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('しばらく時間をおいてから再度お試しください。');
  });
});
