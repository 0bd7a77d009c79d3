import { renderPage } from '@vs/mf/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMultiFactorPage } from '../../testing/fixtures';
import BackupCodePage from './index';

const renderCodes = (backupCodesLeft: number, language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/multi-factor/backup-code',
    page: BackupCodePage,
    data: aMultiFactorPage({ enabled: [{ type: 'OTP', enabledAt: '2025-01-01T00:00:00Z' }], backupCodesLeft }),
    language,
  });

describe('backup codes', () => {
  it('says how many codes are left and links to issuing new ones', async () => {
    await renderCodes(7);
    expect(screen.getByText('残り 7 個')).toBeInTheDocument();
    expect(
      screen.getByText('新しいバックアップコードを発行すると、今のコードはすべて使えなくなります。'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '新しいバックアップコードを発行する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/multi-factor/backup-code/generate');
  });

  it('speaks English', async () => {
    await renderCodes(0, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Backup codes' })).toBeInTheDocument();
    expect(screen.getByText('0 left')).toBeInTheDocument();
  });
});
