import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import AppLicensesPage from './index';

const renderLicenses = (language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'plans-checkout', path: '/app/licenses', page: AppLicensesPage, data: { ok: true }, language });

describe('licences page', () => {
  it('shows the data attribution and each package with its version, licence and notice', async () => {
    await renderLicenses();
    expect(screen.getByRole('heading', { level: 1, name: 'ライセンス' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('ライセンス'));
    const data = screen.getByRole('region', { name: 'データ' });
    expect(within(data).getByText(/GeoLite2 data created by MaxMind/)).toHaveAttribute('lang', 'en');
    const software = screen.getByRole('region', { name: 'ソフトウェア' });
    expect(within(software).getByText('パッケージ数：2')).toBeInTheDocument();

    await userEvent.click(within(software).getByText('react 19.3.1（MIT）'));
    expect(within(software).getByText(/Copyright \(c\) Meta Platforms/)).toBeVisible();
    await userEvent.click(within(software).getByText('no-file 1.0.0（ISC）'));
    expect(
      within(software).getByText('このパッケージにはライセンス文のファイルがありません（ライセンス：ISC）。'),
    ).toBeVisible();
  });

  it('speaks English', async () => {
    await renderLicenses('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeInTheDocument();
    expect(screen.getByText('react 19.3.1 (MIT)')).toBeInTheDocument();
  });
});
