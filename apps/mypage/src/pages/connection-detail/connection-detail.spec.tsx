import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aGrant } from '../../testing/connection-fixtures';
import ConnectionDetailPage from './index';

const path = '/mypage/connections/client/:clientId';
const renderDetail = (language: 'ja' | 'en' = 'ja', grant = aGrant()) =>
  renderPage({
    remote: 'mypage',
    path,
    url: '/mypage/connections/client/demo-web',
    page: ConnectionDetailPage,
    data: { grant },
    language,
  });
const dialog = () => screen.getByRole('alertdialog');
const revokePath = 'POST /zapi/oidc/revoke/grant/grant-1';

describe('a connected app', () => {
  it('shows logo, name, provider, link date, description and the granted permissions', async () => {
    await renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'デモ Web アプリ' })).toBeInTheDocument();
    const card = screen.getByTestId('connection-client');
    expect(card).toHaveTextContent('提供元：Demo Provider');
    expect(card).toHaveTextContent('連携日：2026/03/02');
    expect(card).toHaveTextContent('A confidential demo client of the store.');
    const permissions = screen.getByRole('region', { name: '許可している情報' });
    const scopes = within(permissions).getAllByRole('listitem');
    expect(scopes.map((scope) => scope.textContent)).toEqual([
      '会員の識別子このサービスであなたを識別するための番号',
      'メールアドレス連絡先メールアドレスと確認状態',
    ]);
  });

  it('speaks English', async () => {
    await renderDetail('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Demo web app' })).toBeInTheDocument();
    expect(screen.getByTestId('connection-client')).toHaveTextContent('Provided by Demo Provider');
    expect(screen.getByRole('heading', { level: 2, name: 'Permissions you granted' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
  });

  it('asks first; cancelling sends nothing', async () => {
    const { calls } = mockFetch({});
    await renderDetail();
    await userEvent.click(screen.getByRole('button', { name: '連携を解除する' }));
    expect(dialog()).toHaveAccessibleName('デモ Web アプリとの連携を解除しますか？');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('unlinks once however often the member clicks, then goes to the list', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = mockFetch({ [revokePath]: () => new Promise((resolve) => (answer = resolve)) });
    await renderDetail();
    await userEvent.click(screen.getByRole('button', { name: '連携を解除する' }));
    const confirm = within(dialog()).getByRole('button', { name: '解除する' });
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: /解除する/ })).toHaveAttribute('aria-busy'),
    );
    expect(calls).toEqual([{ method: 'POST', path: '/zapi/oidc/revoke/grant/grant-1', body: undefined }]);
    answer({ status: 200, body: { redirectTo: '/mypage/connections' } });
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/connections');
  });

  it("closes the dialog on a failure, logs it and shows the catalogue's text; the member may try again", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [revokePath]: apiError(500, 'INTERNAL_ERROR', { requestId: '' }) });
    await renderDetail();
    await userEvent.click(screen.getByRole('button', { name: '連携を解除する' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '解除する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '連携を解除できませんでした。時間をおいてから再度お試しください。',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '連携を解除する' })).not.toHaveAttribute('aria-disabled');
  });

  it("shows the server's sentence for a connection that is already gone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [revokePath]: apiError(404, 'NOT_FOUND', {
        message: 'この連携は見つかりませんでした。すでに解除されている可能性があります。',
      }),
    });
    await renderDetail();
    await userEvent.click(screen.getByRole('button', { name: '連携を解除する' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '解除する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この連携は見つかりませんでした。');
  });
});
