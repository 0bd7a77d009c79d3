import type { Survey } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aSubscription } from '../../testing/subscription-fixtures';
import SubscriptionCancelPage from './index';

const survey: Survey = {
  surveyName: '解約アンケート',
  surveyDescription: null,
  questions: [
    {
      questionId: 'reason',
      questionType: 'radio',
      questionTitle: '解約の理由',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [{ optionTitle: '料金が高い' }, { optionTitle: 'その他' }],
    },
  ],
};
const renderCancel = () =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/subscription/:subscriptionId/cancel',
    url: '/mypage/subscription/sub-1/cancel',
    page: SubscriptionCancelPage,
    data: { subscription: aSubscription({ survey }) },
  });
const cancelPath = 'POST /zapi/subscription/sub-1/withdraw';

describe('/mypage/subscription/{id}/cancel', () => {
  it('says until when the plan stays, asks the survey, and cancels', async () => {
    const { calls } = mockFetch({
      [cancelPath]: { body: { redirectTo: '/mypage/subscription/sub-1/cancel/complete' } },
    });
    await renderCancel();
    expect(screen.getByText('見放題 月額プランを解約します。2026/12/09まではご利用いただけます。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '解約する' }));
    expect(await screen.findByText('選択してください。')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: '料金が高い' }));
    await userEvent.click(screen.getByRole('button', { name: '解約する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/subscription/sub-1/cancel/complete');
    expect(calls).toEqual([
      { method: 'POST', path: '/zapi/subscription/sub-1/withdraw', body: { surveyAnswers: { reason: '料金が高い' } } },
    ]);
  });

  it('shows the catalogue’s refusal', async () => {
    mockFetch({ [cancelPath]: apiError(409, 'SUBSCRIPTION_RENEWING') });
    await renderCancel();
    await userEvent.click(screen.getByRole('radio', { name: 'その他' }));
    await userEvent.click(screen.getByRole('button', { name: '解約する' }));
    expect(
      await screen.findByText('ただいま契約を更新しています。更新が終わってから、もう一度お試しください。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '解約しないで戻る' })).toHaveAttribute(
      'href',
      '/mypage/subscription/sub-1',
    );
  });
});
