import type { SubscriptionDetail } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aSubscription } from '../../testing/subscription-fixtures';
import SubscriptionPage from './index';

const renderDetail = (subscription: SubscriptionDetail, language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/subscription/:subscriptionId',
    url: `/mypage/subscription/${subscription.subscriptionId}`,
    page: SubscriptionPage,
    data: { subscription },
    language,
  });
const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/mypage/subscription/{id}', () => {
  it('shows the contract, its payment method and the ways to change or cancel it', async () => {
    await renderDetail(
      aSubscription({
        billingAmount: 495,
        campaign: { campaignName: '半額キャンペーン' },
        campaignApplicablePeriod: { startDate: '2026-10-10', endDate: '2027-01-09' },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: '見放題 月額プラン' })).toBeInTheDocument();
    expect(screen.getByText('全作品が見放題。')).toBeInTheDocument();
    expect(term('ご請求金額')).toBe('495円（税込）');
    expect(term('通常価格')).toBe('990円（税込）');
    expect(term('キャンペーン')).toBe('半額キャンペーン');
    expect(term('キャンペーン期間')).toBe('2026/10/10 〜 2027/01/09');
    expect(term('更新周期')).toBe('月額');
    expect(term('次回決済日')).toBe('2026/12/10');
    expect(term('お支払い方法')).toBe('Visa（下4桁 4242）');
    expect(term('初回決済日')).toBe('2026/10/10');
    expect(screen.getByRole('link', { name: 'お支払い方法を変更する' })).toHaveAttribute(
      'href',
      '/mypage/subscription/sub-1/payment-method',
    );
    expect(screen.getByRole('link', { name: '解約する' })).toHaveAttribute('href', '/mypage/subscription/sub-1/cancel');
  });

  it('shows a scheduled cancellation’s end, hides billing, and undoes it', async () => {
    const { calls } = mockFetch({
      'POST /zapi/subscription/sub-1/withdraw/cancel': { body: { subscription: aSubscription() } },
    });
    await renderDetail(
      aSubscription({
        badge: 'cancelScheduled',
        subscriptionStatus: 'CANCEL_REQUEST',
        nextSettlementDay: null,
        isWithdraw: true,
        canUndoCancel: true,
      }),
    );
    expect(
      screen.getByText('このプランは2026/12/09まで引き続きご利用いただけます。それ以降は自動的に解約されます。'),
    ).toBeInTheDocument();
    expect(term('ご利用期限')).toBe('2026/12/09');
    expect(screen.queryByText('お支払い方法')).not.toBeInTheDocument();
    expect(screen.queryByText('ご請求金額')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '解約する' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '解約を取り消して利用を続ける' }));
    expect(await screen.findByRole('status')).toHaveTextContent('解約を取り消しました。引き続きご利用いただけます。');
    expect(screen.getByText('契約中')).toBeInTheDocument();
    expect(term('次回決済日')).toBe('2026/12/10');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /zapi/subscription/sub-1/withdraw/cancel',
    ]);
  });

  it('says why the undo is not offered: the renewal has begun, or no usable method', async () => {
    const scheduled = { badge: 'cancelScheduled', nextSettlementDay: null, isWithdraw: true } as const;
    const { unmount } = await renderDetail(aSubscription({ ...scheduled, isRenewing: true }));
    expect(screen.getByText(/ただいま契約を更新しています。/)).toBeInTheDocument();
    expect(screen.getByText('次回決済日の前日を過ぎたため、解約を取り消すことはできません。')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    await renderDetail(aSubscription({ ...scheduled, isCardExpired: true }));
    expect(
      screen.getByText('クレジットカードの有効期限が切れています。お支払い方法を変更してください。'),
    ).toBeInTheDocument();
    expect(screen.getByText('解約を取り消すには、有効なお支払い方法の登録が必要です。')).toBeInTheDocument();
  });

  it('blocks change and cancel while renewing', async () => {
    await renderDetail(aSubscription({ isRenewing: true }));
    expect(screen.getByText(/お支払い方法の変更と解約の手続きはできません/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'お支払い方法を変更する' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '解約する' })).not.toBeInTheDocument();
  });

  it('on hold: the message and the retry, with the refusal shown (English)', async () => {
    mockFetch({
      'POST /zapi/subscription/sub-1/re-settlement': apiError(409, 'SUBSCRIPTION_RETRY_TOO_EARLY'),
    });
    await renderDetail(
      aSubscription({ badge: 'onHold', subscriptionStatus: 'HOLD', retryAvailableFrom: '2026-12-11' }),
      'en',
    );
    expect(screen.getByText(/the renewal of your contract is on hold/)).toBeInTheDocument();
    expect(screen.getByText('You can try again from 2026/12/11.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    expect(await screen.findByText('You can try the payment again from the day after it failed.')).toBeInTheDocument();
  });

  it('on hold with a retry running: the wait message, no button', async () => {
    await renderDetail(aSubscription({ badge: 'onHold', subscriptionStatus: 'HOLD', isRetryInProgress: true }));
    expect(screen.getByText(/お支払いを処理しています。/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'お支払いを再度試す' })).not.toBeInTheDocument();
  });
});
