import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPlanConfirm } from '../../testing/plan-fixtures';
import SignupPlanConfirmPage from './index';

const renderConfirm = (data = aPlanConfirm(), language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'plans-checkout',
    path: '/signup/plans/:planId/confirm',
    url: '/signup/plans/basic/confirm',
    page: SignupPlanConfirmPage,
    data: { ...data, step: { current: 4, total: 4 } },
    language,
  });

describe("sign-up's confirm step", () => {
  it("shows the plan page's order with sign-up's step bar; cancel returns to the plan step", async () => {
    await renderConfirm();
    expect(screen.getByRole('heading', { level: 1, name: 'ご購入内容の確認' })).toBeInTheDocument();
    expect(screen.getByText('STEP 4/4')).toBeInTheDocument();
    expect(screen.getByText('キャンペーンコード（DEMOFREE）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'キャンセル' })).toHaveAttribute('href', '/signup/plans?planId=basic');
  });

  it("buys with the verify's token and goes on to sign-up's complete page", async () => {
    const { calls } = mockFetch({
      'POST /zapi/purchase/basic': { body: { redirectTo: '/signup/plans/basic/complete', contractId: 'c' } },
    });
    await renderConfirm(aPlanConfirm(), 'en');
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/plans/basic/complete');
    expect(calls.map((call) => call.path)).toEqual(['/zapi/purchase/basic']);
  });

  it('back from a failed 3-D Secure challenge: the catalogue text and a way back to the plan step', async () => {
    mockFetch({ 'POST /zapi/purchase/basic/challenge-return': apiError(402, 'PURCHASE_CHARGE_3DS_FAILED') });
    await renderConfirm(aPlanConfirm({ challengeWaiting: true }), 'en');
    expect(
      await screen.findByText('The 3-D Secure authentication failed. Try another card or contact your card issuer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plan' })).toHaveAttribute(
      'href',
      '/signup/plans?planId=basic',
    );
  });
});
