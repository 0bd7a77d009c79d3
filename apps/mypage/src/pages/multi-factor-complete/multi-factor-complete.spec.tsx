import { renderPage } from '@vs/mf/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MultiFactorCompletePage from './index';

const renderComplete = (language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/multi-factor/complete',
    page: MultiFactorCompletePage,
    data: {},
    language,
  });

describe('multi-factor complete', () => {
  it('says it is done, sets the title and leads back to the list', async () => {
    await renderComplete();
    expect(screen.getByRole('heading', { level: 1, name: '多要素認証を設定しました' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('多要素認証を設定しました'));
    await userEvent.click(screen.getByRole('link', { name: '多要素認証の設定に戻る' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(/^\/mypage\/multi-factor$/);
  });

  it('speaks English', async () => {
    await renderComplete('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Multi-factor authentication is set up' }),
    ).toBeInTheDocument();
  });
});
