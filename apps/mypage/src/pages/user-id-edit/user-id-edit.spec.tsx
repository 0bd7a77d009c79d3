import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import UserIdEditPage from './index';

const renderEdit = (userId: string | null = 'taro2024', language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/user-id/edit', page: UserIdEditPage, data: { userId }, language });
const newId = () => screen.getByLabelText('新しいユーザID');
const password = () => screen.getByLabelText('パスワード');
const submit = () => screen.getByRole('button', { name: '変更する' });
const taken = 'このユーザIDは既に使用されています。別のユーザIDを登録してください。';

describe('user ID change page', () => {
  it('shows the current user ID', async () => {
    await renderEdit();
    expect(screen.getByText('現在のユーザID').nextElementSibling).toHaveTextContent('taro2024');
  });

  it('says when no user ID is set yet', async () => {
    await renderEdit(null);
    expect(screen.getByText('現在のユーザID').nextElementSibling).toHaveTextContent('未設定');
  });

  it('checks the ID rules, that it changed and the password length before sending', async () => {
    const { calls } = mockFetch({});
    await renderEdit();
    await userEvent.click(submit());
    expect(screen.getByText('ユーザIDを入力してください。')).toBeInTheDocument();
    expect(newId()).toHaveFocus();
    await userEvent.type(newId(), 'taro2024');
    await userEvent.type(password(), 'short');
    await userEvent.click(submit());
    expect(await screen.findByText('ユーザIDを変更してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードは8文字以上です')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks the server whether a new ID is free when the box loses focus', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/user-id/verify': apiError(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID'),
    });
    await renderEdit();
    await userEvent.type(newId(), 'hanako01');
    await userEvent.tab();
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/zapi/account/user-id/verify', body: { userId: 'hanako01' } }]);
    await userEvent.type(newId(), '2');
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
  });

  it('does not ask about a malformed ID or the current one', async () => {
    const { calls } = mockFetch({ 'POST /zapi/account/user-id/verify': { status: 204 } });
    await renderEdit();
    await userEvent.type(newId(), 'abc');
    await userEvent.tab();
    await userEvent.clear(newId());
    await userEvent.type(newId(), 'taro2024');
    await userEvent.tab();
    expect(calls).toEqual([]);
  });

  it('changes the ID with the password and follows the answer', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/user-id/verify': { status: 204 },
      'POST /zapi/account/user-id/edit': { body: { redirectTo: '/mypage/user-id/edit/complete' } },
    });
    await renderEdit();
    await userEvent.type(newId(), 'hanako01');
    await userEvent.type(password(), 'Passw0rd!');
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/user-id/edit/complete');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/zapi/account/user-id/edit',
      body: { userId: 'hanako01', password: 'Passw0rd!' },
    });
  });

  it('shows a wrong password on the password field', async () => {
    mockFetch({
      'POST /zapi/account/user-id/verify': { status: 204 },
      'POST /zapi/account/user-id/edit': apiError(401, 'REQUEST_UNAUTHORIZED'),
    });
    await renderEdit();
    await userEvent.type(newId(), 'hanako01');
    await userEvent.type(password(), 'Wrongpass1');
    await userEvent.click(submit());
    expect(await screen.findByText('パスワードが正しくありません。')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
  });

  it('shows an ID taken meanwhile on the ID field', async () => {
    mockFetch({
      'POST /zapi/account/user-id/verify': { status: 204 },
      'POST /zapi/account/user-id/edit': apiError(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID'),
    });
    await renderEdit();
    await userEvent.type(newId(), 'hanako01');
    await userEvent.type(password(), 'Passw0rd!');
    await userEvent.click(submit());
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(newId()).toHaveAttribute('aria-invalid', 'true');
    expect(newId()).toHaveFocus();
  });

  it('shows other failures above the button', async () => {
    mockFetch({
      'POST /zapi/account/user-id/verify': { status: 204 },
      'POST /zapi/account/user-id/edit': apiError(500, 'INTERNAL_ERROR', {
        message: 'サーバーでエラーが発生しました。',
      }),
    });
    await renderEdit();
    await userEvent.type(newId(), 'hanako01');
    await userEvent.type(password(), 'Passw0rd!');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('サーバーでエラーが発生しました。');
  });

  it('speaks English', async () => {
    await renderEdit('taro2024', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Change user ID' })).toBeInTheDocument();
    expect(screen.getByLabelText('New user ID')).toHaveAccessibleDescription('6 to 15 half-width letters and numbers');
  });
});
