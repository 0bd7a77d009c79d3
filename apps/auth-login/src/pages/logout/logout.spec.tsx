import { act, screen } from '@testing-library/react';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { siteStore } from '@vs/theming';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LogoutPage from './index';

describe('logout page', () => {
  afterEach(() => vi.useRealTimers());

  it('logs out on load, says so, and goes to the top after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    siteStore.setState({ authId: 'member-1' });
    const { calls } = mockFetch({ 'POST /logout': { status: 204 } });
    await renderPage({ remote: 'auth-login', path: '/logout', page: LogoutPage, data: { ok: true } });
    expect(await screen.findByRole('status')).toHaveTextContent('ログアウトしました。');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/logout' });
    expect(siteStore.getState().authId).toBeNull();
    expect(screen.getByText('10秒後にトップページへ移動します。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '今すぐトップページへ' })).toHaveAttribute('href', '/');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_500);
    });
    expect(await screen.findByTestId('destination')).toHaveTextContent('/');
  });

  it('says when logging out failed', async () => {
    mockFetch({ 'POST /logout': apiError(500, 'INTERNAL_ERROR') });
    await renderPage({ remote: 'auth-login', path: '/logout', page: LogoutPage, data: { ok: true }, language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging out failed.');
  });
});
