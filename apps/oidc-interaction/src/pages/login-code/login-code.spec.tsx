import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentNavigation } from '@vs/mf';
import { mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import OidcLoginCodePage from './index';

describe('mailed login code inside an authorization', () => {
  it('logs in through POST /oidc/login with the code and leaves for the provider', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => assign.mockRestore());
    const resume = `${window.location.origin}/oidc-op/auth/xyz`;
    const { calls } = mockFetch({ 'POST /oidc/login': { body: { redirectTo: resume } } });
    await renderPage({
      remote: 'oidc-interaction',
      path: '/oidc/login/code',
      page: OidcLoginCodePage,
      data: { email: 'taro@example.com', resendAfterSeconds: 30, returnTo: null, botCheck: null },
    });
    expect(screen.getByText(/taro@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '別のメールアドレスを使う' })).toHaveAttribute(
      'href',
      '/oidc/login?loginType=authCode',
    );
    await userEvent.type(screen.getByLabelText('認証コード'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '認証する' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(resume));
    expect(calls[0]?.body).toEqual({ emailUserId: 'taro@example.com', authCode: '123456', loginMethod: 'AuthCode' });
  });
});
