import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import CompletePage from './index';

describe('sign-up complete', () => {
  it('says it is done and links to the plans', async () => {
    await renderPage({
      remote: 'signup',
      path: '/signup/complete',
      page: CompletePage,
      data: { serviceName: 'デモ動画' },
    });
    expect(screen.getByRole('heading', { level: 1, name: '会員登録が完了しました' })).toBeInTheDocument();
    expect(screen.getByText('デモ動画へのご登録ありがとうございます。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プラン一覧を見る' })).toHaveAttribute('href', '/plans');
  });

  it('speaks English', async () => {
    await renderPage({
      remote: 'signup',
      path: '/signup/complete',
      page: CompletePage,
      data: { serviceName: 'Demo' },
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your registration is complete' })).toBeInTheDocument();
  });
});
