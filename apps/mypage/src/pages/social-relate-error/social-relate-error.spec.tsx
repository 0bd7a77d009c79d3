import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import SocialRelateErrorPage from './index';

const renderError = (url: string, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/social/relate/error', url, page: SocialRelateErrorPage, data: {}, language });

describe('social relate error', () => {
  it("says an identity of another account is 'already exists', and leads back to My Page", async () => {
    await renderError('/social/relate/error?type=ACCOUNT_ALREADY_EXISTS');
    expect(screen.getByRole('heading', { level: 1, name: '外部アカウントを連携できませんでした' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('この外部アカウントは既に別のアカウントと連携されています。');
    expect(screen.getByRole('link', { name: 'マイページへ戻る' })).toHaveAttribute('href', '/mypage');
  });

  it('shows the system error text for any other reason, an unknown one included', async () => {
    await renderError('/social/relate/error?type=<b>anything</b>');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '連携処理中にシステムエラーが発生しました。時間をおいて再度お試しください。',
    );
  });

  it('speaks English', async () => {
    await renderError('/social/relate/error?type=ACCOUNT_ALREADY_EXISTS', 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('This external account is already linked to another account.');
  });
});
