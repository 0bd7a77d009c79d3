import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPlan, aPlanList } from '../../testing/plan-fixtures';
import PlanListPage from './index';

const renderList = (data = aPlanList(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'plans-checkout', path: '/plans', page: PlanListPage, data, language });

function cardOf(name: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

describe('plan list page', () => {
  it('shows a card with name, plain description, price, renewal and a link to the plan', async () => {
    await renderList(
      aPlanList({
        plans: [
          aPlan({ planId: 'basic', planName: 'ベーシック', planDescription: '<p>全作品<br>見放題</p>', price: 1980 }),
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'プラン一覧' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('プラン一覧'));
    const card = cardOf('ベーシック');
    expect(within(card).getByText('全作品 見放題')).toBeInTheDocument();
    expect(card.innerHTML).not.toContain('&lt;p');
    expect(within(card).getByText('月額 1,980円（税込）')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'このプランを契約する' });
    expect(link).toHaveAttribute('href', '/plans/basic');
    expect(link).toHaveAccessibleDescription('ベーシック');
  });

  it('lists current contracts first, then contractable plans, as lists under their own headings', async () => {
    await renderList(
      aPlanList({
        contractedPlans: [aPlan({ planId: 'mine', planName: 'Mine' })],
        plans: [aPlan({ planId: 'a', planName: 'Alpha' }), aPlan({ planId: 'b', planName: 'Beta' })],
      }),
    );
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName}:${h.textContent ?? ''}`);
    expect(headings).toEqual([
      'H1:プラン一覧',
      'H2:ご契約中のプラン',
      'H3:Mine',
      'H2:ご契約いただけるプラン',
      'H3:Alpha',
      'H3:Beta',
    ]);
    const [contracted, available] = screen.getAllByRole('list');
    expect(within(contracted as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(within(available as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // A held plan is shown as such and offers no second contract.
    const held = within(cardOf('Mine')).getByRole('button', { name: 'ご契約中' });
    expect(held).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no contracts section for a guest, and says so when nothing is on sale', async () => {
    await renderList(aPlanList({ contractedPlans: [], plans: [] }));
    expect(screen.queryByRole('heading', { name: 'ご契約中のプラン' })).not.toBeInTheDocument();
    expect(screen.getByText('現在ご契約いただけるプランはありません。')).toBeInTheDocument();
  });

  it('labels and disables buttons by availability; a disabled one is not a link', async () => {
    const now = '2025-06-01T00:00:00.000Z';
    await renderList(
      aPlanList({
        now,
        plans: [
          aPlan({ planId: 'ended', planName: 'Ended', salesEndDate: now }),
          aPlan({ planId: 'soon', planName: 'Soon', salesStartDate: '2025-06-02T00:00:00Z' }),
          aPlan({ planId: 'gone', planName: 'Gone', salesLimit: 10, salesCount: 10 }),
          aPlan({ planId: 'trial', planName: 'Trial', freeTrialDays: 14 }),
          aPlan({ planId: 'few', planName: 'Few', salesLimit: 100, salesCount: 80 }),
        ],
      }),
    );
    for (const [name, label] of [
      ['Ended', '販売終了'],
      ['Soon', '販売開始前'],
      ['Gone', '売り切れ'],
    ] as const) {
      const card = cardOf(name);
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: label })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(cardOf('Gone')).getByText('売り切れ', { selector: 'p' })).toBeInTheDocument();
    const trial = cardOf('Trial');
    expect(within(trial).getByRole('link', { name: '14日間無料で試す' })).toHaveAttribute('href', '/plans/trial');
    expect(within(trial).getByText('14日間の無料トライアル付き')).toBeInTheDocument();
    expect(within(cardOf('Few')).getByText('残りわずか')).toBeInTheDocument();
    expect(within(cardOf('Few')).getByRole('link', { name: 'このプランを契約する' })).toBeInTheDocument();
  });

  it('disables every plan when the contract limit is reached', async () => {
    await renderList(aPlanList({ isContractLimited: true, plans: [aPlan({ planName: 'A', freeTrialDays: 7 })] }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '契約数の上限に達しています' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows renewal spans and viewing periods', async () => {
    await renderList(
      aPlanList({
        plans: [
          aPlan({ planId: 'y', planName: 'Yearly', renewSpanUnit: 'months', renewSpan: 12, price: 19800 }),
          aPlan({ planId: 'w', planName: 'Weekly', renewSpanUnit: 'weeks', renewSpan: 2, price: 500 }),
          aPlan({
            planId: 'r',
            planName: 'Rental',
            planType: 'rental',
            renewSpanUnit: 'days',
            renewSpan: 7,
            price: 440,
          }),
          aPlan({
            planId: 'p',
            planName: 'Buy',
            planType: 'purchase',
            renewSpanUnit: null,
            renewSpan: null,
            price: 2500,
          }),
        ],
      }),
    );
    expect(within(cardOf('Yearly')).getByText('年額 19,800円（税込）')).toBeInTheDocument();
    expect(within(cardOf('Weekly')).getByText('2週間ごと 500円（税込）')).toBeInTheDocument();
    expect(within(cardOf('Rental')).getByText('440円（税込）')).toBeInTheDocument();
    expect(within(cardOf('Rental')).getByText('視聴期間 7日間')).toBeInTheDocument();
    expect(within(cardOf('Buy')).getByText('2,500円（税込）')).toBeInTheDocument();
  });

  it('renders in English and switches language in place', async () => {
    const { i18n } = await renderList(aPlanList({ plans: [aPlan({ planName: 'Basic', freeTrialDays: 31 })] }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByText('¥1,980 per month (tax included)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start 31-day free trial' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByRole('heading', { level: 1, name: 'プラン一覧' })).toBeInTheDocument();
    expect(screen.getByText('月額 1,980円（税込）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '31日間無料で試す' })).toBeInTheDocument();
  });

  it('follows a card link to the plan page', async () => {
    await renderList(aPlanList({ plans: [aPlan({ planId: 'p 1', planName: 'Spaced' })] }));
    await userEvent.click(screen.getByRole('link', { name: 'このプランを契約する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/p%201');
  });
});
