import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import WithdrawCompletePage from './index';

const renderComplete = (language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/withdraw/complete', page: WithdrawCompletePage, data: {}, language });

describe('withdrawal complete', () => {
  it('thanks the former member and links to the top', async () => {
    await renderComplete();
    expect(screen.getByRole('heading', { level: 1, name: '退会手続き完了' })).toBeInTheDocument();
    expect(screen.getByText('退会手続きが完了しました。アカウントは削除されました。')).toBeInTheDocument();
    expect(screen.getByText('これまでご利用いただき、ありがとうございました。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
  });

  it('speaks English', async () => {
    await renderComplete('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawal complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the top page' })).toBeInTheDocument();
  });
});
