import { renderPage } from '@vs/mf/testing';
import { routeTable } from '@vs/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { completionOf, completions } from './completions';
import CompletePage from './index';

const renderComplete = (path: string, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path, page: CompletePage, data: {}, language });

describe('account completion pages', () => {
  it('knows every route the route table sends here', () => {
    const routed = routeTable
      .filter((route) => route.remote === 'mypage' && route.page === 'complete')
      .map((route) => route.path);
    expect(Object.keys(completions).sort()).toEqual([...routed].sort());
  });

  it.each([
    ['/mypage/edit/complete', '会員情報の変更が完了しました', '登録情報を更新しました。'],
    [
      '/mypage/email/edit/complete',
      'メールアドレスの変更が完了しました',
      '今後のお知らせは新しいメールアドレスにお送りします。',
    ],
    ['/mypage/email/verify/complete', 'メールアドレスの認証が完了しました', 'ご登録のメールアドレスを確認できました。'],
    [
      '/mypage/password/edit/complete',
      'パスワードの変更が完了しました',
      '次回から新しいパスワードでログインしてください。',
    ],
    [
      '/mypage/enable-password/complete',
      'パスワードの設定が完了しました',
      'メールアドレスとパスワードでもログインできるようになりました。',
    ],
    ['/mypage/user-id/edit/complete', 'ユーザIDの変更が完了しました', '次回から新しいユーザIDでログインできます。'],
    [
      '/mypage/pin-code/complete',
      'PINコードの設定が完了しました',
      'テレビアプリでプロフィールを切り替えるときは、このPINコードを入力してください。',
    ],
    [
      '/mypage/social/enable/complete',
      '外部アカウントの連携が完了しました',
      '次回から連携したアカウントでもログインできます。',
    ],
    [
      '/mypage/social/disable/complete',
      '外部アカウントの連携を解除しました',
      '解除したアカウントではログインできなくなりました。',
    ],
  ])('%s says what was done and sets the title', async (path, title, lead) => {
    await renderComplete(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByText(lead)).toBeInTheDocument();
  });

  it('leads back to My Page', async () => {
    await renderComplete('/mypage/pin-code/complete');
    await userEvent.click(screen.getByRole('link', { name: 'マイページへ戻る' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(/^\/mypage$/);
  });

  it('speaks English', async () => {
    await renderComplete('/mypage/password/edit/complete', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Page' })).toHaveAttribute('href', '/mypage');
  });

  it('reads a trailing slash as the same page, and anything else neutrally', () => {
    expect(completionOf('/mypage/user-id/edit/complete/')).toBe('userIdEdit');
    expect(completionOf('/mypage/unknown/complete')).toBe('other');
  });
});
