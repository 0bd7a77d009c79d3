import type { AccountPaymentMethod, SubscriptionPaymentMethodScreenData } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aSubscription } from '../../testing/subscription-fixtures';
import SubscriptionCompletePage from '../subscription-complete/index';
import SubscriptionPaymentMethodPage from './index';

const card = (id: string, last4: string, expireDate: string): AccountPaymentMethod => ({
  accountPaymentMethodId: id,
  paymentMethodType: 'SbpsCredit',
  credit: { cardbrandCode: 'V', cardNumberSuffix: last4, expireDate },
  isContractUsed: false,
  usedBy: [],
});
const data = (over: Partial<SubscriptionPaymentMethodScreenData> = {}): SubscriptionPaymentMethodScreenData => ({
  subscription: aSubscription(),
  paymentMethods: [card('pm-1', '4242', '203012'), card('pm-2', '1111', '202001'), card('pm-3', '3184', '203101')],
  usableMethodIds: ['pm-1', 'pm-3'],
  provider: {
    origin: 'http://provider.example',
    tokenScriptUrl: 'http://provider.example/js/token.js',
    tds2ScriptUrl: 'http://provider.example/js/tds2info.js',
    tokenScriptIntegrity: null,
    tds2ScriptIntegrity: null,
    merchantId: 'm',
    serviceId: 's',
  },
  ...over,
});
const renderChange = (screenData = data(), language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/subscription/:subscriptionId/payment-method',
    url: '/mypage/subscription/sub-1/payment-method',
    page: SubscriptionPaymentMethodPage,
    data: screenData,
    language,
  });
const changePath = 'POST /zapi/subscription/sub-1/change-payment-method';

describe('/mypage/subscription/{id}/payment-method', () => {
  it('offers the usable methods (the current one chosen), the way to add one, and changes', async () => {
    const { calls } = mockFetch({
      [changePath]: { body: { redirectTo: '/mypage/subscription/sub-1/payment-method/complete' } },
    });
    await renderChange();
    expect(screen.getByRole('radio', { name: 'Visa（下4桁 4242）（現在のお支払い方法）' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /1111/ })).not.toBeInTheDocument();
    expect(screen.getByText('Visa（下4桁 1111）：有効期限切れのため選べません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新しいお支払い方法を登録する' })).toHaveAttribute(
      'href',
      '/mypage/payment-method?subscription=sub-1',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Visa（下4桁 3184）' }));
    await userEvent.click(screen.getByRole('button', { name: 'このお支払い方法に変更する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(
      '/mypage/subscription/sub-1/payment-method/complete',
    );
    expect(calls.map((call) => call.body)).toEqual([{ paymentMethodId: 'pm-3' }]);
  });

  it('shows a refusal in English', async () => {
    mockFetch({ [changePath]: apiError(409, 'PAYMENT_METHOD_UNUSABLE') });
    await renderChange(data(), 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Change to this payment method' }));
    expect(
      await screen.findByText('This payment method cannot be used. Please choose a valid one.'),
    ).toBeInTheDocument();
  });

  it('asks for a new method when none can pay', async () => {
    await renderChange(data({ usableMethodIds: [] }));
    expect(screen.getByText('選べるお支払い方法がありません。新しいカードを登録してください。')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the completion pages', () => {
  it('names the method now charged, and the way back', async () => {
    await renderPage({
      remote: 'mypage',
      path: '/mypage/subscription/:subscriptionId/payment-method/complete',
      url: '/mypage/subscription/sub-1/payment-method/complete',
      page: SubscriptionCompletePage,
      data: {
        subscriptionId: 'sub-1',
        planName: '見放題 月額プラン',
        endDate: null,
        accountPaymentMethod: aSubscription().accountPaymentMethod,
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'お支払い方法を変更しました' })).toBeInTheDocument();
    expect(
      screen.getByText('見放題 月額プランの次回からのお支払いはVisa（下4桁 4242）になります。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ご契約内容に戻る' })).toHaveAttribute(
      'href',
      '/mypage/subscription/sub-1',
    );
  });

  it('says until when a cancelled plan stays (English)', async () => {
    await renderPage({
      remote: 'mypage',
      path: '/mypage/subscription/:subscriptionId/cancel/complete',
      url: '/mypage/subscription/sub-1/cancel/complete',
      page: SubscriptionCompletePage,
      data: { subscriptionId: 'sub-1', planName: 'Monthly', endDate: '2026-12-09', accountPaymentMethod: null },
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your plan was cancelled' })).toBeInTheDocument();
    expect(screen.getByText('You can use Monthly until 2026/12/09.')).toBeInTheDocument();
  });
});
