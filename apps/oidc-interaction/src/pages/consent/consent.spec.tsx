import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OidcConsentScreenData } from '@vs/contract';
import { documentNavigation } from '@vs/mf';
import { mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, vi } from 'vitest';
import OidcConsentPage from './index';

const setting = (scopeKey: string, scopeName: string, required = false) => ({
  scopeKey,
  scopeName,
  scopeDescription: `${scopeName}の説明`,
  required,
});

const data: OidcConsentScreenData = {
  clientInfo: {
    clientId: 'demo-web',
    clientName: 'Demo web app',
    clientNameJa: 'デモ Web アプリ',
    logoUri: null,
    serviceLogoUri: null,
    description: 'デモのクライアント',
    providerName: 'Demo Provider',
    tosUri: 'https://rp.example/terms',
    privacyUri: null,
  },
  requestScopeKeys: ['openid', 'membership', 'profile', 'email'],
  storeScopeSettings: [
    setting('openid', '会員の識別子', true),
    setting('membership', '会員情報', true),
    setting('profile', 'プロフィール'),
    setting('email', 'メールアドレス'),
  ],
  authorizedScopeKeys: ['profile'],
  unauthorizedScopeKeys: ['openid', 'membership', 'email'],
  updatedScopeKeys: ['email'],
  oidcPrecautions: null,
};

const renderConsent = (language: 'ja' | 'en' = 'ja', screenData: OidcConsentScreenData = data) =>
  renderPage({ remote: 'oidc-interaction', path: '/oidc/consent', page: OidcConsentPage, data: screenData, language });

describe('OIDC consent page', () => {
  it('shows the client and splits the scopes; required ones are locked on, the others start on', async () => {
    mockFetch({});
    await renderConsent();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('デモ Web アプリへのアクセス許可');
    expect(screen.getByText('提供元: Demo Provider')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /利用規約/ })).toHaveAttribute('href', 'https://rp.example/terms');
    const needs = screen.getByRole('region', { name: '許可が必要な項目' });
    expect(needs).toHaveTextContent('会員の識別子');
    expect(needs).not.toHaveTextContent('プロフィール');
    expect(screen.getByRole('region', { name: '許可済みの項目' })).toHaveTextContent('プロフィール');
    expect(screen.getByRole('switch', { name: '会員情報' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '会員情報' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'メールアドレス' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'メールアドレス' })).toBeEnabled();
  });

  it('posts the allowed and refused scopes and goes back to the provider', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      'POST /oidc/consent/form': { body: { redirectTo: 'http://localhost:3000/oidc-op/auth/uid-1' } },
    });
    await renderConsent();
    await userEvent.click(screen.getByRole('switch', { name: 'メールアドレス' }));
    await userEvent.click(screen.getByRole('button', { name: '許可する' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/oidc-op/auth/uid-1'));
    expect(calls[0]?.body).toEqual({ addScope: ['openid', 'membership'], rejectScope: ['email'] });
  });

  it('cancels through the abort post', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      'POST /oidc/consent/form/abort': { body: { redirectTo: 'http://localhost:3000/oidc-op/auth/uid-2' } },
    });
    await renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/oidc-op/auth/uid-2'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /oidc/consent/form/abort']);
  });

  it('speaks English with the client’s English name', async () => {
    mockFetch({});
    await renderConsent('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Allow Demo web app access');
    expect(screen.getByRole('button', { name: 'Allow' })).toBeInTheDocument();
  });

  it("shows the store's precautions, their markup sanitised (no script, links opening safely)", async () => {
    mockFetch({});
    await renderConsent('ja', {
      ...data,
      oidcPrecautions: {
        title: 'ご利用にあたっての注意事項',
        renderData:
          '<ul><li>許可はマイページから取り消せます。</li></ul>' +
          '<p><a href="https://store.example/help">ヘルプ</a><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      },
    });
    const block = screen.getByRole('region', { name: 'ご利用にあたっての注意事項' });
    expect(await within(block).findByRole('listitem')).toHaveTextContent('許可はマイページから取り消せます。');
    const link = within(block).getByRole('link', { name: 'ヘルプ' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(block.querySelector('script, img, [onerror]')).toBeNull();
  });

  it('shows no precautions block for a store without one', async () => {
    mockFetch({});
    await renderConsent();
    expect(screen.queryByRole('region', { name: 'ご利用にあたっての注意事項' })).not.toBeInTheDocument();
  });
});
