import { renderPage } from '@vs/mf/testing';
import { FormPage } from '@vs/ui/form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PinDigitBoxes } from './pin-digit-boxes';

function BoxesPage() {
  const [digits, setDigits] = useState(['', '', '', '']);
  return (
    <FormPage title="pin">
      <PinDigitBoxes
        label="新しいPINコード"
        digits={digits}
        onChange={setDigits}
        hint="数字4桁"
        error={digits.join('') === '0000' ? '使えません' : undefined}
      />
      <p data-testid="value">{digits.map((digit) => digit || '_').join('')}</p>
    </FormPage>
  );
}

const renderBoxes = (language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/pin', page: BoxesPage, data: null, language });
const group = () => screen.getByRole('group', { name: '新しいPINコード' });
const box = (position: number) => within(group()).getByLabelText(`PIN ${position}桁目`);
const value = () => screen.getByTestId('value');

describe('PIN digit boxes', () => {
  it('labels the group and every box, and describes them with the hint', async () => {
    await renderBoxes();
    expect(group().querySelectorAll('input')).toHaveLength(4);
    expect(box(1)).toHaveAccessibleDescription('数字4桁');
    expect(box(4)).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes one digit per box, moves on as it types, and ignores anything but digits', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(value()).toHaveTextContent('12__');
    expect(box(3)).toHaveFocus();
    await user.keyboard('x-34');
    expect(value()).toHaveTextContent('1234');
    expect(box(4)).toHaveFocus();
  });

  it('turns full-width digits into half-width ones', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(1));
    await user.keyboard('５');
    expect(value()).toHaveTextContent('5___');
  });

  it('replaces the digit of a box typed over', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('9');
    expect(value()).toHaveTextContent('92__');
    expect(box(2)).toHaveFocus();
  });

  it('masks every box but the focused one', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(1)).toHaveAttribute('type', 'password');
    expect(box(2)).toHaveAttribute('type', 'password');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveAttribute('type', 'text');
    await user.click(box(2));
    expect(box(2)).toHaveAttribute('type', 'text');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveAttribute('type', 'password');
  });

  it('clears with Backspace and moves back, also from an empty box', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toHaveTextContent('12__');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toHaveTextContent('1___');
    expect(box(2)).toHaveFocus();
    await user.click(box(1));
    await user.keyboard('{Backspace}{Backspace}');
    expect(value()).toHaveTextContent('____');
    expect(box(1)).toHaveFocus();
  });

  it('moves between boxes with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(2));
    await user.keyboard('{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a paste of exactly four digits', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(2));
    await user.paste(' 4321 ');
    expect(value()).toHaveTextContent('4321');
    expect(box(4)).toHaveFocus();
  });

  it.each(['123', '12345', '12a4', '12-34'])('ignores a paste of %s', async (text) => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(1));
    await user.paste(text);
    expect(value()).toHaveTextContent('____');
  });

  it('marks every box invalid and describes them with the error', async () => {
    const user = userEvent.setup();
    await renderBoxes();
    await user.click(box(1));
    await user.paste('0000');
    for (const position of [1, 2, 3, 4]) {
      expect(box(position)).toHaveAttribute('aria-invalid', 'true');
      expect(box(position)).toHaveAccessibleDescription(/使えません/);
    }
  });

  it('labels the boxes in English', async () => {
    await renderBoxes('en');
    expect(within(group()).getByLabelText('PIN digit 1')).toBeInTheDocument();
  });
});
