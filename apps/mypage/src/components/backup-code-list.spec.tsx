import { renderPage } from '@vs/mf/testing';
import { FormPage } from '@vs/ui/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { tenCodes } from '../testing/fixtures';
import { BackupCodeList } from './backup-code-list';

function CodesPage() {
  return (
    <FormPage title="codes">
      <BackupCodeList codes={tenCodes} />
    </FormPage>
  );
}

const renderList = () => renderPage({ remote: 'mypage', path: '/codes', page: CodesPage, data: null });

describe('backup code list', () => {
  it('copies every code, one a line', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('button', { name: 'すべてコピー' }));
    expect(await screen.findByText('コピーしました。')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${tenCodes.join('\n')}\n`);
  });

  it('says so when the clipboard refuses', async () => {
    await renderList();
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    onTestFinished(() => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    });
    await userEvent.click(screen.getByRole('button', { name: 'すべてコピー' }));
    expect(await screen.findByText('コピーできませんでした。表示されている内容を控えてください。')).toBeInTheDocument();
  });

  it('downloads the codes as a text file and frees the object URL', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; put the originals (undefined there) back afterwards.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'テキストファイルで保存' }));
    expect(clicked).toEqual([{ href: 'blob:codes', download: 'backup-codes.txt' }]);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]?.text()).toBe(`${tenCodes.join('\n')}\n`);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:codes');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
