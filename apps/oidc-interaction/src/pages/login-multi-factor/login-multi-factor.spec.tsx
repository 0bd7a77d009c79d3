import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import OidcLoginMultiFactorPage from './index';

describe('choice of second factor inside an authorization', () => {
  it('offers the preferred type first and goes to its OIDC page', async () => {
    await renderPage({
      remote: 'oidc-interaction',
      path: '/oidc/login/multi-factor',
      page: OidcLoginMultiFactorPage,
      data: { types: ['OTP', 'BackupCode'], preferredType: 'BackupCode' },
    });
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName('バックアップコード');
    await userEvent.click(screen.getByRole('radio', { name: '認証アプリのワンタイムパスワード' }));
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/oidc/login/multi-factor/otp');
  });
});
