import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onFlowError } from '@vs/api-client';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { aMultiFactorEntry } from '../../testing/fixtures';
import LoginMultiFactorEntryPage from './index';

const renderEntry = (data = aMultiFactorEntry(), language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'auth-login',
    path: '/login/multi-factor/:type',
    url: '/login/multi-factor/whatever',
    page: LoginMultiFactorEntryPage,
    data,
    language,
  });
const submit = () => screen.getByRole('button', { name: '認証する' });
const remember = () => screen.getByRole('checkbox', { name: /このブラウザを信頼する/ });
const preferred = () => screen.getByRole('checkbox', { name: '次回からこの認証方法を使う' });

describe('multi-factor entry at login', () => {
  describe('authenticator app', () => {
    const otp = () => screen.getByLabelText('ワンタイムパスワード');

    it('explains itself and checks for exactly 6 digits', async () => {
      const { calls } = mockFetch({});
      await renderEntry(aMultiFactorEntry({ type: 'OTP' }));
      expect(screen.getByRole('heading', { level: 1, name: '認証アプリによる認証' })).toBeInTheDocument();
      expect(
        screen.getByText('認証アプリに表示されている6桁のワンタイムパスワードを入力してください。'),
      ).toBeInTheDocument();
      expect(otp()).toHaveAttribute('inputmode', 'numeric');
      expect(otp()).toHaveAttribute('autocomplete', 'one-time-code');
      await userEvent.type(otp(), '12345');
      await userEvent.click(submit());
      expect(
        await screen.findByText('6桁のワンタイムパスワードを入力してください。', { selector: '[id$="-error"]' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(otp()).toHaveFocus());
      expect(calls).toHaveLength(0);
    });

    it('sends the code with both ticks and follows the answer', async () => {
      const { calls } = mockFetch({ 'POST /zapi/login/multi-factor/otp': { body: { redirectTo: '/plans/p1' } } });
      await renderEntry(aMultiFactorEntry({ type: 'OTP' }));
      await userEvent.type(otp(), '123456');
      await userEvent.click(remember());
      await userEvent.click(preferred());
      await userEvent.click(submit());
      expect(await screen.findByTestId('destination')).toHaveTextContent('/plans/p1');
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/zapi/login/multi-factor/otp',
          body: { value: '123456', isPreferred: true, rememberDevice: true },
        },
      ]);
    });

    it("shows 'authentication failed' on the field and blocks the same code until it changes", async () => {
      const { calls } = mockFetch({ 'POST /zapi/login/multi-factor/otp': apiError(401, 'PIN_CODE_ERROR') });
      await renderEntry(aMultiFactorEntry({ type: 'OTP' }));
      await userEvent.type(otp(), '111111');
      await userEvent.click(submit());
      expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
      expect(otp()).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(otp()).toHaveFocus());
      expect(submit()).toHaveAttribute('aria-disabled', 'true');
      await userEvent.type(otp(), '{Enter}');
      expect(calls).toHaveLength(1);
      await userEvent.clear(otp());
      await userEvent.type(otp(), '222222');
      expect(submit()).not.toHaveAttribute('aria-disabled');
    });

    it('says when to try again', async () => {
      mockFetch({ 'POST /zapi/login/multi-factor/otp': apiError(429, 'TOO_MANY_REQUESTS') });
      await renderEntry(aMultiFactorEntry({ type: 'OTP' }));
      await userEvent.type(otp(), '123456');
      await userEvent.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'ログインの試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
      );
    });

    it('leaves a lost login to the restart-flow modal and shows nothing of its own', async () => {
      const flowErrors = vi.fn();
      onTestFinished(onFlowError(flowErrors));
      mockFetch({
        'POST /zapi/login/multi-factor/otp': apiError(401, 'INVALID_SESSION_FLOW', {
          flowError: true,
          redirectTo: '/login',
        }),
      });
      await renderEntry(aMultiFactorEntry({ type: 'OTP' }));
      await userEvent.type(otp(), '123456');
      await userEvent.click(submit());
      await waitFor(() => expect(flowErrors).toHaveBeenCalledWith(expect.objectContaining({ redirectTo: '/login' })));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(otp()).not.toHaveAttribute('aria-invalid');
    });

    it('links back to the choice only when there is another way in', async () => {
      await renderEntry(aMultiFactorEntry({ type: 'OTP', canChooseAnother: true }));
      expect(screen.getByRole('link', { name: '別の認証方法を使う' })).toHaveAttribute('href', '/login/multi-factor');
    });

    it('has no link to the choice with a single way in', async () => {
      await renderEntry(aMultiFactorEntry({ type: 'OTP', canChooseAnother: false }));
      expect(screen.queryByRole('link', { name: '別の認証方法を使う' })).toBeNull();
    });
  });

  describe('e-mail', () => {
    const code = () => screen.getByLabelText('認証コード');
    const send = () => screen.getByRole('button', { name: '認証コードを送信' });
    const resend = () => screen.getByRole('button', { name: '認証コードを再送信' });

    it('asks before sending, then takes the code with the countdown running', async () => {
      const { calls } = mockFetch({
        'POST /zapi/login/multi-factor/email/send': { status: 204 },
        'POST /zapi/login/multi-factor/email': { body: { redirectTo: '/plans' } },
      });
      await renderEntry(aMultiFactorEntry({ type: 'Email', destination: 't***@example.com', codeSent: false }));
      expect(screen.getByText('t***@example.com に認証コードを送信します。')).toBeInTheDocument();
      expect(screen.queryByLabelText('認証コード')).toBeNull();
      expect(calls).toHaveLength(0);
      await userEvent.click(send());
      expect(await screen.findByText(/t\*\*\*@example\.com に認証コードを送信しました。/)).toBeInTheDocument();
      await waitFor(() => expect(code()).toHaveFocus());
      expect(resend()).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByText(/^(30|29)秒後に再送信できます$/)).toBeInTheDocument();
      await userEvent.type(code(), '654321');
      await userEvent.click(submit());
      expect(await screen.findByTestId('destination')).toHaveTextContent('/plans');
      expect(calls.map((call) => [call.path, call.body])).toEqual([
        ['/zapi/login/multi-factor/email/send', undefined],
        ['/zapi/login/multi-factor/email', { value: '654321', isPreferred: false, rememberDevice: false }],
      ]);
    });

    it('says when sending is refused', async () => {
      mockFetch({ 'POST /zapi/login/multi-factor/email/send': apiError(429, 'TOO_MANY_REQUESTS') });
      await renderEntry(aMultiFactorEntry({ type: 'Email', destination: 't***@example.com', codeSent: false }));
      await userEvent.click(send());
      expect(await screen.findByRole('alert')).toHaveTextContent('ログインの試行回数が多すぎます。');
      expect(screen.queryByLabelText('認証コード')).toBeNull();
    });
  });

  describe('SMS', () => {
    const resend = () => screen.getByRole('button', { name: '認証コードを再送信' });

    it('takes the code already sent and sends again once the countdown allows', async () => {
      const { calls } = mockFetch({ 'POST /zapi/login/multi-factor/sms/send': { status: 204 } });
      await renderEntry(
        aMultiFactorEntry({ type: 'SMS', destination: '*******1234', codeSent: true, resendAfterSeconds: 0 }),
      );
      expect(screen.getByRole('heading', { level: 1, name: 'SMSによる認証' })).toBeInTheDocument();
      expect(screen.getByText(/\*{7}1234 にSMSで認証コードを送信しました。/)).toBeInTheDocument();
      expect(screen.getByLabelText('認証コード')).not.toHaveFocus();
      await userEvent.click(resend());
      expect(await screen.findByRole('status')).toHaveTextContent('認証コードを送信しました。');
      expect(calls).toEqual([{ method: 'POST', path: '/zapi/login/multi-factor/sms/send', body: undefined }]);
      expect(resend()).toHaveAttribute('aria-disabled', 'true');
    });

    it('waits out the countdown the server gave', async () => {
      await renderEntry(
        aMultiFactorEntry({ type: 'SMS', destination: '*******1234', codeSent: true, resendAfterSeconds: 30 }),
      );
      expect(resend()).toHaveAttribute('aria-disabled', 'true');
      expect(resend()).toHaveAccessibleDescription('30秒後に再送信できます');
    });
  });

  describe('backup code', () => {
    const box = () => screen.getByLabelText('バックアップコード');

    it('takes one code, offers no preferred tick, and sends without one', async () => {
      const { calls } = mockFetch({ 'POST /zapi/login/multi-factor/backup-code': { body: { redirectTo: '/plans' } } });
      await renderEntry(aMultiFactorEntry({ type: 'BackupCode' }));
      expect(
        screen.getByText('保存しておいたバックアップコードを1つ入力してください。各コードは1回だけ使えます。'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: '次回からこの認証方法を使う' })).toBeNull();
      expect(box()).toHaveAttribute('autocomplete', 'off');
      await userEvent.type(box(), ' abcde23456 ');
      await userEvent.click(remember());
      await userEvent.click(submit());
      expect(await screen.findByTestId('destination')).toHaveTextContent('/plans');
      expect(calls[0]?.body).toEqual({ value: 'abcde23456', rememberDevice: true });
    });
  });

  it('speaks English', async () => {
    await renderEntry(aMultiFactorEntry({ type: 'OTP' }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify with your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'Trust this browser (skip the additional verification when logging in from it for 30 days)',
      }),
    ).toBeInTheDocument();
  });
});
