import type { CodeFactorSetupScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCodeSetup, tenCodes } from '../../testing/fixtures';
import MultiFactorCodePage from './index';

const renderCode = (data: CodeFactorSetupScreenData = aCodeSetup(), language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'mypage',
    path: `/mypage/multi-factor/${data.type.toLowerCase()}`,
    page: MultiFactorCodePage,
    data,
    language,
  });
const sendButton = () => screen.getByRole('button', { name: '認証コードを送信' });
const codeBox = () => screen.getByRole('textbox', { name: '認証コード' });
const submit = () => screen.getByRole('button', { name: '設定する' });
const enablePath = 'POST /zapi/account/enable-multi-factor';
type EnableBody = { multiFactorType: string; token?: string; phoneNumber?: string };
const phoneBox = () => screen.getByRole('textbox', { name: '電話番号' });

/** Sends a code on request; accepts `good` and rejects anything else with PIN_CODE_ERROR. */
const server = (good = '246810', confirmed: object = { redirectTo: '/mypage/multi-factor/complete' }) => ({
  [enablePath]: ({ body }: { body: unknown }) => {
    const { token } = body as EnableBody;
    if (token === undefined) return { body: { codeSent: true } };
    return token === good ? { body: confirmed } : apiError(401, 'PIN_CODE_ERROR');
  },
});

describe('e-mail / SMS set-up', () => {
  it('says where the code goes and sends it on request, then asks for it with focus on the box', async () => {
    const { calls } = mockFetch(server());
    await renderCode();
    expect(screen.getByRole('heading', { level: 1, name: 'メール認証の設定' })).toBeInTheDocument();
    expect(screen.getByText('t***@example.com に認証コードを送信します。')).toBeInTheDocument();
    expect(screen.queryByText(/SIMカード/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(sendButton());
    await waitFor(() => expect(codeBox()).toHaveFocus());
    expect(screen.getByText('認証コードを送信しました。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '認証コードを再送信' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls).toEqual([
      { method: 'POST', path: '/zapi/account/enable-multi-factor', body: { multiFactorType: 'Email' } },
    ]);
  });

  it('keeps submit disabled until a code is typed and again after a rejected code until it changes', async () => {
    const { calls } = mockFetch(server());
    await renderCode();
    await userEvent.click(sendButton());
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(codeBox(), '111111');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit());
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(codeBox(), '{Enter}');
    expect(calls).toHaveLength(2);
    await userEvent.clear(codeBox());
    await userEvent.type(codeBox(), '246810');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/multi-factor/complete');
    expect(calls.map((call) => call.body)).toEqual([
      { multiFactorType: 'Email' },
      { multiFactorType: 'Email', token: '111111' },
      { multiFactorType: 'Email', token: '246810' },
    ]);
  });

  it('checks the code with the shared rules before sending it', async () => {
    const { calls } = mockFetch(server());
    await renderCode();
    await userEvent.click(sendButton());
    await userEvent.type(codeBox(), '12ab{Enter}');
    expect(await screen.findByText('認証コードは半角数字で入力してください。')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sends the SMS code to the number typed, offered from the profile', async () => {
    const { calls } = mockFetch(server());
    await renderCode(aCodeSetup({ type: 'SMS', destination: null, suggestedPhoneNumber: '09012345678' }));
    expect(screen.getByRole('heading', { level: 1, name: 'SMS認証の設定' })).toBeInTheDocument();
    expect(screen.getByText(/SMSで認証コードを受け取る電話番号を入力してください。/)).toBeInTheDocument();
    expect(screen.getByText(/より安全な認証アプリをご利用ください。/)).toBeInTheDocument();
    expect(phoneBox()).toHaveValue('09012345678');
    await userEvent.clear(phoneBox());
    await userEvent.type(phoneBox(), '080-9876-5432');
    expect(phoneBox()).toHaveValue('08098765432');
    await userEvent.click(sendButton());
    await waitFor(() => expect(codeBox()).toHaveFocus());
    expect(calls[0]?.body).toEqual({ multiFactorType: 'SMS', phoneNumber: '08098765432' });
  });

  it('asks for a phone number with the shared rules before sending an SMS code', async () => {
    const { calls } = mockFetch(server());
    await renderCode(aCodeSetup({ type: 'SMS', destination: null }));
    expect(phoneBox()).toHaveValue('');
    await userEvent.click(sendButton());
    expect(await screen.findByText('電話番号を入力してください。')).toBeInTheDocument();
    await userEvent.type(phoneBox(), '0901234');
    await userEvent.click(sendButton());
    expect(await screen.findByText('電話番号の形式が正しくありません')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says where SMS codes go now when SMS is on: setting it up again changes the number', async () => {
    mockFetch(server());
    await renderCode(aCodeSetup({ type: 'SMS', destination: '*******5678', suggestedPhoneNumber: null }));
    expect(
      screen.getByText('現在の送信先は *******5678 です。別の電話番号にするには、新しい番号で設定し直してください。'),
    ).toBeInTheDocument();
    expect(phoneBox()).toHaveValue('');
  });

  it("shows the server's message when sending fails, else 'エラーが発生しました'", async () => {
    mockFetch({ [enablePath]: apiError(429, 'TOO_MANY_REQUESTS', { message: '送信回数の上限に達しました。' }) });
    await renderCode();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('送信回数の上限に達しました。');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^エラーが発生しました$/));
  });

  it('shows the backup codes after the first factor and enables it with them', async () => {
    const { calls } = mockFetch({
      ...server('246810', { backupCodeList: tenCodes }),
      'POST /zapi/account/enable-multi-factor/with-backup-code': {
        body: { redirectTo: '/mypage/multi-factor/complete' },
      },
    });
    await renderCode(aCodeSetup({ isFirstFactor: true }));
    await userEvent.click(sendButton());
    await userEvent.type(codeBox(), '246810{Enter}');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'バックアップコードを保存しました' }));
    await userEvent.click(screen.getByRole('button', { name: '設定を完了する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/multi-factor/complete');
    expect(calls.at(-1)?.body).toEqual({ multiFactorType: 'Email', backupCodeList: tenCodes, saved: true });
  });

  it('speaks English', async () => {
    await renderCode(aCodeSetup(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Set up email authentication' })).toBeInTheDocument();
    expect(screen.getByText('We will send a code to t***@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeInTheDocument();
  });
});
