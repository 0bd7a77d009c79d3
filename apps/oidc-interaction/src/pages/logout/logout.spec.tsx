import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OidcLogoutScreenData } from '@vs/contract';
import { documentNavigation } from '@vs/mf';
import { mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, vi } from 'vitest';
import OidcLogoutPage from './index';

const member: OidcLogoutScreenData = {
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

const renderLogout = (data: OidcLogoutScreenData) =>
  renderPage({ remote: 'oidc-interaction', path: '/oidc/logout', page: OidcLogoutPage, data });

describe('OIDC logout confirmation page', () => {
  it('names the app and the member, and logs out only when asked, then leaves for the app', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      'POST /oidc/logout/form': { body: { redirectTo: 'http://127.0.0.1:8765/logged-out?state=s' } },
    });
    await renderLogout(member);
    expect(screen.getByRole('heading', { level: 1, name: 'ログアウト' })).toBeVisible();
    expect(screen.getByText('デモ Web アプリが、このストアからのログアウトを求めています。')).toBeVisible();
    expect(screen.getByTestId('signed-in-account')).toHaveTextContent('taro (taro@example.com)');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'ログアウトする' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8765/logged-out?state=s'));
  });

  it('stays logged in on request', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    mockFetch({ 'POST /oidc/logout/form/stay': { body: { redirectTo: '/' } } });
    await renderLogout(member);
    await userEvent.click(screen.getByRole('button', { name: 'ログインしたままにする' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('offers a guest only the logout, without an app or account it cannot name', async () => {
    await renderLogout({ clientInfo: null, account: null });
    expect(screen.getByText('このストアからログアウトしますか？')).toBeVisible();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['ログアウトする']);
    expect(screen.queryByTestId('signed-in-account')).toBeNull();
  });
});
