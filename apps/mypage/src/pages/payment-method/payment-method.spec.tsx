import type { AccountPaymentMethod, PaymentMethodScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { removeProviderStub, sandboxProviderSettings, stubProvider } from '@vs/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentMethodPage from './index';

const path = '/mypage/payment-method';
const provider = sandboxProviderSettings;
const visa: AccountPaymentMethod = {
  accountPaymentMethodId: '7d9f0a3e-0000-4000-8000-000000000001',
  paymentMethodType: 'SbpsCredit',
  credit: { cardbrandCode: 'V', cardNumberSuffix: '1111', expireDate: '203012' },
  isContractUsed: true,
  usedBy: [{ planName: 'プレミアム', pendingCancellation: false }],
};
const data = (paymentMethods: AccountPaymentMethod[] = []): PaymentMethodScreenData => ({
  paymentMethods,
  addableTypes: ['SbpsCredit'],
  provider,
});
const renderMethods = (screenData: unknown, url = path, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, url, page: PaymentMethodPage, data: screenData, language });

afterEach(removeProviderStub);

async function fillCard(number = '4111 1111 1111 1111', code = '123') {
  await userEvent.click(screen.getByRole('radio', { name: 'クレジットカード' }));
  // Pasted, not typed key by key: each key re-validates the whole form, slow on a busy machine.
  // The card form is a chunk of its own: it shows once loaded.
  await userEvent.click(await screen.findByRole('textbox', { name: /カード番号/ }));
  await userEvent.paste(number);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /月/ }), '12');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /年/ }), String(new Date().getFullYear() + 3));
  await userEvent.click(screen.getByLabelText(/セキュリティコード/));
  await userEvent.paste(code);
}

