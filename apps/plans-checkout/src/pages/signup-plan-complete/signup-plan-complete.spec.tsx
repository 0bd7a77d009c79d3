import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPlan } from '../../testing/plan-fixtures';
import SignupPlanCompletePage from './index';

const renderComplete = (language: 'ja' | 'en') =>
  renderPage({
    remote: 'plans-checkout',
    path: '/signup/plans/:planId/complete',
    url: '/signup/plans/basic/complete',
    page: SignupPlanCompletePage,
    data: {
      plan: aPlan({ planName: 'ベーシック' }),
      orderCompletedMessage: 'ありがとうございます。',
      step: { current: 4, total: 4 },
    },
    language,
  });

describe("sign-up's purchase complete page", () => {
  it("shows the plan's completed message, then goes on to finish sign-up", async () => {
    await renderComplete('ja');
    expect(screen.getByRole('heading', { level: 1, name: 'ご購入が完了しました' })).toBeInTheDocument();
    expect(screen.getByText('STEP 4/4')).toBeInTheDocument();
    expect(screen.getByText('「ベーシック」のご契約が完了しました。')).toBeInTheDocument();
    expect(screen.getByText('ありがとうございます。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'マイページへ' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '会員登録を完了する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/complete');
  });

  it('speaks English', async () => {
    await renderComplete('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish signing up' })).toHaveAttribute('href', '/signup/complete');
  });
});
