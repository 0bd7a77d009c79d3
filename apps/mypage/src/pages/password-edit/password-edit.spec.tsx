import type { PasswordScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PasswordEditPage from './index';

const aPasswordPage = (overrides: Partial<PasswordScreenData> = {}): PasswordScreenData => ({
  passwordStrength: 'default',
  email: 'taro@example.com',
  resendAvailableInSeconds: 0,
  pinSent: false,
  ...overrides,
});
const renderEdit = (data = aPasswordPage(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/password/edit', page: PasswordEditPage, data, language });
const current = () => screen.getByLabelText('現在のパスワード');
const next = () => screen.getByLabelText('新しいパスワード');
const confirm = () => screen.getByLabelText('新しいパスワード（確認用）');
const submit = () => screen.getByRole('button', { name: '変更する' });

async function fill(oldPassword: string, newPassword: string, confirmation = newPassword) {
  await userEvent.type(current(), oldPassword);
  await userEvent.type(next(), newPassword);
  await userEvent.type(confirm(), confirmation);
  await userEvent.click(submit());
}

describe('password change page', () => {
  it('checks the rules, the confirmation and that the new one differs, and focuses the first error', async () => {
    const { calls } = mockFetch({});
    await renderEdit();
    await userEvent.click(submit());
    expect(screen.getByText('現在のパスワードを入力してください。')).toBeInTheDocument();
    expect(current()).toHaveFocus();
    await fill('OldPassw0rd', 'OldPassw0rd', 'other');
    expect(await screen.findByText('現在のパスワードとは異なるパスワードを設定してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードが一致しません')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('ticks the live checklist of the store strength as the new password is typed', async () => {
    await renderEdit(aPasswordPage({ passwordStrength: 'uppercase' }));
    expect(next()).toHaveAccessibleDescription(/8文字以上30文字以内/);
    await userEvent.type(next(), 'abc');
    expect(screen.getByText('英小文字を含む').closest('li')).toHaveAttribute('data-passed', 'true');
    expect(screen.getByText('英大文字を含む').closest('li')).toHaveAttribute('data-passed', 'false');
  });

  it('sends the current and the new password and follows the answer', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/password/edit': { body: { redirectTo: '/mypage/password/edit/complete' } },
    });
    await renderEdit();
    await fill('OldPassw0rd', 'NewPassw0rd');
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/password/edit/complete');
    expect(calls[0]?.body).toEqual({ oldPassword: 'OldPassw0rd', newPassword: 'NewPassw0rd' });
  });

  it('shows a wrong current password (401) on its field without leaving the page', async () => {
    mockFetch({ 'POST /zapi/account/password/edit': apiError(401, 'REQUEST_UNAUTHORIZED') });
    await renderEdit();
    await fill('WrongPassw0rd', 'NewPassw0rd');
    expect(await screen.findByText('現在のパスワードが正しくありません。')).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveAccessibleDescription(/現在のパスワードが正しくありません。/);
    expect(current()).toHaveFocus();
    expect(screen.queryByTestId('destination')).not.toBeInTheDocument();
    await userEvent.type(current(), 'x');
    expect(screen.queryByText('現在のパスワードが正しくありません。')).not.toBeInTheDocument();
  });

  it('puts the server message of a reused password on the new-password field', async () => {
    const message = '過去に使用したパスワードは設定できません。';
    mockFetch({ 'POST /zapi/account/password/edit': apiError(400, 'INVALID_PASSWORD_REUSED', { message }) });
    await renderEdit();
    await fill('OldPassw0rd', 'NewPassw0rd');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).not.toHaveAttribute('aria-invalid');
  });

  it('shows other failures, an ended session included, above the button', async () => {
    mockFetch({
      'POST /zapi/account/password/edit': apiError(401, 'UNAUTHORIZED', { message: 'ページの有効期限が切れました。' }),
    });
    await renderEdit();
    await fill('OldPassw0rd', 'NewPassw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent('ページの有効期限が切れました。');
    expect(current()).not.toHaveAttribute('aria-invalid');
  });

  it('tells password managers whose password it is', async () => {
    await renderEdit();
    expect(document.querySelector('input[autocomplete="username"]')).toHaveValue('taro@example.com');
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(next()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('speaks English', async () => {
    await renderEdit(aPasswordPage(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });
});
