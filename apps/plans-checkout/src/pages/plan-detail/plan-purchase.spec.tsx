import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedPaymentMethod } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPlan, aPlanDetail } from '../../testing/plan-fixtures';
import PlanDetailPage from './index';

/** How to pay is a lazy chunk: rendered once its form is there. */
const renderMember = async (
  language: 'ja' | 'en' = 'ja',
  data = aPlanDetail({ isMember: true }),
  choiceShown = true,
) => {
  const rendered = await renderPage({
    remote: 'plans-checkout',
    path: '/plans/:planId',
    url: `/plans/${data.plan.planId}`,
    page: PlanDetailPage,
    data,
    language,
  });
  if (choiceShown)
    await screen.findByRole('radio', { name: language === 'ja' ? 'キャンペーンコード' : 'Campaign code' });
  return rendered;
};
const verifyPath = 'POST /zapi/purchase/verify/basic';

describe('plan detail: how to pay', () => {
  it("asks for a payment method first ('支払い方法が選択されていません'), then reveals the code field", async () => {
    const { calls } = mockFetch({});
    await renderMember();
    expect(screen.getByRole('heading', { level: 2, name: 'お支払い方法' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'お支払い方法（クレジットカード、キャリア決済、PayPay、PayPal）を登録する' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /キャンペーンコード/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'このプランを契約する' }));
    expect(await screen.findByText('支払い方法が選択されていません')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'キャンペーンコード' }));
    const code = screen.getByRole('textbox', { name: /キャンペーンコード/ });
    await userEvent.click(screen.getByRole('button', { name: 'このプランを契約する' }));
    expect(await screen.findByText('キャンペーンコードを入力してください')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('verifies the code and goes to the confirm page', async () => {
    const { calls } = mockFetch({ [verifyPath]: { body: { redirectTo: '/plans/basic/confirm', order: {} } } });
    await renderMember();
    await userEvent.click(screen.getByRole('radio', { name: 'キャンペーンコード' }));
    await userEvent.type(screen.getByRole('textbox', { name: /キャンペーンコード/ }), 'DEMOFREE');
    await userEvent.click(screen.getByRole('button', { name: 'このプランを契約する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/basic/confirm');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/purchase/verify/basic',
        body: { paymentMethod: 'CampaignCode', campaignCode: 'DEMOFREE' },
      },
    ]);
  });

  it('offers the saved methods, verifies the chosen one, and links to registering another', async () => {
    const { calls } = mockFetch({ [verifyPath]: { body: { redirectTo: '/plans/basic/confirm', order: {} } } });
    const savedPaymentMethods: SavedPaymentMethod[] = [
      {
        accountPaymentMethodId: 'card-1',
        paymentMethodType: 'SbpsCredit',
        credit: { cardbrandCode: 'V', cardNumberSuffix: '1111', expireDate: '203012' },
      },
      { accountPaymentMethodId: 'paypay-1', paymentMethodType: 'SbpsPaypay', credit: null },
    ];
    await renderMember('en', aPlanDetail({ isMember: true, savedPaymentMethods }));
    expect(screen.getByRole('radio', { name: 'PayPay' })).toBeInTheDocument();
    // The plan goes along, so My Page's completion can lead back here.
    expect(screen.getByRole('link', { name: 'Register another payment method' })).toHaveAttribute(
      'href',
      '/mypage/payment-method?plan=basic',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Visa (last 4 digits 1111)' }));
    expect(screen.queryByRole('textbox', { name: /Campaign code/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get this plan' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/basic/confirm');
    expect(calls).toEqual([
      { method: 'POST', path: '/zapi/purchase/verify/basic', body: { paymentMethod: 'card-1', campaignCode: '' } },
    ]);
  });

  it("shows the server's field message for an unknown code", async () => {
    mockFetch({
      [verifyPath]: apiError(400, 'VALIDATION_ERROR', {
        fieldErrors: { campaignCode: 'validation:payment.campaignCodeInvalid' },
      }),
    });
    await renderMember('en');
    await userEvent.click(screen.getByRole('radio', { name: 'Campaign code' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Campaign code/ }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Get this plan' }));
    expect(await screen.findByText('Please enter a valid campaign code.')).toBeInTheDocument();
  });

  it.each([
    ['PURCHASE_CAMPAIGN_NOT_APPLICABLE', 'このキャンペーンコードはこのプランには適用できません。'],
    [
      'PURCHASE_CAMPAIGN_NOT_FREE',
      'このキャンペーンは割引率が100%ではないため、キャンペーンコードだけではお支払いできません。',
    ],
    ['PURCHASE_CONTRACT_LIMIT', '契約数の上限に達しているため購入できません'],
    ['PURCHASE_SOLD_OUT', 'このプランは完売したため購入できません。'],
  ])('shows the catalogue message of %s', async (code, text) => {
    mockFetch({ [verifyPath]: apiError(409, code) });
    await renderMember();
    await userEvent.click(screen.getByRole('radio', { name: 'キャンペーンコード' }));
    await userEvent.type(screen.getByRole('textbox', { name: /キャンペーンコード/ }), 'DEMOFREE');
    await userEvent.click(screen.getByRole('button', { name: 'このプランを契約する' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps a guest on the login link, and a member with an unavailable plan on the disabled button', async () => {
    await renderMember('ja', aPlanDetail(), false);
    expect(screen.getByRole('link', { name: 'このプランを契約する' })).toHaveAttribute('href', '/plans/basic/confirm');
    expect(screen.queryByRole('heading', { name: 'お支払い方法' })).not.toBeInTheDocument();
  });

  it('offers no payment choice on a sold-out plan', async () => {
    await renderMember('ja', aPlanDetail({ isMember: true, plan: aPlan({ salesLimit: 1, salesCount: 1 }) }), false);
    expect(screen.getByRole('button', { name: '売り切れ' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
