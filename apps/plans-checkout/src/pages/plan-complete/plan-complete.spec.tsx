import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPlan } from '../../testing/plan-fixtures';
import PlanCompletePage from './index';

describe('plan complete page', () => {
  it("shows the plan's completed message and the ways on", async () => {
    await renderPage({
      remote: 'plans-checkout',
      path: '/plans/:planId/complete',
      url: '/plans/basic/complete',
      page: PlanCompletePage,
      data: {
        plan: aPlan({ planName: 'ベーシック' }),
        orderCompletedMessage: 'ありがとうございます。\nお楽しみください。',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ご購入が完了しました' })).toBeInTheDocument();
    expect(screen.getByText('「ベーシック」のご契約が完了しました。')).toBeInTheDocument();
    expect(screen.getByText(/ありがとうございます。/).textContent).toBe('ありがとうございます。\nお楽しみください。');
    expect(screen.getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/mypage');
    expect(screen.getByRole('link', { name: 'プラン一覧へ' })).toHaveAttribute('href', '/plans');
  });

  it('shows no message when the plan has none, in English', async () => {
    await renderPage({
      remote: 'plans-checkout',
      path: '/plans/:planId/complete',
      url: '/plans/basic/complete',
      page: PlanCompletePage,
      data: { plan: aPlan(), orderCompletedMessage: null },
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase complete' })).toBeInTheDocument();
    expect(screen.getByText('Your contract for "Basic" is complete.')).toBeInTheDocument();
  });
});
