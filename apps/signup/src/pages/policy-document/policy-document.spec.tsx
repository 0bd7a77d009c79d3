import { screen } from '@testing-library/react';
import type { PolicyPageScreenData, PolicyView } from '@vs/contract';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import PolicyDocumentPage from './index';

const privacy: PolicyView = {
  policyId: '2',
  revision: 2,
  key: 'privacy',
  title: 'プライバシーポリシー',
  isExternal: false,
  dataSource: null,
  renderData: '<h2>個人情報の取扱い</h2><p onclick="alert(1)">第三者提供は行いません。</p><script>alert(2)</script>',
};

const renderPolicy = (policy: PolicyView, language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'signup',
    path: '/privacy',
    page: PolicyDocumentPage,
    data: { policy } satisfies PolicyPageScreenData,
    language,
  });

describe('policy page', () => {
  it("shows the store's policy at its revision, its markup sanitised", async () => {
    const { container } = await renderPolicy(privacy);
    expect(screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeInTheDocument();
    expect(screen.getByText('第2版')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '個人情報の取扱い' })).toBeInTheDocument();
    expect(screen.getByText('第三者提供は行いません。')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
  });

  it('links a policy kept on another site, in English too, and never a script address', async () => {
    const external = { ...privacy, isExternal: true, dataSource: 'https://example.com/privacy', renderData: null };
    const { unmount } = await renderPolicy(external, 'en');
    expect(screen.getByText('Revision 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /プライバシーポリシー/ })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
    unmount();
    await renderPolicy({ ...external, dataSource: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: /プライバシーポリシー/ })).toBeNull();
  });
});
