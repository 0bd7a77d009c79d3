import type { LoginHistoryScreenData } from '@vs/contract';
import { renderPage } from '@vs/mf/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aHistoryEntry, aHistoryPage } from '../../testing/fixtures';
import { stubViewport } from '../../testing/viewport';
import LoginHistoryPage from './index';

const path = '/mypage/login-history';
const renderHistory = (data: unknown, { url = path, language = 'ja' as 'ja' | 'en' } = {}) =>
  renderPage({ remote: 'mypage', path, url, page: LoginHistoryPage, data, language });

const failedOtpLogin = aHistoryEntry({
  createdAt: '2025-06-30T23:59:59.400Z',
  ip: '2001:db8::1',
  result: 'LOGIN_INVALID_EMAIL_OR_PASSWORD',
  loginMethod: 'AuthCode',
  multiFactorType: 'OTP',
  requestMultiFactor: true,
  deviceInfo: 'iphone',
  country: 'US',
  browserInfo: 'Mobile Safari',
});
const unknownEverything = aHistoryEntry({
  createdAt: '2025-01-01T00:00:00Z',
  deviceInfo: 'other',
  country: null,
  browserInfo: null,
  loginMethod: 'ExternalAuth',
});
const twoLogins = aHistoryPage({ entries: [failedOtpLogin, aHistoryEntry()] });

describe('login history', () => {
  it('shows a table with every column in words and times in JST from 1000 px', async () => {
    stubViewport(1000);
    await renderHistory(twoLogins);
    const table = screen.getByRole('table', { name: 'ログイン履歴一覧' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '日時（日本時間）',
      '結果',
      'ログイン方法',
      '多要素認証',
      'デバイス',
      'ブラウザ',
      'アクセス元',
      'IPアドレス',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '2025/07/01 08:59:59',
      '失敗',
      '認証コード',
      '認証アプリ（ワンタイムパスワード）',
      'iPhone',
      'Mobile Safari',
      'アメリカ合衆国',
      '2001:db8::1',
    ]);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2025/01/01 00:00:05', '成功', 'パスワード', '—', 'PC', 'Chrome', '日本', '203.0.113.7']);
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
  });

  it('keeps Japan time whatever zone the browser is in', async () => {
    const zone = process.env['TZ'];
    process.env['TZ'] = 'Pacific/Honolulu';
    try {
      expect(new Date('2025-01-01T00:00:00Z').getHours()).toBe(14); // the zone change took effect
      stubViewport(1280);
      await renderHistory(aHistoryPage({ entries: [unknownEverything] }));
      expect(screen.getByText('2025/01/01 09:00:00')).toBeInTheDocument();
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('shows a dash for what the server does not know, and words for unknown devices', async () => {
    stubViewport(1280);
    await renderHistory(aHistoryPage({ entries: [unknownEverything] }));
    const [, row] = screen.getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2025/01/01 09:00:00', '成功', '外部アカウント', '—', 'その他のデバイス', '—', '—', '203.0.113.7']);
  });

  it('shows cards below 1000 px whose buttons open and close the details, by mouse or keyboard', async () => {
    stubViewport(999);
    await renderHistory(twoLogins);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'ログイン履歴一覧' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const toggle = within(cards[0] as HTMLElement).getByRole('button', { name: /2025\/07\/01 08:59:59 失敗/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed details are not rendered at all: a `hidden` list would still show in a real browser,
    // because the list's own `display: grid` outranks the browser's `[hidden]` rule.
    const detailsId = toggle.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(detailsId)).toBeNull();
    expect(within(cards[0] as HTMLElement).queryByText('認証コード')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(detailsId) as HTMLElement;
    expect(details).toBeVisible();
    expect(
      [...details.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    ).toEqual([
      'ログイン方法: 認証コード',
      '多要素認証: 認証アプリ（ワンタイムパスワード）',
      'デバイス: iPhone',
      'ブラウザ: Mobile Safari',
      'アクセス元: アメリカ合衆国',
      'IPアドレス: 2001:db8::1',
    ]);

    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(detailsId)).toBeNull();
    await userEvent.tab();
    expect(within(cards[1] as HTMLElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(cards[1] as HTMLElement).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches between table and cards when the width crosses 1000 px', async () => {
    const viewport = stubViewport(1200);
    await renderHistory(twoLogins);
    expect(screen.getByRole('table')).toBeInTheDocument();
    viewport.resize(375);
    // The media query's change re-renders React's way (possibly in a later task on a busy machine).
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
    viewport.resize(1000);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the current IP and the advice with links to change the password or set up multi-factor', async () => {
    stubViewport(375);
    await renderHistory(aHistoryPage());
    expect(screen.getByText('現在のIPアドレス：').closest('p')).toHaveTextContent('現在のIPアドレス： 198.51.100.20');
    expect(screen.getByText(/身に覚えのないログインがある場合は/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'パスワードを変更する' })).toHaveAttribute('href', '/mypage/password/edit');
    expect(screen.getByRole('link', { name: '多要素認証を設定する' })).toHaveAttribute('href', '/mypage/multi-factor');
  });

  it('says so when there is no history, and shows no page links for one page', async () => {
    stubViewport(1280);
    await renderHistory(
      aHistoryPage({ entries: [], page: { currentPage: 1, lastPage: 1, perPage: 20, totalCount: 0 } }),
    );
    expect(screen.getByText('ログイン履歴はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ' })).not.toBeInTheDocument();
  });

  it('numbers the pages, marks the current one, and loads another page by ?page=N', async () => {
    stubViewport(1280);
    const pageOf = (request: Request): LoginHistoryScreenData => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return aHistoryPage({
        entries: [aHistoryEntry({ ip: `192.0.2.${page}` })],
        page: { currentPage: page, lastPage: 3, perPage: 20, totalCount: 45 },
      });
    };
    await renderHistory(pageOf, { url: `${path}?page=2` });
    const pages = screen.getByRole('navigation', { name: 'ページ' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/mypage/login-history?page=1', '/mypage/login-history?page=2', '/mypage/login-history?page=3']);
    expect(within(pages).getByRole('link', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('192.0.2.2')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: '3ページ目' }));
    expect(await screen.findByText('192.0.2.3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: '3ページ目' })).toHaveAttribute('aria-current', 'page');
  });

  it('speaks English, country names included', async () => {
    stubViewport(1280);
    await renderHistory(twoLogins, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login history' })).toBeInTheDocument();
    const [, first] = screen.getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '2025/07/01 08:59:59',
      'Failed',
      'Emailed code',
      'Authenticator app (one-time password)',
      'iPhone',
      'Mobile Safari',
      'United States',
      '2001:db8::1',
    ]);
  });
});
