import type { SessionsScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aSessionsPage, anActiveSession } from '../../testing/fixtures';
import SessionsPage from './index';

const path = '/mypage/sessions';
const renderSessions = (data: unknown, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, page: SessionsPage, data, language });
const here = anActiveSession({
  handle: 'a'.repeat(43),
  current: true,
  deviceInfo: 'pc',
  browserInfo: 'Chrome',
  ip: '127.0.0.1',
  country: null,
});
const phone = anActiveSession({ handle: 'b'.repeat(43) });
const old = anActiveSession({
  handle: 'c'.repeat(43),
  deviceInfo: 'other',
  browserInfo: null,
  ip: null,
  country: null,
});
const endPhone = 'iPhone（Mobile Safari）・日本・IPアドレス 203.0.113.7をログアウト';
const dialog = () => screen.getByRole('alertdialog');
const items = () => within(screen.getByRole('list', { name: 'ログイン中のブラウザ一覧' })).getAllByRole('listitem');

describe('logged-in browsers', () => {
  it('lists each session with its device, place, login and last use in JST, and marks this browser', async () => {
    await renderSessions(aSessionsPage([here, phone, old]));
    const [first, second, third] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('PC（Chrome）このブラウザ');
    expect(first).toHaveTextContent('IPアドレス 127.0.0.1');
    expect(first).toHaveTextContent('このブラウザをログアウトするには、ログアウトしてください。');
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('iPhone（Mobile Safari）');
    expect(second).not.toHaveTextContent('このブラウザ');
    expect(second).toHaveTextContent('日本・IPアドレス 203.0.113.7');
    expect(second).toHaveTextContent('ログイン日時：2025/03/01 09:30（日本時間）');
    expect(second).toHaveTextContent('最終利用：2025/03/01 10:05（日本時間）');
    expect(third).toHaveTextContent('その他のデバイス（ブラウザ不明）');
    expect(third).toHaveTextContent('場所の記録なし');
    expect(screen.getByRole('button', { name: endPhone })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ほかのすべてのブラウザをログアウト' })).toBeInTheDocument();
  });

  it('says no other browser is logged in, with no end buttons, when only this one is', async () => {
    await renderSessions(aSessionsPage([here]));
    expect(screen.getByText('ほかにログイン中のブラウザはありません。')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before ending one session, ends it by its handle, reloads and announces it', async () => {
    let data: SessionsScreenData = aSessionsPage([here, phone]);
    const loads = vi.fn(() => data);
    const { calls } = mockFetch({
      'DELETE /zapi/account/session': () => {
        data = aSessionsPage([here]);
        return { status: 204 };
      },
    });
    await renderSessions(loads);
    await userEvent.click(screen.getByRole('button', { name: endPhone }));
    expect(dialog()).toHaveAccessibleName(
      'iPhone（Mobile Safari）・日本・IPアドレス 203.0.113.7をログアウトさせますか？',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'ログアウト' }));
    const notice = await screen.findByText('ログアウトさせました。');
    expect(calls).toEqual([
      { method: 'DELETE', path: '/zapi/account/session', body: { sessionHandle: 'b'.repeat(43) } },
    ]);
    expect(loads).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(notice).toHaveFocus();
  });

  it('ends every other session after confirmation and keeps this one listed', async () => {
    let data: SessionsScreenData = aSessionsPage([here, phone, old]);
    const { calls } = mockFetch({
      'DELETE /zapi/account/session/others': () => {
        data = aSessionsPage([here]);
        return { status: 204 };
      },
    });
    await renderSessions(() => data);
    await userEvent.click(screen.getByRole('button', { name: 'ほかのすべてのブラウザをログアウト' }));
    expect(dialog()).toHaveAccessibleName('このブラウザ以外をすべてログアウトさせますか？');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'ログアウト' }));
    expect(await screen.findByText('ほかのすべてのブラウザをログアウトさせました。')).toBeInTheDocument();
    expect(await screen.findByText('ほかにログイン中のブラウザはありません。')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(calls).toEqual([{ method: 'DELETE', path: '/zapi/account/session/others', body: undefined }]);
  });

  it('cancelling sends nothing', async () => {
    const { calls } = mockFetch({});
    await renderSessions(aSessionsPage([here, phone]));
    await userEvent.click(screen.getByRole('button', { name: 'ほかのすべてのブラウザをログアウト' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('disables every end button while one runs', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    const { calls } = mockFetch({
      'DELETE /zapi/account/session': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderSessions(aSessionsPage([here, phone, old]));
    await userEvent.click(screen.getByRole('button', { name: endPhone }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: /ログアウト/ })).toHaveAttribute('aria-busy', 'true'),
    );
    for (const name of [
      endPhone,
      'その他のデバイス（ブラウザ不明）・場所の記録なしをログアウト',
      'ほかのすべてのブラウザをログアウト',
    ]) {
      expect(screen.getByRole('button', { name, hidden: true })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(calls).toHaveLength(1);
    answer({ status: 204 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ほかのすべてのブラウザをログアウト' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
  });

  it("shows 'ログアウトに失敗しました' when ending fails, and keeps the list", async () => {
    mockFetch({ 'DELETE /zapi/account/session': apiError(404, 'NOT_FOUND', { message: 'not found' }) });
    await renderSessions(aSessionsPage([here, phone]));
    await userEvent.click(screen.getByRole('button', { name: endPhone }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'ログアウト' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^ログアウトに失敗しました$/);
    expect(items()).toHaveLength(2);
  });

  it('speaks English', async () => {
    await renderSessions(aSessionsPage([here, phone]), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Logged-in browsers' })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Logged-in browsers' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('PC (Chrome)This browser');
    expect(second).toHaveTextContent('Japan, IP address 203.0.113.7');
    expect(second).toHaveTextContent('Last used 2025/03/01 10:05 (JST)');
    expect(
      screen.getByRole('button', {
        name: 'End the session of iPhone (Mobile Safari), Japan, IP address 203.0.113.7',
      }),
    ).toBeInTheDocument();
  });
});
