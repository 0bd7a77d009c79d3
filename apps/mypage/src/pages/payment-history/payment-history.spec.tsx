import type { PaymentHistoryPage as PageData } from '@vs/contract';
import { renderPage } from '@vs/mf/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPaymentHistoryItem, aPaymentHistoryPage } from '../../testing/billing-fixtures';
import { stubViewport } from '../../testing/viewport';
import PaymentHistoryPage from './index';

const path = '/mypage/payment-history';
const renderHistory = (data: unknown, { url = path, language = 'ja' as 'ja' | 'en' } = {}) =>
  renderPage({ remote: 'mypage', path, url, page: PaymentHistoryPage, data, language });

const paid = aPaymentHistoryItem({ billingAmount: 12345, taxAmount: 1122, netBillingAmount: 11223 });
const free = aPaymentHistoryItem({
  earningsId: 'f0000000-0000-4000-8000-000000000009',
  createdAt: '2026-01-01T00:00:00.000Z',
  planName: '見放題 月額プラン',
  accountPaymentMethod: null,
  billingAmount: 0,
  taxAmount: 0,
  netBillingAmount: 0,
});
const paypay = aPaymentHistoryItem({
  earningsId: 'e0000000-0000-4000-8000-000000000008',
  accountPaymentMethod: { paymentMethodType: 'SbpsPaypay', credit: null },
});

describe('payment history', () => {
  it('shows a table from 1000 px: JST date, plan, method, amount and tax, the invoice link in a new tab', async () => {
    stubViewport(1280);
    await renderHistory(aPaymentHistoryPage({ items: [paid, free, paypay], totalCount: 3 }));
    const table = screen.getByRole('table', { name: '購入履歴一覧' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['購入日時（日本時間）', 'プラン', 'お支払い方法', '金額（税込）', '請求書']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '2026/04/01 08:30:00',
      '見放題 年額プラン',
      'Visa（下4桁 1111）',
      '12,345円うち消費税 1,122円（10%）',
      '請求書を表示',
    ]);
    const link = within(first as HTMLElement).getByRole('link', {
      name: '2026/04/01 08:30:00 見放題 年額プランの請求書を表示（新しいタブで開きます）',
    });
    expect(link).toHaveAttribute('href', `/mypage/invoice/${paid.earningsId}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A free row has nothing to invoice.
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2026/01/01 09:00:00', '見放題 月額プラン', '—', '無料', '—']);
    expect(within(second as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(third as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('PayPay');
    expect(screen.getByText('全3件（1/1ページ）')).toBeInTheDocument();
  });

  it('shows cards below 1000 px with the same facts', async () => {
    stubViewport(375);
    await renderHistory(aPaymentHistoryPage({ items: [paid, free], totalCount: 2 }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '購入履歴一覧' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute('target', '_blank');
    expect(within(cards[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when the last year has no purchase, with no page links', async () => {
    stubViewport(1280);
    await renderHistory(aPaymentHistoryPage({ items: [], totalCount: 0 }));
    expect(screen.getByText('過去1年間の購入履歴はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ' })).not.toBeInTheDocument();
  });

  it('numbers the pages and loads another by ?page=N', async () => {
    stubViewport(1280);
    const pageOf = (request: Request): PageData => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return aPaymentHistoryPage({
        items: [aPaymentHistoryItem({ planName: `プラン${page}` })],
        currentPage: page,
        lastPage: 2,
        totalCount: 11,
      });
    };
    await renderHistory(pageOf);
    const pages = screen.getByRole('navigation', { name: 'ページ' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/mypage/payment-history', '/mypage/payment-history?page=2']);
    expect(screen.getByText('プラン1')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: '2ページ目' }));
    expect(await screen.findByText('プラン2')).toBeInTheDocument();
    expect(screen.getByText('全11件（2/2ページ）')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    stubViewport(1280);
    await renderHistory(aPaymentHistoryPage({ items: [paid, free], totalCount: 2 }), { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment history' })).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '2026/04/01 08:30:00',
      '見放題 年額プラン',
      'Visa (last 4 digits 1111)',
      '¥12,345incl. tax ¥1,122 (10%)',
      'Show the invoice',
    ]);
    expect(within(second as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('Free');
  });
});
