import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupPinCodeScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import OidcSignupPinCodePage from './index';

const pinStep = (over: Partial<SignupPinCodeScreenData> = {}): SignupPinCodeScreenData => ({
  step: { current: 2, total: 3 },
  email: 'taro@example.com',
  resendAvailableInSeconds: 30,
  ...over,
});

const renderPin = (data = pinStep(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'oidc-interaction', path: '/oidc/signup/auth', page: OidcSignupPinCodePage, data, language });

describe('sign-up PIN step inside an authorization', () => {
  it('verifies the code and follows the answer the server words for the interaction', async () => {
    const { calls } = mockFetch({
      'POST /zapi/signup/pin-code': ({ body }) =>
        (body as { pinCode: string }).pinCode === '222222'
          ? { body: { redirectTo: '/signup/form' } }
          : apiError(400, 'PIN_CODE_ERROR'),
    });
    await renderPin();
    expect(screen.getByText(/taro@example\.com に認証コードを送信しました。/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('認証コード'), '111111');
    await userEvent.click(screen.getByRole('button', { name: '認証する' }));
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('認証コード'));
    await userEvent.type(screen.getByLabelText('認証コード'), '222222');
    await userEvent.click(screen.getByRole('button', { name: '認証する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/form');
    expect(calls.map((call) => call.body)).toEqual([{ pinCode: '111111' }, { pinCode: '222222' }]);
  });

  it("resends on the interaction's own call and changes the address inside the interaction", async () => {
    const { calls } = mockFetch({ 'POST /zapi/oidc/signup/email': { body: { redirectTo: '/oidc/signup/auth' } } });
    await renderPin(pinStep({ resendAvailableInSeconds: 0 }), 'en');
    expect(screen.getByRole('link', { name: 'Change the e-mail address' })).toHaveAttribute('href', '/oidc/signup');
    const resend = screen.getByRole('button', { name: 'Resend the PIN code' });
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(resend);
    await waitFor(() =>
      expect(calls[0]).toMatchObject({
        path: '/zapi/oidc/signup/email',
        body: { type: 'signUp', email: 'taro@example.com' },
      }),
    );
  });
});
