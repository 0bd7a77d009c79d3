import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aPinCodeStep } from '../../testing/fixtures';
import PinCodePage from './index';

const renderPin = (data = aPinCodeStep(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'signup', path: '/signup/pin-code', page: PinCodePage, data, language });
const box = () => screen.getByLabelText('認証コード');
const submit = () => screen.getByRole('button', { name: '認証する' });
const resend = () => screen.getByRole('button', { name: '認証コードを再送信' });

describe('sign-up PIN step', () => {
  it('names the address and keeps submit disabled until a code is entered', async () => {
    await renderPin();
    expect(screen.getByText(/taro@example\.com に認証コードを送信しました。/)).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box(), '123456');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it("shows 'authentication failed' and blocks the same code until it changes", async () => {
    const { calls } = mockFetch({
      'POST /zapi/signup/pin-code': ({ body }) =>
        (body as { pinCode: string }).pinCode === '222222'
          ? { body: { redirectTo: '/signup/form' } }
          : apiError(400, 'PIN_CODE_ERROR'),
    });
    await renderPin();
    await userEvent.type(box(), '111111');
    await userEvent.click(submit());
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box(), '{Enter}');
    expect(calls).toHaveLength(1);
    await userEvent.clear(box());
    await userEvent.type(box(), '222222');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/form');
    expect(calls.map((c) => c.body)).toEqual([{ pinCode: '111111' }, { pinCode: '222222' }]);
  });

  it('checks the code with the shared rules', async () => {
    mockFetch({});
    await renderPin();
    await userEvent.type(box(), '12ab');
    await userEvent.click(submit());
    expect(await screen.findByText('認証コードは半角数字で入力してください。')).toBeInTheDocument();
  });

  it('resends once the countdown the server gave has run out, and counts 30 seconds again', async () => {
    // Real time: the server says resending works in 1 s (the 30-second count itself is covered with
    // fake timers in @vs/ui's countdown spec; on a busy machine fake timers raced this page's render).
    const { calls } = mockFetch({ 'POST /zapi/signup/email': { body: { redirectTo: '/signup/pin-code' } } });
    await renderPin(aPinCodeStep({ resendAvailableInSeconds: 1 }));
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('1秒後に再送信できます')).toBeInTheDocument();
    await waitFor(() => expect(resend()).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await act(async () => {
      resend().click();
    });
    expect(await screen.findByText('認証コードを再送信しました。')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/zapi/signup/email', body: { type: 'signUp', email: 'taro@example.com' } });
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/^(30|29)秒後に再送信できます$/)).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderPin(aPinCodeStep(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the PIN code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend the PIN code' })).toBeInTheDocument();
  });
});
