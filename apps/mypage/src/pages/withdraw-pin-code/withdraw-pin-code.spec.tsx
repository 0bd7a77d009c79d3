import type { AccountPinScreenData } from '@vs/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentNavigation } from '@vs/mf';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, vi } from 'vitest';
import WithdrawPinCodePage from './index';

const data: AccountPinScreenData = { email: 'taro@example.com', resendAvailableInSeconds: 0 };
const renderPin = (language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/withdraw/pin-code', page: WithdrawPinCodePage, data, language });
const codeBox = () => screen.getByRole('textbox', { name: '認証コード' });
const submit = () => screen.getByRole('button', { name: '退会する' });
const withdrawPath = 'POST /zapi/account/withdraw';

describe('withdrawal PIN', () => {
  it('warns that it cannot be undone, closes the account and loads the completion page as a new document', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    const { calls } = mockFetch({ [withdrawPath]: { body: { redirectTo: '/withdraw/complete' } } });
    await renderPin();
    expect(screen.getByRole('heading', { level: 1, name: '退会の認証コード入力' })).toBeInTheDocument();
    expect(screen.getByText(/元に戻すことはできません/)).toBeInTheDocument();
    await userEvent.type(codeBox(), '123456');
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/withdraw/complete'));
    expect(calls).toEqual([{ method: 'POST', path: '/zapi/account/withdraw', body: { pinCode: '123456' } }]);
  });

  it('refuses an odd redirect target and goes to the completion page instead', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    mockFetch({ [withdrawPath]: { body: { redirectTo: 'javascript:alert(1)' } } });
    await renderPin();
    await userEvent.type(codeBox(), '123456{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/withdraw/complete'));
  });

  it('puts a wrong PIN on the code field and resends as spec 001 §7 writes it (type resend)', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      [withdrawPath]: apiError(401, 'PIN_CODE_ERROR'),
      'POST /zapi/account/email/send-pin-code': { status: 204 },
    });
    await renderPin();
    await userEvent.type(codeBox(), '111111{Enter}');
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: '認証コードを再送信' }));
    await screen.findByText('認証コードを再送信しました。');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/zapi/account/email/send-pin-code',
      body: { email: 'taro@example.com', type: 'resend' },
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await renderPin('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the PIN code to withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });
});
