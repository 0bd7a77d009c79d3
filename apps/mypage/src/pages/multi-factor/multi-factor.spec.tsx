import type { MultiFactorScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aMultiFactorPage } from '../../testing/fixtures';
import MultiFactorPage from './index';

const path = '/mypage/multi-factor';
const renderList = (data: unknown, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, page: MultiFactorPage, data, language });
const emailOn = { type: 'Email', enabledAt: '2025-02-28T16:00:00Z' } as const;
const otpOn = { type: 'OTP', enabledAt: '2025-01-10T03:00:00Z' } as const;
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
const dialog = () => screen.getByRole('alertdialog');

describe('multi-factor list', () => {
  it('shows each offered type with its state, in JST, and links to set up the ones that are off', async () => {
    await renderList(aMultiFactorPage({ enabled: [emailOn] }));
    expect(within(card('メール認証')).getByText('有効（2025/03/01から）')).toBeInTheDocument();
    expect(within(card('SMS認証')).getByText('無効')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SMS認証を設定する' })).toHaveAttribute('href', '/mypage/multi-factor/sms');
    expect(screen.getByRole('link', { name: '認証アプリ（ワンタイムパスワード）を設定する' })).toHaveAttribute(
      'href',
      '/mypage/multi-factor/otp',
    );
    expect(screen.queryByRole('link', { name: 'メール認証を設定する' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メール認証を無効にする' })).toBeInTheDocument();
  });

  it('shows where SMS codes go while SMS is on, with the way to change that number', async () => {
    await renderList(
      aMultiFactorPage({
        enabled: [emailOn, { type: 'SMS', enabledAt: emailOn.enabledAt, destination: '*******5678' }],
      }),
    );
    expect(within(card('SMS認証')).getByText('送信先：*******5678')).toBeInTheDocument();
    expect(within(card('SMS認証')).getByRole('link', { name: '電話番号を変更する' })).toHaveAttribute(
      'href',
      '/mypage/multi-factor/sms',
    );
    expect(within(card('メール認証')).queryByText(/送信先/)).not.toBeInTheDocument();
  });

  it('shows only the types the store offers', async () => {
    await renderList(aMultiFactorPage({ offeredTypes: ['OTP'] }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '認証アプリ（ワンタイムパスワード）',
    ]);
  });

  it('links to backup codes and trusted devices only while a type is on', async () => {
    await renderList(aMultiFactorPage());
    expect(screen.queryByRole('link', { name: 'バックアップコード' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '信頼済みデバイス' })).not.toBeInTheDocument();
  });

  it('has the backup-code and trusted-device links when a type is on', async () => {
    await renderList(aMultiFactorPage({ enabled: [emailOn], backupCodesLeft: 10 }));
    expect(screen.getByRole('link', { name: 'バックアップコード' })).toHaveAttribute(
      'href',
      '/mypage/multi-factor/backup-code',
    );
    expect(screen.getByRole('link', { name: '信頼済みデバイス' })).toHaveAttribute(
      'href',
      '/mypage/multi-factor/trusted-device',
    );
  });

  it('asks before disabling, and cancelling (or Escape) sends nothing and returns focus', async () => {
    const { calls } = mockFetch({});
    await renderList(aMultiFactorPage({ enabled: [emailOn, otpOn] }));
    const disable = screen.getByRole('button', { name: 'メール認証を無効にする' });
    await userEvent.click(disable);
    expect(dialog()).toHaveAccessibleName('メール認証を無効にしますか？');
    expect(within(dialog()).queryByText(/バックアップコードも使えなくなります/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(disable).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(dialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('warns that the backup codes stop too when the last type is disabled', async () => {
    await renderList(aMultiFactorPage({ enabled: [emailOn] }));
    await userEvent.click(screen.getByRole('button', { name: 'メール認証を無効にする' }));
    expect(
      within(dialog()).getByText('これは最後の多要素認証です。無効にすると、バックアップコードも使えなくなります。'),
    ).toBeInTheDocument();
  });

  it('disables the type, reloads the page data and announces it with focus on the notice', async () => {
    let data: MultiFactorScreenData = aMultiFactorPage({ enabled: [emailOn, otpOn] });
    const loads = vi.fn(() => data);
    const { calls } = mockFetch({
      'POST /zapi/account/disable-multi-factor': () => {
        data = aMultiFactorPage({ enabled: [otpOn] });
        return { status: 204 };
      },
    });
    await renderList(loads);
    await userEvent.click(screen.getByRole('button', { name: 'メール認証を無効にする' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '無効にする' }));
    const notice = await screen.findByText('メール認証を無効にしました。');
    expect(calls).toEqual([
      { method: 'POST', path: '/zapi/account/disable-multi-factor', body: { multiFactorType: 'Email' } },
    ]);
    expect(loads).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(card('メール認証')).getByText('無効')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(notice).toHaveFocus();
  });

  it('follows the server when disabling sends the member elsewhere', async () => {
    mockFetch({
      'POST /zapi/account/disable-multi-factor': { body: { redirectTo: '/login?redirect=%2Fmypage%2Fmulti-factor' } },
    });
    await renderList(aMultiFactorPage({ enabled: [emailOn] }));
    await userEvent.click(screen.getByRole('button', { name: 'メール認証を無効にする' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/login?redirect=%2Fmypage%2Fmulti-factor');
  });

  it('reloads in place when the server answers with this same page', async () => {
    let data: MultiFactorScreenData = aMultiFactorPage({ enabled: [emailOn] });
    const loads = vi.fn(() => data);
    mockFetch({
      'POST /zapi/account/disable-multi-factor': () => {
        data = aMultiFactorPage();
        return { body: { redirectTo: '/mypage/multi-factor' } };
      },
    });
    await renderList(loads);
    await userEvent.click(screen.getByRole('button', { name: 'メール認証を無効にする' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '無効にする' }));
    await waitFor(() => expect(within(card('メール認証')).getByText('無効')).toBeInTheDocument());
    expect(loads).toHaveBeenCalledTimes(2);
    expect(screen.getByText('メール認証を無効にしました。')).toBeInTheDocument();
  });

  it('keeps the dialog busy while the call runs: confirm shows progress, cancel and Escape do nothing', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    mockFetch({ 'POST /zapi/account/disable-multi-factor': () => new Promise((resolve) => (answer = resolve)) });
    await renderList(aMultiFactorPage({ enabled: [emailOn] }));
    await userEvent.click(screen.getByRole('button', { name: 'メール認証を無効にする' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '無効にする' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: /無効にする/ })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(within(dialog()).getByRole('button', { name: 'キャンセル' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    answer({ status: 204 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when disabling fails, and focus goes back to the button", async () => {
    mockFetch({
      'POST /zapi/account/disable-multi-factor': apiError(400, 'INVALID_REQUEST', {
        message: 'この操作はできません。',
      }),
    });
    await renderList(aMultiFactorPage({ enabled: [emailOn] }));
    const disable = screen.getByRole('button', { name: 'メール認証を無効にする' });
    await userEvent.click(disable);
    await userEvent.click(within(dialog()).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この操作はできません。');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(disable).toHaveFocus());
  });

  it("says 'エラーが発生しました' when the server could not be reached", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await renderList(aMultiFactorPage({ enabled: [emailOn] }));
    await userEvent.click(screen.getByRole('button', { name: 'メール認証を無効にする' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('エラーが発生しました');
  });

  it('speaks English', async () => {
    await renderList(aMultiFactorPage({ enabled: [emailOn] }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Multi-factor authentication' })).toBeInTheDocument();
    expect(screen.getByText('On (since 2025/03/01)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off Email' })).toBeInTheDocument();
  });
});
