import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupEmailScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import OidcSignupEmailPage from './index';

const emailStep: SignupEmailScreenData = { step: { current: 1, total: 3 }, email: null, policies: [] };

const renderEmail = (language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'oidc-interaction',
    path: '/oidc/signup',
    page: OidcSignupEmailPage,
    data: emailStep,
    language,
  });

describe('sign-up e-mail step inside an authorization', () => {
  it("sends the address on the interaction's own call and goes to the interaction's PIN step", async () => {
    const { calls } = mockFetch({ 'POST /zapi/oidc/signup/email': { body: { redirectTo: '/oidc/signup/auth' } } });
    await renderEmail();
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'taro@example.com');
    await userEvent.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/oidc/signup/auth');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/zapi/oidc/signup/email',
        body: { type: 'signUp', email: 'taro@example.com', policyConsentData: [] },
      }),
    ]);
  });

  it('sends a member whose address is taken to the login inside the authorization, not the site login', async () => {
    mockFetch({ 'POST /zapi/oidc/signup/email': apiError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL') });
    await renderEmail('en');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the PIN code' }));
    expect(await screen.findByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/oidc/login');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});
