import type { MypagePlansScreenData } from '@vs/contract';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aSubscriptionCard } from '../../testing/subscription-fixtures';
import MypagePlansPage from './index';

const renderPlans = (data: MypagePlansScreenData, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/plans', page: MypagePlansPage, data, language });

describe('/mypage/plans', () => {
  it('shows each contract with its badge, renewal, day and warnings, linking to its detail', async () => {
    await renderPlans({
      subscriptions: [
        aSubscriptionCard({ isCardExpired: true }),
        aSubscriptionCard({
          subscriptionId: 'sub-2',
          planName: '年額プラン',
          badge: 'trial',
          subscriptionStatus: 'NEW_TRIAL_CONTRACT',
          renewSpan: 12,
          endDate: '2026-11-26',
          nextSettlementDay: '2026-11-27',
          isRenewing: true,
        }),
        aSubscriptionCard({
          subscriptionId: 'sub-3',
          planName: '週プラン',
          badge: 'cancelScheduled',
          renewSpanUnit: 'weeks',
          renewSpan: 2,
          nextSettlementDay: null,
          endDate: '2026-12-01',
        }),
        aSubscriptionCard({
          subscriptionId: 'sub-4',
          planName: '旧プラン',
          badge: 'cancelled',
          nextSettlementDay: null,
        }),
      ],
    });
    const [first, second, third, fourth] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('link', { name: '見放題 月額プラン' })).toHaveAttribute(
      'href',
      '/mypage/subscription/sub-1',
    );
    expect(first).toHaveTextContent('契約中');
    expect(first).toHaveTextContent('月額');
    expect(first).toHaveTextContent('次回決済日：2026/12/10');
    expect(first).toHaveTextContent('クレジットカードの有効期限が切れています。');
    expect(second).toHaveTextContent('無料トライアル中2026/11/26まで');
    expect(second).toHaveTextContent('年額');
    expect(second).toHaveTextContent('契約更新中');
    expect(third).toHaveTextContent('解約予定');
    expect(third).toHaveTextContent('2週間ごと');
    expect(third).toHaveTextContent('ご利用期限：2026/12/01');
    expect(third).not.toHaveTextContent('次回決済日');
    expect(fourth).toHaveTextContent('解約済み');
  });

  it('says when there is none, in English too', async () => {
    await renderPlans({ subscriptions: [] }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Your plans' })).toBeInTheDocument();
    expect(screen.getByText('You have no contract.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a plan' })).toHaveAttribute('href', '/plans');
  });
});
