import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteDef } from '@vs/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountHeader, fetchAccountHeader, fetchScreenData } from '../testing/api-client-mock';
import { clearRemoteModules, setRemoteModule } from '../testing/federation-runtime-stub';
import { renderShell } from '../testing/render-shell';

vi.mock('@vs/api-client', () => import('../testing/api-client-mock'));

const table: RouteDef[] = [
  { path: '/mypage', remote: 'mypage', page: 'top', layout: 'account' },
  { path: '/mypage/edit/complete', remote: 'mypage', page: 'edit-complete', layout: 'account' },
  { path: '/mypage/payment-history', remote: 'mypage', page: 'payment-history', layout: 'account' },
];

// CSS decides which of the two shows (side ≥ 1000 px, slider below); jsdom has no viewport, so
// the side menu counts as hidden here (and hidden elements get no accessible name), so the two
// navigations are found by their data attribute, in DOM order: slider, then side menu.
const menus = () => [...document.querySelectorAll<HTMLElement>('nav[data-menu]')];
const menuNames = () => menus().map((nav) => [...nav.querySelectorAll('a')].map((link) => link.textContent));

describe('account layout', () => {
  beforeEach(() => {
    fetchScreenData.mockResolvedValue({ kind: 'data', data: {} });
    setRemoteModule('mypage/routes', {
      pages: {
        './pages/top/index.tsx': async () => ({ default: () => <h1>My Page</h1> }),
        './pages/edit-complete/index.tsx': async () => ({ default: () => <h1>Edit complete</h1> }),
        './pages/payment-history/index.tsx': async () => ({ default: () => <h1>Payment history page</h1> }),
      },
    });
  });
  afterEach(() => {
    clearRemoteModules();
    fetchAccountHeader.mockReset();
    fetchScreenData.mockReset();
  });

  it('shows every menu item the header data allows, in both the side menu and the slider', async () => {
    fetchAccountHeader.mockResolvedValue({ kind: 'data', data: accountHeader() });
    await renderShell('/mypage', { root: { authId: 'a-1' }, table });
    await screen.findByRole('heading', { name: 'My Page' });
    const expected = ['Home', 'Your plans', 'Payment method', 'Payment history', 'Back to top'];
    expect(menuNames()).toEqual([expected, expected]);
    expect(menus().map((nav) => nav.getAttribute('aria-label'))).toEqual(['My Page menu', 'My Page menu']);
    expect(
      within(screen.getByRole('navigation', { name: 'My Page menu' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Scroll the menu back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll the menu forward' })).toBeInTheDocument();
  });

  it('leaves out items whose condition is false', async () => {
    fetchAccountHeader.mockResolvedValue({
      kind: 'data',
      data: accountHeader({ home: false, plans: false, paymentMethod: false, paymentHistory: false }),
    });
    await renderShell('/mypage', { root: { authId: 'a-1' }, table });
    await screen.findByRole('heading', { name: 'My Page' });
    expect(menuNames()).toEqual([['Back to top'], ['Back to top']]);
  });

  it('hides the menus on completion pages', async () => {
    fetchAccountHeader.mockResolvedValue({ kind: 'data', data: accountHeader() });
    await renderShell('/mypage/edit/complete', { root: { authId: 'a-1' }, table });
    await screen.findByRole('heading', { name: 'Edit complete' });
    expect(menus()).toEqual([]);
  });

  it('hides the menus in the app and offers a Back link to My Page instead', async () => {
    fetchAccountHeader.mockResolvedValue({ kind: 'data', data: accountHeader() });
    await renderShell('/mypage/payment-history', {
      root: { authId: 'a-1', browserInfo: { isApp: true, isAndroid: false, isMobile: true } },
      table,
    });
    await screen.findByRole('heading', { name: 'Payment history page' });
    expect(menus()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/mypage');
  });

  it('opens the profile menu with My Page and Logout, and closes it with Escape', async () => {
    fetchAccountHeader.mockResolvedValue({ kind: 'data', data: accountHeader() });
    await renderShell('/mypage', { root: { authId: 'a-1' }, table });
    await screen.findByRole('heading', { name: 'My Page' });
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Page' })).toHaveAttribute('href', '/mypage');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('renders the error page in the guest chrome when the header data fails', async () => {
    fetchAccountHeader.mockRejectedValue(Object.assign(new Error('unauthorized'), { status: 401 }));
    await renderShell('/mypage', { table });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page has expired' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has a skip link to the main landmark', async () => {
    fetchAccountHeader.mockResolvedValue({ kind: 'data', data: accountHeader() });
    await renderShell('/mypage', { root: { authId: 'a-1' }, table });
    await screen.findByRole('heading', { name: 'My Page' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
