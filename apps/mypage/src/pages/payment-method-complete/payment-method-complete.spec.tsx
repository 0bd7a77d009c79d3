import { renderPage } from '@vs/mf/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PaymentMethodCompletePage from './index';

const renderComplete = (path: string, language: 'ja' | 'en' = 'ja', data: unknown = { returnTo: null }) =>
  renderPage({ remote: 'mypage', path, page: PaymentMethodCompletePage, data, language });

describe('payment method completion pages', () => {
  it('says the method was registered, with the way back to the list', async () => {
    await renderComplete('/mypage/payment-method/complete');
    expect(screen.getByRole('heading', { name: 'お支払い方法を登録しました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お支払い方法に戻る' })).toHaveAttribute('href', '/mypage/payment-method');
    expect(screen.queryByRole('link', { name: 'プランのページに戻る' })).not.toBeInTheDocument();
  });

  it('leads back first to the plan page the member came from, as the server names it', async () => {
    await renderComplete('/mypage/payment-method/complete', 'en', { returnTo: '/plans/monthly' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Back to the plan', 'Back to payment methods']);
    expect(links[0]).toHaveAttribute('href', '/plans/monthly');
  });

  it('says the method was deleted, in English too', async () => {
    await renderComplete('/mypage/payment-method/delete/complete', 'en', { ok: true });
    expect(screen.getByRole('heading', { name: 'The payment method was deleted' })).toBeInTheDocument();
  });
});
