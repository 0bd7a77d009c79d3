import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupPlansScreenData } from '@vs/contract';
import { mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { fillCard, provider, stubProvider } from '../../testing/card-fixtures';
import { aPlan, fixtureNow } from '../../testing/plan-fixtures';
import SignupPlansPage from './index';

const aStep = (overrides: Partial<SignupPlansScreenData['purchase']> = {}): SignupPlansScreenData => ({
  step: { current: 3, total: 3 },
  hasPlans: true,
  purchase: {
    plans: [aPlan(), aPlan({ planId: 'gone', planName: 'Gone', salesCount: 5, salesLimit: 5 })],
    isContractLimited: false,
    savedPaymentMethods: [],
    paymentProvider: provider,
    now: fixtureNow,
    ...overrides,
  },
});
const renderStep = (url = '/signup/plans', language: 'ja' | 'en' = 'ja', data = aStep()) =>
  renderPage({ remote: 'plans-checkout', path: '/signup/plans', url, page: SignupPlansPage, data, language });
const verifyPath = 'POST /zapi/purchase/verify/basic';
const confirmAnswer = { body: { redirectTo: '/signup/plans/basic/confirm', order: {} } };

describe('sign-up plan step', { timeout: 30_000 }, () => {
  it('lists the plans, each chosen on this step, and a way to finish without one', async () => {
    await renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'プランの選択' })).toBeInTheDocument();
    expect(screen.getByText('STEP 3/3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'このプランを契約する' })).toHaveAttribute(
      'href',
      '/signup/plans?planId=basic',
    );
    // A sold-out plan is listed but not offered.
    expect(screen.getByRole('button', { name: '売り切れ' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'プランを選ばずに登録を完了する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/complete');
  });

  it('goes straight on to the completion page when the store sells nothing', async () => {
    // No heading ever shows (the page hands over at once), so renderPage's wait gives up.
    await renderStep('/signup/plans', 'ja', { ...aStep(), hasPlans: false }).catch(() => undefined);
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/complete');
  });

  it("buys the chosen plan with the plan page's how to pay: a campaign code, verified as sign-up's", async () => {
    const { calls } = mockFetch({ [verifyPath]: confirmAnswer });
    await renderStep('/signup/plans?planId=basic');
    expect(screen.getByRole('heading', { level: 2, name: 'Basic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ほかのプランを選ぶ' })).toHaveAttribute('href', '/signup/plans');
    expect(screen.getByRole('link', { name: 'プランを選ばずに登録を完了する' })).toBeInTheDocument();
    // My Page's completion leads back to this step, not to the ordinary plan page.
    expect(await screen.findByRole('link', { name: /を登録する$/ })).toHaveAttribute(
      'href',
      '/mypage/payment-method?plan=basic&flow=signup',
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'キャンペーンコード' }));
    await userEvent.type(screen.getByRole('textbox', { name: /キャンペーンコード/ }), 'DEMOFREE');
    await userEvent.click(screen.getByRole('button', { name: 'このプランを契約する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/plans/basic/confirm');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/purchase/verify/basic',
        body: { paymentMethod: 'CampaignCode', campaignCode: 'DEMOFREE', signup: true },
      },
    ]);
  });

  it("saves a new card as sign-up's (a challenge comes back here), then verifies with it", async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/payment-method/credit': { body: { accountPaymentMethodId: 'card-9' } },
      [verifyPath]: confirmAnswer,
    });
    stubProvider();
    await renderStep('/signup/plans?planId=basic', 'en');
    await screen.findByRole('radio', { name: 'New credit card' });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Get this plan' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/plans/basic/confirm');
    expect(calls.map((call) => call.body)).toEqual([
      {
        token: 'tok',
        tokenKey: 'key',
        tds2infoToken: 'tds',
        tds2infoTokenKey: 'tdsKey',
        planId: 'basic',
        signup: true,
      },
      { paymentMethod: 'card-9', campaignCode: '', signup: true },
    ]);
  });

  it("back from a new card's 3-D Secure challenge, verifies with the saved card", async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/payment-method/credit/challenge': { body: { accountPaymentMethodId: 'card-7' } },
      [verifyPath]: confirmAnswer,
    });
    await renderStep('/signup/plans?planId=basic&challengeId=ch_1', 'en');
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/plans/basic/confirm');
    expect(calls.map((call) => call.body)).toEqual([
      { challengeId: 'ch_1' },
      { paymentMethod: 'card-7', campaignCode: '', signup: true },
    ]);
  });

  it('offers no way to pay for a plan that cannot be bought, ', async () => {
    await renderStep('/signup/plans?planId=gone', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a plan' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists the plans again for a plan it does not offer', async () => {
    await renderStep('/signup/plans?planId=bought', 'en');
    expect(screen.getByRole('link', { name: 'Get this plan' })).toHaveAttribute('href', '/signup/plans?planId=basic');
  });
});
