import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aResetPage } from '../../testing/fixtures';
import PasswordResetPage from './index';

const TOKEN = 'abcdefghijklmnopqrstuv';
const renderReset = (data = aResetPage(), url = `/password/reset?token=${TOKEN}`) =>
  renderPage({ remote: 'auth-login', path: '/password/reset', url, page: PasswordResetPage, data });
const password = () => screen.getByLabelText('新しいパスワード');
const confirm = () => screen.getByLabelText('新しいパスワード（確認用）');
const submit = () => screen.getByRole('button', { name: 'パスワードを設定' });

describe('password reset page', () => {
  it('checks the rules of the store strength live and on submit', async () => {
    const { calls } = mockFetch({});
    await renderReset();
    await userEvent.type(password(), 'abcdefg1');
    await userEvent.type(confirm(), 'abcdefg2');
    await userEvent.click(submit());
    expect(await screen.findByText('パスワードが一致しません')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('sets the password with the token and goes to the complete page', async () => {
    const { calls } = mockFetch({
      'POST /zapi/auth/password/reset': { body: { redirectTo: '/password/reset/complete' } },
    });
    await renderReset();
    await userEvent.type(password(), 'NewPassw0rd');
    await userEvent.type(confirm(), 'NewPassw0rd');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/password/reset/complete');
    expect(calls[0]?.body).toEqual({ token: TOKEN, password: 'NewPassw0rd', passwordConfirm: 'NewPassw0rd' });
  });

  it('shows INVALID_PASSWORD_REUSED on the new-password field', async () => {
    const message = '現在のパスワードとは異なるパスワードを設定してください。';
    mockFetch({
      'POST /zapi/auth/password/reset': apiError(400, 'INVALID_PASSWORD_REUSED', {
        message,
        fieldErrors: { password: message },
      }),
    });
    await renderReset();
    await userEvent.type(password(), 'OldPassw0rd');
    await userEvent.type(confirm(), 'OldPassw0rd');
    await userEvent.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(new RegExp(message));
  });

  it('offers to ask again for an invalid or expired link', async () => {
    await renderReset(aResetPage({ tokenValid: false }));
    expect(screen.getByRole('alert')).toHaveTextContent('このリンクは無効か、有効期限が切れています。');
    expect(screen.getByRole('link', { name: 'もう一度パスワードの再設定を申し込む' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
  });

  it('turns to the same message when the server finds the token used', async () => {
    mockFetch({ 'POST /zapi/auth/password/reset': apiError(400, 'INVALID_RESET_TOKEN') });
    await renderReset();
    await userEvent.type(password(), 'NewPassw0rd');
    await userEvent.type(confirm(), 'NewPassw0rd');
    await userEvent.click(submit());
    expect(await screen.findByRole('link', { name: 'もう一度パスワードの再設定を申し込む' })).toBeInTheDocument();
  });
});
