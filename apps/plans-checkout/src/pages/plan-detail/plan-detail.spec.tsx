import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPlan, aPlanDetail } from '../../testing/plan-fixtures';
import PlanDetailPage from './index';

const renderDetail = (data = aPlanDetail(), language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'plans-checkout',
    path: '/plans/:planId',
    url: `/plans/${data.plan.planId}`,
    page: PlanDetailPage,
    data,
    language,
  });

describe('plan detail page', () => {
  it('shows the plan, its price and a contract link to the confirm step', async () => {
    await renderDetail(aPlanDetail({ plan: aPlan({ planId: 'basic', planName: 'ベーシック', freeTrialDays: 7 }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'ベーシック' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('ベーシック'));
    expect(screen.getByText('月額 1,980円（税込）')).toBeInTheDocument();
    expect(screen.getByText('7日間の無料トライアル付き')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7日間無料で試す' })).toHaveAttribute('href', '/plans/basic/confirm');
    expect(screen.getByRole('link', { name: 'プラン一覧に戻る' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('heading', { level: 2, name: 'プランの内容' })).toBeInTheDocument();
  });

  it('renders stored markup sanitised', async () => {
    const markup =
      '<p>全作品 <strong>見放題</strong></p><img src=x onerror="alert(1)"><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">x</a>';
    const { container } = await renderDetail(aPlanDetail({ plan: aPlan({ planDescription: markup }) }));
    expect(screen.getByText('見放題').tagName).toBe('STRONG');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(screen.getByText('x').closest('a')).not.toHaveAttribute('href');
  });

  it('keeps the line breaks of a plain-text description', async () => {
    await renderDetail(aPlanDetail({ plan: aPlan({ planDescription: 'line one\nline two' }) }));
    const text = screen.getByText(/line one/);
    expect(text.textContent).toBe('line one\nline two');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
  });

  it('shows the sales period in Japan time and the few-left label', async () => {
    const plan = aPlan({
      salesStartDate: '2025-05-31T15:00:00Z',
      salesEndDate: '2025-06-30T14:59:00Z',
      salesLimit: 5,
      salesCount: 4,
    });
    await renderDetail(aPlanDetail({ plan }));
    expect(screen.getByText('販売期間：2025/06/01 00:00 〜 2025/06/30 23:59（日本時間）')).toBeInTheDocument();
    expect(screen.getByText('残りわずか')).toBeInTheDocument();
  });

  it('offers no contract for a held, limited or sold-out plan', async () => {
    await renderDetail(aPlanDetail({ isContracted: true }));
    expect(screen.getByRole('button', { name: 'ご契約中' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: /契約/ })).not.toBeInTheDocument();
  });

  it('announces a disabled reason in English and switches to Japanese', async () => {
    const { i18n } = await renderDetail(
      aPlanDetail({ plan: aPlan({ salesLimit: 3, salesCount: 3, salesEndDate: '2030-01-01T00:00:00Z' }) }),
      'en',
    );
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('On sale until 2030/01/01 09:00 (JST)')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByRole('button', { name: '売り切れ' })).toBeInTheDocument();
  });

  it('goes back to the list', async () => {
    await renderDetail();
    await userEvent.click(screen.getByRole('link', { name: 'プラン一覧に戻る' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/plans');
  });
});
