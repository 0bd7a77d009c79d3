import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OidcSelectAccountScreenData } from '@vs/contract';
import { documentNavigation } from '@vs/mf';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, vi } from 'vitest';
import OidcSelectAccountPage from './index';

const data: OidcSelectAccountScreenData = {
  clientInfo: {
    clientId: 'demo-web',
    clientName: 'Demo web app',
    clientNameJa: 'デモ Web アプリ',
    logoUri: null,
    serviceLogoUri: null,
    description: '',
    providerName: '',
    tosUri: null,
    privacyUri: null,
  },
  account: { displayName: 'taro', email: 'taro@example.com' },
};

const renderSelect = () =>
  renderPage({ remote: 'oidc-interaction', path: '/oidc/select-account', page: OidcSelectAccountPage, data });

describe('OIDC select-account page', () => {
  it('continues as the signed-in member, back to the provider', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    mockFetch({ 'POST /oidc/selectAccount/form': { body: { redirectTo: 'http://localhost/oidc-op/auth/u1' } } });
    await renderSelect();
    expect(screen.getByTestId('signed-in-account')).toHaveTextContent('taro (taro@example.com)');
    await userEvent.click(screen.getByRole('button', { name: 'このアカウントで続ける' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/oidc-op/auth/u1'));
  });

  it('switches: the login page loads in full', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    mockFetch({ 'POST /oidc/selectAccount/form/switch': { body: { redirectTo: '/oidc/login' } } });
    await renderSelect();
    await userEvent.click(screen.getByRole('button', { name: '別のアカウントを使う' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/oidc/login'));
  });

  it("says the catalogue's generic error when the choice fails (never a bare key)", async () => {
    mockFetch({ 'POST /oidc/selectAccount/form': apiError(500, 'INTERNAL_ERROR') });
    await renderSelect();
    await userEvent.click(screen.getByRole('button', { name: 'このアカウントで続ける' }));
    expect(
      await screen.findByText('エラーが発生しました。しばらく時間をおいてから再度お試しください。'),
    ).toBeInTheDocument();
  });
});
