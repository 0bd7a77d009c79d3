import type { TrustedDeviceScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aTrustedDevice, aTrustedDevicePage } from '../../testing/fixtures';
import TrustedDevicePage from './index';

const path = '/mypage/multi-factor/trusted-device';
const renderDevices = (data: unknown, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, page: TrustedDevicePage, data, language });
const iphone = aTrustedDevice({ deviceToken: 'dev-iphone', currentDevice: true });
const pc = aTrustedDevice({
  deviceToken: 'dev-pc',
  createdAt: '2025-05-05T15:04:00Z',
  option: { deviceInfo: 'pc', browserInfo: null },
});
const dialog = () => screen.getByRole('alertdialog');
const items = () => within(screen.getByRole('list', { name: '信頼済みデバイス一覧' })).getAllByRole('listitem');

describe('trusted devices', () => {
  it('lists each device with its browser, when it was added in JST, and marks this device', async () => {
    await renderDevices(aTrustedDevicePage([iphone, pc]));
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('iPhone（Safari）このデバイス');
    expect(first).toHaveTextContent('追加日時：2025/03/01 09:30（日本時間）');
    expect(second).toHaveTextContent('PC（ブラウザ不明）');
    expect(second).not.toHaveTextContent('このデバイス');
    expect(second).toHaveTextContent('追加日時：2025/05/06 00:04（日本時間）');
    expect(screen.getByRole('button', { name: 'iPhone（Safari）を削除' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて削除' })).toBeInTheDocument();
  });

  it('says there are none, with no delete buttons, when the list is empty', async () => {
    await renderDevices(aTrustedDevicePage([]));
    expect(screen.getByText('信頼済みデバイスはありません。')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before deleting one device, deletes it by its token, reloads and announces it', async () => {
    let data: TrustedDeviceScreenData = aTrustedDevicePage([iphone, pc]);
    const loads = vi.fn(() => data);
    const { calls } = mockFetch({
      'DELETE /zapi/account/trusted-device': () => {
        data = aTrustedDevicePage([iphone]);
        return { status: 204 };
      },
    });
    await renderDevices(loads);
    await userEvent.click(screen.getByRole('button', { name: 'PC（ブラウザ不明）を削除' }));
    expect(dialog()).toHaveAccessibleName('PC（ブラウザ不明）を削除しますか？');
    await userEvent.click(within(dialog()).getByRole('button', { name: '削除' }));
    const notice = await screen.findByText('信頼済みデバイスを削除しました。');
    expect(calls).toEqual([
      { method: 'DELETE', path: '/zapi/account/trusted-device', body: { deviceToken: 'dev-pc' } },
    ]);
    expect(loads).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(notice).toHaveFocus();
  });

  it('deletes all after confirmation and shows the empty list', async () => {
    let data: TrustedDeviceScreenData = aTrustedDevicePage([iphone, pc]);
    const { calls } = mockFetch({
      'DELETE /zapi/account/trusted-device/all': () => {
        data = aTrustedDevicePage([]);
        return { status: 204 };
      },
    });
    await renderDevices(() => data);
    await userEvent.click(screen.getByRole('button', { name: 'すべて削除' }));
    expect(dialog()).toHaveAccessibleName('すべての信頼済みデバイスを削除しますか？');
    await userEvent.click(within(dialog()).getByRole('button', { name: '削除' }));
    expect(await screen.findByText('すべての信頼済みデバイスを削除しました。')).toBeInTheDocument();
    expect(await screen.findByText('信頼済みデバイスはありません。')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: '/zapi/account/trusted-device/all', body: undefined }]);
  });

  it('cancelling sends nothing', async () => {
    const { calls } = mockFetch({});
    await renderDevices(aTrustedDevicePage([iphone, pc]));
    await userEvent.click(screen.getByRole('button', { name: 'すべて削除' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて削除' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('disables every delete button while a delete runs', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    const { calls } = mockFetch({
      'DELETE /zapi/account/trusted-device': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderDevices(aTrustedDevicePage([iphone, pc]));
    await userEvent.click(screen.getByRole('button', { name: 'iPhone（Safari）を削除' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '削除' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: /削除/ })).toHaveAttribute('aria-busy', 'true'),
    );
    for (const name of ['iPhone（Safari）を削除', 'PC（ブラウザ不明）を削除', 'すべて削除']) {
      expect(screen.getByRole('button', { name, hidden: true })).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(within(dialog()).getByRole('button', { name: /削除/ }));
    expect(calls).toHaveLength(1);
    answer({ status: 204 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'すべて削除' })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it("shows '削除に失敗しました' (not the server's text) when a delete fails, and keeps the list", async () => {
    mockFetch({
      'DELETE /zapi/account/trusted-device': apiError(500, 'INTERNAL_ERROR', { message: 'Error has occurred.' }),
    });
    await renderDevices(aTrustedDevicePage([iphone, pc]));
    const button = screen.getByRole('button', { name: 'PC（ブラウザ不明）を削除' });
    await userEvent.click(button);
    await userEvent.click(within(dialog()).getByRole('button', { name: '削除' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^削除に失敗しました$/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(items()).toHaveLength(2);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('speaks English', async () => {
    await renderDevices(aTrustedDevicePage([iphone]), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Trusted devices' })).toBeInTheDocument();
    const [device] = within(screen.getByRole('list', { name: 'Trusted devices' })).getAllByRole('listitem');
    expect(device).toHaveTextContent('iPhone (Safari)This device');
    expect(device).toHaveTextContent('Added 2025/03/01 09:30 (JST)');
    expect(screen.getByRole('button', { name: 'Delete iPhone (Safari)' })).toBeInTheDocument();
  });
});
