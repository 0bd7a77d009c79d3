import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import PasswordForgotCompletePage from './index';

describe('password forgot complete page', () => {
  it('says the mail may take up to 15 minutes', async () => {
    await renderPage({
      remote: 'auth-login',
      path: '/password/forgot/complete',
      page: PasswordForgotCompletePage,
      data: { ok: true },
    });
    expect(screen.getByText('メールが届くまで最大15分ほどかかる場合があります。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
  });

  it('in English too', async () => {
    await renderPage({
      remote: 'auth-login',
      path: '/password/forgot/complete',
      page: PasswordForgotCompletePage,
      data: { ok: true },
      language: 'en',
    });
    expect(screen.getByText('The mail may take up to 15 minutes to arrive.')).toBeInTheDocument();
  });
});
