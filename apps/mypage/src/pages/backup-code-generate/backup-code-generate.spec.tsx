import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMultiFactorPage, tenCodes } from '../../testing/fixtures';
import BackupCodeGeneratePage from './index';

const renderGenerate = (language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/multi-factor/backup-code/generate',
    page: BackupCodeGeneratePage,
    data: aMultiFactorPage(),
    language,
  });
const regeneratePath = 'POST /zapi/account/backup-code-regenerate';

describe('issuing new backup codes', () => {
  it('warns that the old codes stop working and sends nothing until asked', async () => {
    const { calls } = mockFetch({});
    await renderGenerate();
    expect(screen.getByText('発行すると、今までのバックアップコードはすべて使えなくなります。')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('regenerates and shows the new codes with focus on their heading', async () => {
    const { calls } = mockFetch({ [regeneratePath]: { body: { backupCodeList: tenCodes } } });
    await renderGenerate();
    await userEvent.click(screen.getByRole('button', { name: '発行する' }));
    const heading = await screen.findByRole('heading', { level: 2, name: '新しいバックアップコード' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      within(screen.getByRole('list', { name: 'バックアップコード一覧' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(tenCodes);
    expect(screen.queryByRole('button', { name: '発行する' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/zapi/account/backup-code-regenerate', body: undefined }]);
  });

  it('shows progress and ignores a second press while the call runs', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { calls } = mockFetch({ [regeneratePath]: () => new Promise((resolve) => (answer = resolve)) });
    await renderGenerate();
    const button = screen.getByRole('button', { name: '発行する' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    expect(calls).toHaveLength(1);
    answer({ body: { backupCodeList: tenCodes } });
    expect(await screen.findByRole('heading', { level: 2, name: '新しいバックアップコード' })).toBeInTheDocument();
  });

  it("shows the server's message when it fails and keeps the old codes' page", async () => {
    mockFetch({ [regeneratePath]: apiError(403, 'FORBIDDEN', { message: '多要素認証が有効ではありません。' }) });
    await renderGenerate();
    await userEvent.click(screen.getByRole('button', { name: '発行する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('多要素認証が有効ではありません。');
    expect(screen.getByRole('button', { name: '発行する' })).not.toHaveAttribute('aria-disabled');
  });

  it('speaks English', async () => {
    await renderGenerate('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Issue new backup codes' })).toBeInTheDocument();
    expect(screen.getByText('Once issued, all your current backup codes stop working.')).toBeInTheDocument();
  });
});
