import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { fillCard, provider, stubProvider } from '../../testing/card-fixtures';
import { aPlanDetail } from '../../testing/plan-fixtures';
import PlanDetailPage from './index';

const creditPath = 'POST /zapi/account/payment-method/credit';
const verifyPath = 'POST /zapi/purchase/verify/basic';

const renderMember = async (url = '/plans/basic', paymentProvider: typeof provider | null = provider) => {
  await renderPage({
    remote: 'plans-checkout',
    path: '/plans/:planId',
    url,
    page: PlanDetailPage,
    data: aPlanDetail({ isMember: true, paymentProvider }),
    language: 'en',
  });
  await screen.findByRole('radio', { name: 'Campaign code' });
};

describe('plan detail: a new card', { timeout: 30_000 }, () => {
  it('offers no new card when the store has no payment provider', async () => {
    mockFetch({});
    await renderMember('/plans/basic', null);
    expect(screen.queryByRole('radio', { name: 'New credit card' })).not.toBeInTheDocument();
  });

  it('checks the card rules before anything is sent', async () => {
    const { calls } = mockFetch({});
    await renderMember();
    await userEvent.click(screen.getByRole('radio', { name: 'New credit card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get this plan' }));
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('saves the card from its tokens only, then verifies the purchase with the saved method', async () => {
    const { calls } = mockFetch({
      [creditPath]: { body: { accountPaymentMethodId: 'card-9' } },
      [verifyPath]: { body: { redirectTo: '/plans/basic/confirm', order: {} } },
    });
    const seen = stubProvider();
    await renderMember();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Get this plan' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/basic/confirm');
    expect(seen).toMatchObject([{ ccNumber: '4111111111111111', securityCode: '123' }]);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/payment-method/credit',
        body: { token: 'tok', tokenKey: 'key', tds2infoToken: 'tds', tds2infoTokenKey: 'tdsKey', planId: 'basic' },
      },
      { method: 'POST', path: '/zapi/purchase/verify/basic', body: { paymentMethod: 'card-9', campaignCode: '' } },
    ]);
    expect(JSON.stringify(calls)).not.toContain('4111');
  });

  it("says the provider's refusal in the payment catalogue's words", async () => {
    mockFetch({ [creditPath]: apiError(402, 'PAYMENT_METHOD_REGISTRATION_FAILED') });
    stubProvider();
    await renderMember();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Get this plan' }));
    expect(await screen.findByText('Failed to register the credit card.')).toBeInTheDocument();
  });

  it('back from a passed challenge, verifies with the saved card; a failed one says so', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/payment-method/credit/challenge': { body: { accountPaymentMethodId: 'card-7' } },
      [verifyPath]: { body: { redirectTo: '/plans/basic/confirm', order: {} } },
    });
    await renderMember('/plans/basic?challengeId=ch_1');
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/basic/confirm');
    expect(calls.map((call) => call.body)).toEqual([
      { challengeId: 'ch_1' },
      { paymentMethod: 'card-7', campaignCode: '' },
    ]);
  });

  it('shows the 3-D Secure failure after a failed challenge', async () => {
    mockFetch({ 'POST /zapi/account/payment-method/credit/challenge': apiError(402, 'THREE_D_SECURE_FAILED') });
    await renderMember('/plans/basic?challengeId=ch_2');
    expect(
      await screen.findByText('The 3-D Secure authentication failed. Try another card or contact your card issuer.'),
    ).toBeInTheDocument();
  });
});