// The card-form tests fill five fields through user events: seconds each on a loaded machine.
describe('payment methods', { timeout: 30_000 }, () => {
  it('lists each card with brand, last four, expiry and the contract using it', async () => {
    await renderMethods(data([visa]));
    const item = within(screen.getByRole('list', { name: '登録済みのお支払い方法' })).getByRole('listitem');
    expect(item).toHaveTextContent('Visa（下4桁 1111）');
    expect(item).toHaveTextContent('有効期限 2030/12');
    expect(item).toHaveTextContent('ご利用中の契約: プレミアム');
    expect(within(item).getByRole('button', { name: 'Visa（下4桁 1111）を削除' })).not.toHaveAttribute('aria-disabled');
  });

  it('says when none is registered; the add button waits for a type, which reveals the card form', async () => {
    const { calls } = mockFetch({});
    await renderMethods(data());
    expect(screen.getByText('登録されているお支払い方法はありません。')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: '追加する' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('textbox', { name: /カード番号/ })).not.toBeInTheDocument();
    // A submit some other way (Enter) with no type: the spec's message, and nothing is sent.
    fireEvent.submit(add.closest('form') as HTMLFormElement);
    expect(await screen.findByText('支払い方法が選択されていません')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'クレジットカード' }));
    // The card form (its own chunk) brings its own add button, enabled; the type's error is gone.
    expect(await screen.findByRole('textbox', { name: /カード番号/ })).toHaveAttribute('maxLength', '19');
    expect(screen.getByRole('button', { name: '追加する' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('支払い方法が選択されていません')).not.toBeInTheDocument();
  });

  it('keeps the chosen type when the card form shows, and a link type drops the card form', async () => {
    await renderMethods({ ...data(), addableTypes: ['SbpsCredit', 'SbpsDocomo'] });
    await userEvent.click(screen.getByRole('radio', { name: 'クレジットカード' }));
    await screen.findByRole('textbox', { name: /カード番号/ });
    expect(screen.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'ドコモ払い' }));
    expect(screen.queryByRole('textbox', { name: /カード番号/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '追加する' })).not.toHaveAttribute('aria-disabled');
  });

  it('checks the card on the page and sends nothing while it is wrong', async () => {
    const { calls } = mockFetch({});
    const seen = stubProvider({ result: 'NG', errorCode: '99003' });
    await renderMethods(data());
    await fillCard('4111 1111 1111 1112', '12');
    await userEvent.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('無効なクレジットカード番号です。')).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('gives the card to the provider only, and our server only its tokens', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/payment-method/credit': { body: { redirectTo: '/mypage/payment-method/complete' } },
    });
    const seen = stubProvider({ result: 'OK', tokenResponse: { token: 'tok', tokenKey: 'key' } });
    await renderMethods(data());
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/payment-method/complete');
    expect(seen).toEqual([
      {
        merchantId: 'm',
        serviceId: 's',
        ccNumber: '4111111111111111',
        ccExpiration: `${new Date().getFullYear() + 3}12`,
        securityCode: '123',
      },
    ]);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/payment-method/credit',
        body: { token: 'tok', tokenKey: 'key', tds2infoToken: 'tds', tds2infoTokenKey: 'tdsKey' },
      },
    ]);
    expect(JSON.stringify(calls)).not.toContain('4111');
  });

  it("shows a token error code's message on its field, or the system error on the page", async () => {
    mockFetch({});
    stubProvider({ result: 'NG', errorCode: '04005' });
    await renderMethods(data());
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('セキュリティコードが正しくありません。')).toBeInTheDocument();

    stubProvider({ result: 'NG', errorCode: '99003' });
    await userEvent.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText(/カード決済システムでエラーが発生しました/)).toBeInTheDocument();
  });

  it('shows the registration failure the server answers for a declined card', async () => {
    mockFetch({ 'POST /zapi/account/payment-method/credit': apiError(402, 'PAYMENT_METHOD_REGISTRATION_FAILED') });
    stubProvider({ result: 'OK', tokenResponse: { token: 'tok', tokenKey: 'key' } });
    await renderMethods(data());
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('クレジットカードの登録に失敗しました')).toBeInTheDocument();
  });

  it('finishes a 3-D Secure challenge on return, and says so when it failed', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/payment-method/credit/challenge': apiError(402, 'THREE_D_SECURE_FAILED'),
    });
    await renderMethods(data(), `${path}?challengeId=ch_1`);
    expect(await screen.findByText(/本人認証（3Dセキュア）に失敗しました/)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/zapi/account/payment-method/credit/challenge', body: { challengeId: 'ch_1' } },
    ]);
  });

  it('asks before deleting, deletes by id and goes to the completion page', async () => {
    const { calls } = mockFetch({
      [`DELETE /zapi/account/payment-method/${visa.accountPaymentMethodId}`]: {
        body: { redirectTo: '/mypage/payment-method/delete/complete' },
      },
    });
    await renderMethods(data([{ ...visa, isContractUsed: false, usedBy: [] }]));
    await userEvent.click(screen.getByRole('button', { name: 'Visa（下4桁 1111）を削除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Visa（下4桁 1111）を削除します。よろしいですか？');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/payment-method/delete/complete');
    expect(calls).toHaveLength(1);
  });

  it('shows the refusal when a contract uses the method', async () => {
    mockFetch({
      [`DELETE /zapi/account/payment-method/${visa.accountPaymentMethodId}`]: apiError(409, 'PAYMENT_METHOD_IN_USE'),
    });
    await renderMethods(data([visa]));
    await userEvent.click(screen.getByRole('button', { name: 'Visa（下4桁 1111）を削除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText(/解約予定のプランで利用しているお支払い方法は削除できません/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('reads in English', async () => {
    await renderMethods(data([visa]), path, 'en');
    expect(screen.getByRole('heading', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByText('Visa (last 4 digits 1111)')).toBeInTheDocument();
    expect(vi.isMockFunction(window.fetch)).toBe(false);
  });
});

describe('carrier, PayPay and PayPal methods', () => {
  const allTypes = (): PaymentMethodScreenData => ({
    ...data(),
    addableTypes: ['SbpsCredit', 'SbpsDocomo', 'SbpsPaypay', 'PaypalRest'],
  });

  it('posts the provider’s fields to its address as a form for a carrier method', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/payment-method/link': {
        body: { linkUrl: 'http://127.0.0.1:3040/v1/links/lnk_1', params: { linkId: 'lnk_1' } },
      },
    });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await renderMethods(allTypes());
    await userEvent.click(screen.getByRole('radio', { name: 'ドコモ払い' }));
    expect(screen.getByText('「追加する」を押すと、ドコモ払いの確認画面に移動します。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /カード番号/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '追加する' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('http://127.0.0.1:3040/v1/links/lnk_1');
    expect(form.method).toBe('post');
    expect(new FormData(form).get('linkId')).toBe('lnk_1');
    expect(calls).toEqual([
      { method: 'POST', path: '/zapi/account/payment-method/link', body: { paymentMethodType: 'SbpsDocomo' } },
    ]);
  });

  it('finishes a link on return, and says so when the member cancelled at the provider', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/payment-method/link/result': apiError(402, 'PAYMENT_METHOD_LINK_CANCELLED'),
    });
    await renderMethods(allTypes(), `${path}?linkId=lnk_2`);
    expect(await screen.findByText(/お支払い方法の登録がキャンセルされました/)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/zapi/account/payment-method/link/result', body: { linkId: 'lnk_2' } },
    ]);
  });
});
