import { act, fireEvent, screen } from '@testing-library/react';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { logoutNavigationState } from '@vs/routes';
import { siteStore } from '@vs/theming';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LogoutPage from './index';

const fromOurMenu = { remote: 'auth-login', path: '/logout', page: LogoutPage, data: { ok: true } } as const;

describe('logout page', () => {
  afterEach(() => vi.useRealTimers());

  it('logs out at once when our own Logout link led here, says so, and goes to the top after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    siteStore.setState({ authId: 'member-1' });
    const { calls } = mockFetch({ 'POST /logout': { status: 204 } });
    await renderPage({ ...fromOurMenu, state: logoutNavigationState });
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

  it('asks for a button press when reached any other way (a link on another site), then logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    siteStore.setState({ authId: 'member-1' });
    const { calls } = mockFetch({ 'POST /logout': { status: 204 } });
    await renderPage({ remote: 'auth-login', path: '/logout', page: LogoutPage, data: { ok: true } });
    expect(screen.getByText('ログアウトしますか？')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    // Nothing was sent and the page stays: the member is still logged in.
    expect(calls).toEqual([]);
    expect(siteStore.getState().authId).toBe('member-1');
    expect(screen.queryByTestId('destination')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ログアウトする' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ログアウトしました。');
    expect(calls).toHaveLength(1);
    expect(siteStore.getState().authId).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_500);
    });
    expect(await screen.findByTestId('destination')).toHaveTextContent('/');
  });

  it('says when logging out failed', async () => {
    mockFetch({ 'POST /logout': apiError(500, 'INTERNAL_ERROR') });
    await renderPage({ ...fromOurMenu, state: logoutNavigationState, language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging out failed.');
  });
});
