import { renderPage } from '@vs/mf/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aGrant } from '../../testing/connection-fixtures';
import ConnectionsPage from './index';

const path = '/mypage/connections';
const renderList = (data: unknown, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, page: ConnectionsPage, data, language });

describe('connected apps', () => {
  it('lists each app with its logo, name and link date (JST), linking to its detail page', async () => {
    const spa = aGrant({
      clientId: 'demo-spa',
      grantId: 'grant-2',
      issuedAt: '2026-04-10T00:00:00Z',
      client: { ...aGrant().client, client_name_ja: 'デモ SPA', logo_uri: 'https://cdn.example/spa.png' },
    });
    const { container } = await renderList({ grants: [spa, aGrant()] });
    expect(screen.getByRole('heading', { level: 1, name: '連携中のアプリ' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: '連携中のアプリ一覧' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/mypage/connections/client/demo-spa');
    expect(first).toHaveTextContent('デモ SPA連携日：2026/04/10');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/spa.png');
    // 2026-03-01T15:30Z is 3/2 in Japan.
    expect(within(second).getByRole('link', { name: /デモ Web アプリ/ })).toHaveTextContent('連携日：2026/03/02');
  });

  it('names the apps in English on the English page', async () => {
    await renderList({ grants: [aGrant()] }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Connected apps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Demo web app/ })).toHaveTextContent('Linked on 2026/03/02');
  });

  it('says so when no app is connected', async () => {
    await renderList({ grants: [] });
    expect(screen.getByText('連携中のアプリはありません。')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
