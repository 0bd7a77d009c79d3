import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProfilePinPage from './index';

const renderPin = (isPinCodeSet = false, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/pin-code', page: ProfilePinPage, data: { isPinCodeSet }, language });
const firstBox = (group: string) => within(screen.getByRole('group', { name: group })).getByLabelText('PIN 1桁目');
// While loading, the spinner adds its own words to the name.
const submit = () => screen.getByRole('button', { name: /設定する/ });

async function enter(pin: string, confirmation: string) {
  await userEvent.click(firstBox('新しいPINコード'));
  await userEvent.keyboard(pin);
  await userEvent.click(firstBox('新しいPINコード（確認用）'));
  await userEvent.keyboard(confirmation);
}

describe('profile PIN page', () => {
  it('keeps "set" unavailable until every box of both PINs holds a digit', async () => {
    const { calls } = mockFetch({});
    await renderPin();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await enter('1234', '123');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit());
    await userEvent.keyboard('{Enter}');
    expect(calls).toEqual([]);
    await userEvent.click(
      within(screen.getByRole('group', { name: '新しいPINコード（確認用）' })).getByLabelText('PIN 4桁目'),
    );
    await userEvent.keyboard('4');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('says when the confirmation differs and moves focus to it', async () => {
    const { calls } = mockFetch({});
    await renderPin();
    await enter('1234', '1243');
    await userEvent.click(submit());
    expect(await screen.findByText('確認用のPINコードが一致しません。')).toBeInTheDocument();
    expect(firstBox('新しいPINコード（確認用）')).toHaveFocus();
    expect(firstBox('新しいPINコード')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('sets the PIN, loading meanwhile, and follows the answer', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { calls } = mockFetch({
      'POST /zapi/account/pinCode/set': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderPin();
    await enter('2580', '2580');
    await userEvent.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    answer({ body: { redirectTo: '/mypage/pin-code/complete' } });
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/pin-code/complete');
    expect(calls).toEqual([{ method: 'POST', path: '/zapi/account/pinCode/set', body: { pinCode: '2580' } }]);
  });

  it('says an error occurred when the PIN is refused, and can be tried again', async () => {
    mockFetch({ 'POST /zapi/account/pinCode/set': apiError(500, 'INTERNAL_ERROR') });
    await renderPin();
    await enter('2580', '2580');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('エラーが発生しました');
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('tells a member who already has a PIN that a new one replaces it', async () => {
    await renderPin(true);
    expect(
      screen.getByText('PINコードは設定済みです。新しいPINコードを設定すると、今のPINコードは使えなくなります。'),
    ).toBeInTheDocument();
  });

  it('speaks English', async () => {
    mockFetch({ 'POST /zapi/account/pinCode/set': apiError(500, 'INTERNAL_ERROR') });
    await renderPin(false, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'PIN code settings' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'New PIN code' })).getByLabelText('PIN digit 1'));
    await userEvent.paste('1111');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'New PIN code (for confirmation)' })).getByLabelText('PIN digit 1'),
    );
    await userEvent.paste('1112');
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('The confirmation PIN code does not match.')).toBeInTheDocument();
  });
});
