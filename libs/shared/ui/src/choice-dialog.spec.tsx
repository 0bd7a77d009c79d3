import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceDialog } from './choice-dialog';
import { renderWithI18n } from './test-i18n';

describe('ChoiceDialog', () => {
  it('confirms only after a choice, by keyboard too', async () => {
    const onConfirm = vi.fn();
    const options = [
      { value: '0', label: '東京都千代田区丸の内' },
      { value: '1', label: '東京都千代田区大手町' },
    ];
    await renderWithI18n(
      <ChoiceDialog open title="住所を選択してください" options={options} onConfirm={onConfirm} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: '住所を選択してください' });
    expect(dialog).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: '決定' });
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '東京都千代田区大手町' }));
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('1');
  });

  it('closes on cancel', async () => {
    const onClose = vi.fn();
    await renderWithI18n(
      <ChoiceDialog open title="選択" options={[{ value: 'a', label: 'A' }]} onConfirm={vi.fn()} onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalled();
  });
});
