import type { MypageTopScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MypageTopPage from './index';
import { aMypageTop } from './top-fixtures';

const renderTop = (overrides: Partial<MypageTopScreenData> = {}, language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage', page: MypageTopPage, data: aMypageTop(overrides), language });
const section = (name: string) => screen.getByRole('region', { name });
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
const link = (name: string) => screen.getByRole('link', { name });
const noLinks = { newsletterConsent: false, privacyConsent: false, pinCode: false, connections: false };

describe('My Page top', () => {
  it('has one h1 and an h2 for each section, withdrawal last', async () => {
    await renderTop();
    expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'ご契約中のプラン',
      'アカウント情報',
      'ログインとセキュリティ',
      '外部アカウント連携',
      'その他の設定',
    ]);
    const links = screen.getAllByRole('link');
    expect(links.at(-1)).toHaveAccessibleName('退会する');
    expect(links.at(-1)).toHaveAttribute('href', '/withdraw');
  });

  it('warns about an unverified address and links to verifying it', async () => {
    await renderTop({ isEmailVerified: false });
    expect(screen.getByText(/メールアドレスの認証が完了していません。/)).toBeInTheDocument();
    expect(link('メールアドレスを認証する')).toHaveAttribute('href', '/mypage/email/verify');
  });

  it('has no warning for a verified address', async () => {
    await renderTop();
    expect(screen.queryByText(/メールアドレスの認証が完了していません。/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'メールアドレスを認証する' })).not.toBeInTheDocument();
  });

  it('lists the plans with a badge for each status group, each to its detail, and links to all of them', async () => {
    await renderTop({
      contractedPlans: [
        { subscriptionId: 's1', planId: 'p1', planName: 'スタンダード', statusGroup: 'contracted' },
        { subscriptionId: 's2', planId: 'p2', planName: 'お試し', statusGroup: 'trial' },
        { subscriptionId: 's3', planId: 'p3', planName: 'ライト', statusGroup: 'cancelScheduled' },
        { subscriptionId: 's4', planId: 'p4', planName: 'プレミアム', statusGroup: 'onHold' },
      ],
    });
    const items = within(section('ご契約中のプラン')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'スタンダード契約中',
      'お試し無料トライアル中',
      'ライト解約予定',
      'プレミアム更新保留中',
    ]);
    expect(link('スタンダード')).toHaveAttribute('href', '/mypage/subscription/s1');
    expect(link('ご契約プランの一覧を見る')).toHaveAttribute('href', '/mypage/plans');
  });

  it('says when there is no plan', async () => {
    await renderTop({ contractedPlans: [] });
    expect(within(section('ご契約中のプラン')).getByText('現在ご契約中のプランはありません。')).toBeInTheDocument();
    expect(within(section('ご契約中のプラン')).queryByRole('list')).not.toBeInTheDocument();
  });

  it('hides the link to all plans from a withdrawal-limited account', async () => {
    await renderTop({ isWithdrawalLimited: true });
    expect(within(section('ご契約中のプラン')).getByText('スタンダードプラン')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ご契約プランの一覧を見る' })).not.toBeInTheDocument();
  });

  it('shows the account details with the links that change them', async () => {
    await renderTop();
    expect(row('連絡先メールアドレス')).toHaveTextContent('taro@example.com');
    expect(link('メールアドレスを変更する')).toHaveAttribute('href', '/mypage/email/edit');
    expect(row('ユーザID')).toHaveTextContent('taro2024');
    expect(link('ユーザIDを変更する')).toHaveAttribute('href', '/mypage/user-id/edit');
    expect(row('登録情報')).toHaveTextContent('山田 太郎登録日：2025/01/01');
    expect(link('登録情報を編集する')).toHaveAttribute('href', '/mypage/edit');
    expect(row('プロフィール画像')).toHaveTextContent('未設定');
    expect(link('プロフィール画像を変更する')).toHaveAttribute('href', '/mypage/profile/edit');
  });

  it('shows the profile image when there is one', async () => {
    await renderTop({ profileImageUrl: '/images/profile/abc.png' });
    expect(within(row('プロフィール画像')).getByRole('img', { name: '現在のプロフィール画像' })).toHaveAttribute(
      'src',
      '/images/profile/abc.png',
    );
  });

  it('leaves out the user ID and the profile image where the store does not use them', async () => {
    await renderTop({ isEnabledUserId: false, userId: null, isProfileImageEnabled: false });
    expect(screen.queryByText('ユーザID', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('プロフィール画像', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ユーザIDを変更する' })).not.toBeInTheDocument();
  });

  it('says when the user ID is not set yet', async () => {
    await renderTop({ userId: null });
    expect(row('ユーザID')).toHaveTextContent('未設定');
  });

  it('shows the password change time in JST and links to changing it', async () => {
    await renderTop();
    expect(row('パスワード')).toHaveTextContent('最終更新：2025/03/01 23:05');
    expect(link('パスワードを変更する')).toHaveAttribute('href', '/mypage/password/edit');
  });

  it('sends a member without a password to set one, also for the user ID', async () => {
    await renderTop({ isEnabledPassword: false, passwordUpdatedAt: null });
    expect(row('パスワード')).toHaveTextContent('未設定');
    expect(link('パスワードを設定する')).toHaveAttribute('href', '/mypage/enable-password');
    expect(screen.queryByRole('link', { name: 'パスワードを変更する' })).not.toBeInTheDocument();
    expect(link('ユーザIDを変更する')).toHaveAttribute('href', '/mypage/enable-password');
    expect(row('ユーザID')).toHaveTextContent('ユーザIDを変更するには、先にパスワードの設定が必要です。');
  });

  it('names the multi-factor types that are on, or says it is off', async () => {
    await renderTop({ multiFactorTypes: ['Email', 'OTP'] });
    expect(row('多要素認証')).toHaveTextContent('メール認証、認証アプリ（ワンタイムパスワード）');
    expect(link('多要素認証を設定する')).toHaveAttribute('href', '/mypage/multi-factor');
    expect(link('ログイン履歴を確認する')).toHaveAttribute('href', '/mypage/login-history');
    expect(link('ログイン中のブラウザを確認する')).toHaveAttribute('href', '/mypage/sessions');
  });

  it('says multi-factor is off when no type is on', async () => {
    await renderTop();
    expect(row('多要素認証')).toHaveTextContent('オフ');
  });

  it('shows each external identity as logging in, linked or not linked, with what can be done to it', async () => {
    await renderTop();
    const items = within(section('外部アカウント連携')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Googleログイン中',
      'LINE連携済み連携を解除',
      'Apple未連携連携する',
    ]);
    expect(link('Appleと連携する')).toHaveAttribute(
      'href',
      '/auth/authorize?userIdentifierType=apple&socialActionType=enableExternalAuth',
    );
  });

  it('unlinks a linked identity after asking, and follows the answer to the completion page', async () => {
    const { calls } = mockFetch({
      'POST /zapi/auth/social/disable': { body: { redirectTo: '/mypage/social/disable/complete' } },
    });
    await renderTop();
    await userEvent.click(screen.getByRole('button', { name: 'LINEとの連携を解除' }));
    const dialog = screen.getByRole('alertdialog', { name: 'LINEとの連携を解除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '解除する' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/social/disable/complete');
    expect(calls.at(-1)?.body).toEqual({ userIdentifierType: 'line' });
  });

  it("says why the server refused an unlink, in the catalogue's words", async () => {
    mockFetch({ 'POST /zapi/auth/social/disable': apiError(409, 'SOCIAL_UNLINK_REFUSED') });
    await renderTop();
    await userEvent.click(screen.getByRole('button', { name: 'LINEとの連携を解除' }));
    await userEvent.click(screen.getByRole('button', { name: '解除する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ログイン中の外部アカウントと、パスワードが未設定の場合の最後の外部アカウントは連携を解除できません。',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves out the identity section when the store offers none', async () => {
    await renderTop({ userIdentifiers: [] });
    expect(screen.queryByRole('heading', { level: 2, name: '外部アカウント連携' })).not.toBeInTheDocument();
  });

  it('links to consents, PIN code and connected apps', async () => {
    await renderTop();
    expect(link('メールマガジンの配信設定')).toHaveAttribute('href', '/mypage/consent?type=newsletter');
    expect(link('プライバシー設定')).toHaveAttribute('href', '/mypage/consent?type=privacy');
    expect(link('PINコードの設定')).toHaveAttribute('href', '/mypage/pin-code');
    expect(link('連携中のアプリ')).toHaveAttribute('href', '/mypage/connections');
  });

  it('shows only the links whose flag is on', async () => {
    await renderTop({ links: { ...noLinks, privacyConsent: true } });
    expect(
      within(section('その他の設定'))
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['プライバシー設定']);
  });

  it('leaves out the other settings when every link is off', async () => {
    await renderTop({ links: noLinks });
    expect(screen.queryByRole('heading', { level: 2, name: 'その他の設定' })).not.toBeInTheDocument();
    expect(link('退会する')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderTop({ multiFactorTypes: ['Email', 'SMS'], isEmailVerified: false }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'My Page' })).toBeInTheDocument();
    expect(row('Password')).toHaveTextContent('Last updated: 2025/03/01 23:05');
    expect(link('Verify your e-mail address')).toHaveAttribute('href', '/mypage/email/verify');
    expect(row('Multi-factor authentication')).toHaveTextContent(/E-?mail.*SMS/);
  });
});
