import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginMultiFactorEntryScreenData } from '@vs/contract';
import { documentNavigation } from '@vs/mf';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import OidcLoginMultiFactorEntryPage from './index';

const otp: LoginMultiFactorEntryScreenData = {
  type: 'OTP',
  destination: null,
  codeSent: false,
  resendAfterSeconds: 0,
  canChooseAnother: true,
};

const renderEntry = (data: LoginMultiFactorEntryScreenData = otp, language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'oidc-interaction',
    path: '/oidc/login/multi-factor/:type',
    url: '/oidc/login/multi-factor/otp',
    page: OidcLoginMultiFactorEntryPage,
    data,
    language,
  });

describe('second factor inside an authorization', () => {
  it('checks the code through /zapi/oidc/login/multi-factor and leaves for the provider by a full load', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => assign.mockRestore());
    const resume = `${window.location.origin}/oidc-op/auth/abc`;
    const { calls } = mockFetch({ 'POST /zapi/oidc/login/multi-factor/otp': { body: { redirectTo: resume } } });
    await renderEntry();
    expect(screen.getByRole('heading', { level: 1, name: '認証アプリによる認証' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('ワンタイムパスワード'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '認証する' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(resume));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/zapi/oidc/login/multi-factor/otp',
      body: { value: '123456', isPreferred: false, rememberDevice: false },
    });
  });

  it("says 'authentication failed' on the field for a wrong code", async () => {
    mockFetch({ 'POST /zapi/oidc/login/multi-factor/otp': apiError(401, 'PIN_CODE_ERROR') });
    await renderEntry();
    await userEvent.type(screen.getByLabelText('ワンタイムパスワード'), '111111');
    await userEvent.click(screen.getByRole('button', { name: '認証する' }));
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument();
  });

  it('sends an e-mailed code through the OIDC call and links back to the OIDC choice', async () => {
    const { calls } = mockFetch({ 'POST /zapi/oidc/login/multi-factor/email/send': { status: 204 } });
    await renderEntry({ ...otp, type: 'Email', destination: 't***@example.com' });
    expect(screen.getByRole('link', { name: '別の認証方法を使う' })).toHaveAttribute(
      'href',
      '/oidc/login/multi-factor',
    );
    await userEvent.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByLabelText('認証コード')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/zapi/oidc/login/multi-factor/email/send');
  });

  it('speaks English', async () => {
    await renderEntry(otp, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify with your authenticator app' })).toBeInTheDocument();
  });
});
