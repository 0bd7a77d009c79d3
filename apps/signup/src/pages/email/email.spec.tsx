import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { anEmailStep } from '../../testing/fixtures';
import EmailPage from './index';

const renderEmail = (data = anEmailStep(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'signup', path: '/signup/email', page: EmailPage, data, language });
const box = () => screen.getByLabelText('メールアドレス');
const send = () => screen.getByRole('button', { name: '認証コードを送信' });

describe('sign-up e-mail step', () => {
  it('says how long the code lives and when resending is worth it', async () => {
    await renderEmail();
    expect(screen.getByText('STEP 2/4')).toBeInTheDocument();
    expect(screen.getByText('認証コードの有効期限は送信から60分です。')).toBeInTheDocument();
    expect(
      screen.getByText('5分以上経ってもメールが届かない場合は、認証コードを再送信してください。'),
    ).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-required', 'true');
  });

  it('checks the address with the shared rules and focuses it', async () => {
    const { calls } = mockFetch({});
    await renderEmail();
    await userEvent.click(send());
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
    await waitFor(() => expect(box()).toHaveFocus());
    await userEvent.type(box(), 'not-an-address');
    await userEvent.click(send());
    expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(/メールアドレスの形式が正しくありません。/);
    expect(calls).toHaveLength(0);
  });

  it('sends the address and goes to the PIN step', async () => {
    const { calls } = mockFetch({ 'POST /zapi/signup/email': { body: { redirectTo: '/signup/pin-code' } } });
    await renderEmail(anEmailStep({ email: 'kept@example.com' }));
    expect(box()).toHaveValue('kept@example.com');
    await userEvent.clear(box());
    await userEvent.type(box(), 'taro@example.com');
    await userEvent.click(send());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/pin-code');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/zapi/signup/email',
      body: { type: 'signUp', email: 'taro@example.com', policyConsentData: [] },
    });
  });

  it('reports an address in use with a link to log in', async () => {
    mockFetch({ 'POST /zapi/signup/email': apiError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL') });
    await renderEmail();
    await userEvent.type(box(), 'taken@example.com');
    await userEvent.click(send());
    expect(await screen.findByText(/このメールアドレスは既に登録されています。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインはこちら' })).toHaveAttribute('href', '/login');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'send failed' on the field when the mail could not be sent", async () => {
    mockFetch({ 'POST /zapi/signup/email': apiError(500, 'INTERNAL_ERROR') });
    await renderEmail();
    await userEvent.type(box(), 'taro@example.com');
    await userEvent.click(send());
    expect(await screen.findByText('送信に失敗しました。')).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(/送信に失敗しました。/);
  });

  it('asks for the policies here when the store does not show them first', async () => {
    const policy = {
      policyId: 'p',
      revision: 1,
      key: 'terms',
      title: 'Terms',
      isExternal: true,
      dataSource: 'https://example.com/t',
      renderData: null,
    };
    const { calls } = mockFetch({ 'POST /zapi/signup/email': { body: { redirectTo: '/signup/pin-code' } } });
    await renderEmail(anEmailStep({ policies: [policy], step: { current: 1, total: 3 } }), 'en');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'taro@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the PIN code' }));
    expect(await screen.findByText('Consent is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the PIN code' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/pin-code');
    expect(calls[0]?.body).toMatchObject({ policyConsentData: [{ policyId: 'p', revision: 1, key: 'terms' }] });
  });
});
