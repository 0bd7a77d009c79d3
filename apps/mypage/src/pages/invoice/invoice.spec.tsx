import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anEarningsId, anInvoice, anInvoiceScreen } from '../../testing/billing-fixtures';
import InvoicePage from './index';

const path = '/mypage/invoice/:earningsId';
const issuePath = `POST /zapi/account/invoice/${anEarningsId}`;
const renderInvoice = (data: unknown, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, url: `/mypage/invoice/${anEarningsId}`, page: InvoicePage, data, language });
const addressee = () => screen.getByRole('textbox', { name: /宛名/ });
const submit = () => screen.getByRole('button', { name: '請求書を表示する' });
const termsOf = (sheet: HTMLElement) =>
  Object.fromEntries(
    within(sheet)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('invoice page', () => {
  it('asks for the addressee first, with the shared rules, and sends nothing until they hold', async () => {
    const { calls } = mockFetch({});
    await renderInvoice(anInvoiceScreen());
    expect(screen.getByText('2026/4/1 見放題 年額プラン 9,900円')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const honorifics = screen.getByRole('radiogroup', { name: '敬称' });
    expect(
      within(honorifics)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['なし', '様', '御中']);
    expect(within(honorifics).getByRole('radio', { name: 'なし' })).toBeChecked();
    await userEvent.click(submit());
    expect(await screen.findByText('宛名を入力してください')).toBeInTheDocument();
    expect(addressee()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('issues and shows it: issuer, registration number, dates (YYYY/M/D, JST), tax per rate, addressee', async () => {
    const { calls } = mockFetch({ [issuePath]: { body: anInvoice() } });
    await renderInvoice(anInvoiceScreen());
    await userEvent.type(addressee(), '株式会社デモ商事');
    await userEvent.click(screen.getByRole('radio', { name: '御中' }));
    await userEvent.click(submit());
    const sheet = await screen.findByRole('article', { name: '適格請求書' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/zapi/account/invoice/${anEarningsId}`,
        body: { addressee: '株式会社デモ商事', honorific: '御中' },
      },
    ]);
    expect(within(sheet).getByText('株式会社デモ商事 御中')).toBeInTheDocument();
    expect(termsOf(sheet)).toEqual({
      発行事業者: 'デモビデオストア株式会社',
      登録番号: 'T7123456789012',
      請求書番号: '20260401-1A2B3C4D-01',
      // 2026-12-03 01:00 UTC and 2026-03-31 23:30 UTC, in Japan.
      発行日: '2026/12/3',
      取引年月日: '2026/4/1',
      ご注文番号: 'b0b0b0b0-0000-4000-8000-000000000002',
      お支払い方法: 'Visa（下4桁 1111）',
      ご連絡先メールアドレス: 'member@example.com',
    });
    const rows = within(sheet)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '品目税率金額（税込）',
      '見放題 年額プラン10%9,900円',
      '合計（税込）9,900円',
      '10%対象9,900円（うち消費税 900円）',
      '消費税額900円',
      '税抜金額9,000円',
    ]);
    expect(within(sheet).queryByTestId('reissue-mark')).not.toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: '印刷する' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the latest issue at once, marked as a re-issue, and re-issues to another addressee', async () => {
    const reissued = anInvoice({ issueNumber: 3, addressee: '山田 太郎', honorific: '様' });
    const { calls } = mockFetch({ [issuePath]: { body: reissued } });
    await renderInvoice(anInvoiceScreen(anInvoice({ issueNumber: 2, honorific: '' })));
    const sheet = screen.getByRole('article', { name: '適格請求書' });
    expect(within(sheet).getByTestId('reissue-mark')).toHaveTextContent('再発行（第2版）');
    // No honorific: the addressee alone.
    expect(within(sheet).getByText('株式会社デモ商事')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '宛名を変えて再発行する' }));
    expect(addressee()).toHaveValue('株式会社デモ商事');
    await userEvent.clear(addressee());
    await userEvent.type(addressee(), '山田 太郎');
    await userEvent.click(screen.getByRole('radio', { name: '様' }));
    await userEvent.click(submit());
    expect(await screen.findByText('山田 太郎 様')).toBeInTheDocument();
    expect(screen.getByTestId('reissue-mark')).toHaveTextContent('再発行（第3版）');
    expect(calls.map((call) => call.body)).toEqual([{ addressee: '山田 太郎', honorific: '様' }]);
  });

  it('puts the server’s field errors on the fields', async () => {
    mockFetch({
      [issuePath]: apiError(400, 'VALIDATION_ERROR', {
        fieldErrors: { addressee: 'validation:invoice.addresseeTooLong' },
      }),
    });
    await renderInvoice(anInvoiceScreen());
    await userEvent.type(addressee(), '山田');
    await userEvent.click(submit());
    expect(await screen.findByText('宛名は100文字以内で入力してください')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    mockFetch({});
    await renderInvoice(anInvoiceScreen(anInvoice({ issueNumber: 2 })), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'Qualified invoice' });
    expect(within(sheet).getByTestId('reissue-mark')).toHaveTextContent('Re-issued (issue 2)');
    expect(termsOf(sheet)['Registration number']).toBe('T7123456789012');
    expect(within(sheet).getByText('10% items').nextElementSibling).toHaveTextContent('¥9,900 (incl. tax ¥900)');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
