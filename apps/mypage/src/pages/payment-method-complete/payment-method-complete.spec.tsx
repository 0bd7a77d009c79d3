import { renderPage } from '@vs/mf/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PaymentMethodCompletePage from './index';

const renderComplete = (path: string, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, page: PaymentMethodCompletePage, data: { ok: true }, language });

describe('payment method completion pages', () => {
  it('says the method was registered, with the way back to the list', async () => {
    await renderComplete('/mypage/payment-method/complete');
    expect(screen.getByRole('heading', { name: 'お支払い方法を登録しました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お支払い方法に戻る' })).toHaveAttribute('href', '/mypage/payment-method');
  });

  it('says the method was deleted, in English too', async () => {
    await renderComplete('/mypage/payment-method/delete/complete', 'en');
    expect(screen.getByRole('heading', { name: 'The payment method was deleted' })).toBeInTheDocument();
  });
});
