import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import SignupPlansPage from './index';

const renderPlans = (language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'plans-checkout',
    path: '/signup/plans',
    page: SignupPlansPage,
    data: { step: { current: 3, total: 3 }, hasPlans: true },
    language,
  });

describe('sign-up plan step', () => {
  it('shows the step bar, a way to the plans and a way to finish', async () => {
    await renderPlans();
    expect(screen.getByRole('heading', { level: 1, name: 'プランの選択' })).toBeInTheDocument();
    expect(screen.getByText('STEP 3/3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プランを選ぶ' })).toHaveAttribute('href', '/plans');
    await userEvent.click(screen.getByRole('link', { name: 'プランを選ばずに登録を完了する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/complete');
  });

  it('goes straight on to the completion page when the store sells nothing', async () => {
    // No heading ever shows (the page hands over at once), so renderPage's wait gives up.
    await renderPage({
      remote: 'plans-checkout',
      path: '/signup/plans',
      page: SignupPlansPage,
      data: { step: { current: 3, total: 3 }, hasPlans: false },
    }).catch(() => undefined);
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/complete');
  });

  it('speaks English', async () => {
    await renderPlans('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a plan' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });
});
