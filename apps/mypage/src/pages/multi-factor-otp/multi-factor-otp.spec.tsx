import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOtpSetup, tenCodes } from '../../testing/fixtures';
import MultiFactorOtpPage from './index';

const renderOtp = (data = anOtpSetup(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/multi-factor/otp', page: MultiFactorOtpPage, data, language });
const codeBox = () => screen.getByRole('textbox', { name: '6桁のワンタイムパスワード' });
const submit = () => screen.getByRole('button', { name: '設定する' });
const enablePath = 'POST /zapi/account/enable-multi-factor';

describe('OTP set-up', () => {
  it('shows the otpauth URL as a named QR image and the secret in groups of four', async () => {
    await renderOtp();
    const qr = screen.getByRole('img', { name: '認証アプリで読み取るQRコード' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('otp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  });

  it('copies the secret without the spaces', async () => {
    const user = userEvent.setup();
    await renderOtp();
    await user.click(screen.getByRole('button', { name: 'キーをコピー' }));
    expect(await screen.findByText('コピーしました。')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
  });

  it.each(['', '12345', '12345a'])('refuses %j with the OTP message and sends nothing', async (code) => {
    const { calls } = mockFetch({});
    await renderOtp();
    if (code) await userEvent.type(codeBox(), code);
    await userEvent.click(submit());
    expect(await screen.findByText('6桁のワンタイムパスワードを入力してください。')).toBeInTheDocument();
    await waitFor(() => expect(codeBox()).toHaveFocus());
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the secret and the code, and follows the server to the complete page', async () => {
    const { calls } = mockFetch({ [enablePath]: { body: { redirectTo: '/mypage/multi-factor/complete' } } });
    await renderOtp();
    await userEvent.type(codeBox(), '123456{Enter}');
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/multi-factor/complete');
    expect(calls[0]?.body).toEqual({ multiFactorType: 'OTP', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', token: '123456' });
  });

  it("marks a wrong code on the field with '認証に失敗しました。' and moves focus there", async () => {
    mockFetch({ [enablePath]: apiError(401, 'PIN_CODE_ERROR', { message: 'Authentication failed' }) });
    await renderOtp();
    await userEvent.type(codeBox(), '000000');
    await userEvent.click(submit());
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(codeBox()).toHaveFocus());
    await userEvent.clear(codeBox());
    expect(screen.queryByText('認証に失敗しました。')).not.toBeInTheDocument();
  });

  it("shows the server's message for any other failure", async () => {
    mockFetch({ [enablePath]: apiError(429, 'TOO_MANY_REQUESTS', { message: 'しばらくしてからお試しください。' }) });
    await renderOtp();
    await userEvent.type(codeBox(), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('しばらくしてからお試しください。');
  });

  it('hands out backup codes for a first factor: the tick is required, then the same list is posted', async () => {
    const { calls } = mockFetch({
      [enablePath]: { body: { backupCodeList: tenCodes } },
      'POST /zapi/account/enable-multi-factor/with-backup-code': {
        body: { redirectTo: '/mypage/multi-factor/complete' },
      },
    });
    await renderOtp(anOtpSetup({ isFirstFactor: true }));
    expect(screen.getByText(/バックアップコードが発行されます/)).toBeInTheDocument();
    await userEvent.type(codeBox(), '123456{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'バックアップコードを保存してください' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      within(screen.getByRole('list', { name: 'バックアップコード一覧' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(tenCodes);

    const saved = screen.getByRole('checkbox', { name: 'バックアップコードを保存しました' });
    await userEvent.click(screen.getByRole('button', { name: '設定を完了する' }));
    expect(
      await screen.findByText('バックアップコードを保存したことを確認し、チェックを入れてください。'),
    ).toBeInTheDocument();
    expect(saved).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(calls).toHaveLength(1);

    await userEvent.keyboard(' ');
    expect(saved).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '設定を完了する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/multi-factor/complete');
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/zapi/account/enable-multi-factor/with-backup-code',
      body: { multiFactorType: 'OTP', backupCodeList: tenCodes, saved: true },
    });
  });

  it("shows the server's message when with-backup-code fails, and stays on the codes", async () => {
    mockFetch({
      [enablePath]: { body: { backupCodeList: tenCodes } },
      'POST /zapi/account/enable-multi-factor/with-backup-code': apiError(409, 'INVALID_REQUEST', {
        message: 'もう一度やり直してください。',
      }),
    });
    await renderOtp(anOtpSetup({ isFirstFactor: true }));
    await userEvent.type(codeBox(), '123456{Enter}');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'バックアップコードを保存しました' }));
    await userEvent.click(screen.getByRole('button', { name: '設定を完了する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('もう一度やり直してください。');
    expect(screen.getByRole('list', { name: 'バックアップコード一覧' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderOtp(anOtpSetup(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByText('Enter the 6-digit one-time password.', { exact: false })).toBeInTheDocument();
  });
});
