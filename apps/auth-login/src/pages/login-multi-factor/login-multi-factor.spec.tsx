import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aMultiFactorChoice } from '../../testing/fixtures';
import LoginMultiFactorPage from './index';

const renderChoice = (data = aMultiFactorChoice(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'auth-login', path: '/login/multi-factor', page: LoginMultiFactorPage, data, language });
const choices = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
const next = () => screen.getByRole('button', { name: '次へ' });

describe('multi-factor choice at login', () => {
  it('lists the preferred type first, chosen, and goes on to its page', async () => {
    await renderChoice(aMultiFactorChoice({ types: ['Email', 'OTP', 'BackupCode'], preferredType: 'OTP' }));
    expect(screen.getByRole('radiogroup', { name: '認証方法' })).toBeInTheDocument();
    expect(choices()).toEqual([
      '認証アプリのワンタイムパスワード',
      'メールで認証コードを受け取る',
      'バックアップコード',
    ]);
    expect(screen.getByRole('radio', { name: '認証アプリのワンタイムパスワード' })).toBeChecked();
    await userEvent.click(next());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/login/multi-factor/otp');
  });

  it('chooses the first type without a preferred one, and another by keyboard', async () => {
    await renderChoice(aMultiFactorChoice({ types: ['SMS', 'BackupCode'], preferredType: null }));
    expect(screen.getByRole('radio', { name: 'SMSで認証コードを受け取る' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'SMSで認証コードを受け取る' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'バックアップコード' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('destination')).toHaveTextContent('/login/multi-factor/backup-code');
  });

  it('speaks English', async () => {
    await renderChoice(aMultiFactorChoice(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Additional verification' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Receive a code by e-mail' })).toBeChecked();
  });
});
