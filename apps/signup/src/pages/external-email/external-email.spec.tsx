import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupAuthScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import ExternalEmailPage from './index';

const aStep = (overrides: Partial<SignupAuthScreenData> = {}): SignupAuthScreenData => ({
  step: { current: 1, total: 3 },
  providerName: 'LINE',
  email: 'line.user@example.com',
  policies: [],
  ...overrides,
});
const renderStep = (data = aStep(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'signup', path: '/signup/auth', page: ExternalEmailPage, data, language });
const box = () => screen.getByLabelText('メールアドレス');
const next = () => screen.getByRole('button', { name: '次へ' });

describe('sign-up through an external identity: the address', () => {
  it("names the provider and offers the address it gave, and sends it with the step's call", async () => {
    const { calls } = mockFetch({ 'POST /zapi/signup/auth': { body: { redirectTo: '/signup/form' } } });
    await renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'LINEのアカウントで会員登録' })).toBeInTheDocument();
    expect(screen.getByText('STEP 1/3')).toBeInTheDocument();
    expect(box()).toHaveValue('line.user@example.com');
    await userEvent.click(next());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/form');
    expect(calls[0]).toMatchObject({
      path: '/zapi/signup/auth',
      body: { email: 'line.user@example.com', policyConsentData: [] },
    });
  });

  it('says an address in use in the external wording, without a login link', async () => {
    mockFetch({ 'POST /zapi/signup/auth': apiError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL') });
    await renderStep();
    await userEvent.click(next());
    expect(
      await screen.findByText('このメールアドレスは既に使用されています。別のメールアドレスを登録してください。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ログインはこちら' })).toBeNull();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes to the PIN step when the address was changed', async () => {
    const { calls } = mockFetch({ 'POST /zapi/signup/auth': { body: { redirectTo: '/signup/pin-code' } } });
    await renderStep(aStep({ email: null }));
    await userEvent.type(box(), 'another@example.com');
    await userEvent.click(next());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/pin-code');
    expect(calls[0]?.body).toMatchObject({ email: 'another@example.com' });
  });

  it('speaks English', async () => {
    await renderStep(aStep(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up with your LINE account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
