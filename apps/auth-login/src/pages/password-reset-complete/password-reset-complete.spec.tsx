import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import PasswordResetCompletePage from './index';

describe('password reset complete page', () => {
  it('sends the member to log in with the new password', async () => {
    await renderPage({
      remote: 'auth-login',
      path: '/password/reset/complete',
      page: PasswordResetCompletePage,
      data: { ok: true },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('パスワードを再設定しました');
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
  });
});
