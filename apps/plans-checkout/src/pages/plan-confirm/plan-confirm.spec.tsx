import type { Survey } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onFlowError } from '@vs/api-client';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPlan, aPlanConfirm, anOrder } from '../../testing/plan-fixtures';
import PlanConfirmPage from './index';

const survey: Survey = {
  surveyName: 'ご契約アンケート',
  surveyDescription: null,
  questions: [
    {
      questionId: 'source',
      questionType: 'radio',
      questionTitle: 'このサービスを何で知りましたか',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [{ optionTitle: 'SNS' }, { optionTitle: 'その他' }],
    },
  ],
};
const renderConfirm = (data = aPlanConfirm(), language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'plans-checkout',
    path: '/plans/:planId/confirm',
    url: `/plans/${data.plan.planId}/confirm`,
    page: PlanConfirmPage,
    data,
    language,
  });
const purchasePath = 'POST /zapi/purchase/basic';

describe('plan confirm page', () => {
  it('shows the order: amount with tax, re-contract, the free campaign then the normal price, expiries', async () => {
    await renderConfirm();
    expect(screen.getByRole('heading', { level: 1, name: 'ご購入内容の確認' })).toBeInTheDocument();
    expect(screen.getByText('0円')).toBeInTheDocument();
    expect(screen.getByText('（うち消費税10% 0円）')).toBeInTheDocument();
    expect(screen.getByText('新規契約')).toBeInTheDocument();
    expect(screen.getByText('30日間無料キャンペーン')).toBeInTheDocument();
    expect(screen.getByText('30日間無料、その後 1,980円')).toBeInTheDocument();
    expect(screen.getByText('無料期間の終了：2025/07/01')).toBeInTheDocument();
    expect(screen.getByText('契約の終了日').nextSibling).toHaveTextContent('2025/07/01');
    expect(screen.getByText('キャンペーンコード（DEMOFREE）')).toBeInTheDocument();
    expect(screen.queryByText('初回お支払い日')).not.toBeInTheDocument();
  });

  it('names a saved card by its brand and last four digits, never by its id', async () => {
    await renderConfirm(
      aPlanConfirm({
        paymentMethod: 'card-1',
        campaignCode: null,
        savedPaymentMethod: {
          accountPaymentMethodId: 'card-1',
          paymentMethodType: 'SbpsCredit',
          credit: { cardbrandCode: 'V', cardNumberSuffix: '1111', expireDate: '203012' },
        },
      }),
      'en',
    );
    expect(screen.getByText('Payment method').nextSibling).toHaveTextContent('Visa (last 4 digits 1111)');
    expect(screen.queryByText('card-1')).not.toBeInTheDocument();
  });

  it('shows a discount as its count of payments, the first payment day and a re-contract, in English', async () => {
    await renderConfirm(
      aPlanConfirm({
        order: anOrder({
          billingAmount: 990,
          taxAmount: 90,
          campaignType: 'discount',
          freeDays: null,
          discountContinuationCount: 3,
          discountedPrice: 990,
          campaignName: 'Half price',
          campaignEndDate: null,
          firstPaymentDay: '2025-06-01T03:00:00.000Z',
          isReContract: true,
          subscriptionExpiration: null,
          entitlementExpiration: null,
        }),
      }),
      'en',
    );
    expect(screen.getByText('(including 10% consumption tax of ¥90)')).toBeInTheDocument();
    expect(screen.getByText('¥990 for 3 payments, then ¥1,980')).toBeInTheDocument();
    expect(screen.getByText('Re-contract')).toBeInTheDocument();
    expect(screen.getByText('First payment day').nextSibling).toHaveTextContent('2025/06/01');
    expect(screen.queryByText('Contract ends')).not.toBeInTheDocument();
    expect(screen.queryByText('Viewing available until')).not.toBeInTheDocument();
  });

  it("requires the survey's answers, then buys with the verify's token and goes to the complete page", async () => {
    const { calls } = mockFetch({ [purchasePath]: { body: { redirectTo: '/plans/basic/complete', contractId: 'c' } } });
    await renderConfirm(aPlanConfirm({ survey }));
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    expect(await screen.findByText('選択してください。')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'SNS' }));
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/basic/complete');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/purchase/basic',
        body: {
          paymentMethod: 'CampaignCode',
          campaignCode: 'DEMOFREE',
          purchaseToken: '11111111-2222-4333-8444-555555555555',
          surveyAnswers: { source: 'SNS' },
        },
      },
    ]);
  });

  it('cancel returns to the plan page', async () => {
    await renderConfirm(aPlanConfirm({ plan: aPlan({ planId: 'monthly' }) }));
    expect(screen.getByRole('link', { name: 'キャンセル' })).toHaveAttribute('href', '/plans/monthly');
  });

  it.each([
    ['PURCHASE_SOLD_OUT', 409, 'このプランは完売したため購入できません。'],
    ['PURCHASE_CONTRACT_LIMIT', 409, '契約数の上限に達しているため購入できません'],
    ['PURCHASE_TOKEN_REUSED', 409, '二重請求の可能性があるため処理を中止しました。'],
    ['PURCHASE_TOO_FREQUENT', 429, '購入の操作が短時間に繰り返されました。しばらくしてからお試しください。'],
    ['PURCHASE_NO_PAYMENT_METHOD', 422, 'お支払い方法が登録されていません。'],
    ['PURCHASE_CAMPAIGN_CANNOT_RENEW', 422, 'キャンペーンコードでのお支払いではこのプランを再契約できません。'],
    ['PURCHASE_NOT_PURCHASABLE', 409, 'この商品は購入できません。'],
  ])('shows the catalogue message of %s', async (code, status, text) => {
    mockFetch({ [purchasePath]: apiError(status, code) });
    await renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('hands INVALID_SESSION_FLOW to the restart-flow modal and shows no message of its own', async () => {
    const flowErrors: string[] = [];
    const stop = onFlowError((error) => flowErrors.push(error.redirectTo ?? ''));
    mockFetch({
      [purchasePath]: apiError(409, 'INVALID_SESSION_FLOW', { flowError: true, redirectTo: '/plans/basic' }),
    });
    await renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    await screen.findByRole('button', { name: '購入する' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flowErrors).toEqual(['/plans/basic']);
    expect(screen.queryByText(/予期しない操作/)).not.toBeInTheDocument();
    stop();
  });

  it('back from a failed 3-D Secure challenge: finishes at once, shows the catalogue text, no button', async () => {
    const { calls } = mockFetch({
      'POST /zapi/purchase/basic/challenge-return': apiError(402, 'PURCHASE_CHARGE_3DS_FAILED'),
    });
    await renderConfirm(aPlanConfirm({ challengeWaiting: true }), 'en');
    expect(
      await screen.findByText('The 3-D Secure authentication failed. Try another card or contact your card issuer.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/zapi/purchase/basic/challenge-return')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plan' })).toBeInTheDocument();
  });
});
