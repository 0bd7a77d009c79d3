import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasswordStrength } from '@vs/contract';
import { passwordChecklist } from '@vs/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PasswordChecklist, PasswordInput } from './password-field';
import { renderWithI18n } from './test-i18n';

function Harness({ strength }: { strength: PasswordStrength }) {
  const { t } = useTranslation('validation');
  const [value, setValue] = useState('');
  const items = passwordChecklist(value, strength).map((item) => ({ label: t(item.label), passed: item.passed }));
  return (
    <FormField label="パスワード" required describedBy={['checklist']}>
      {(control) => (
        <>
          <PasswordInput {...control} value={value} onChange={(e) => setValue(e.target.value)} />
          <PasswordChecklist id="checklist" items={items} />
        </>
      )}
    </FormField>
  );
}

const states = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => `${li.textContent?.replace(/（条件を満たし[^）]*）$/, '')}:${li.dataset['passed']}`);

describe('PasswordInput and PasswordChecklist', () => {
  it('ticks each rule of the store strength live, and says so in text', async () => {
    await renderWithI18n(<Harness strength="uppercaseAndSymbol" />);
    const box = screen.getByLabelText('パスワード');
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(states()).toEqual([
      '・8文字以上30文字以内:false',
      '・半角英数字・記号のみ（スペースは使用不可）:false',
      '・英小文字を含む:false',
      '・数字を含む:false',
      '・英大文字を含む:false',
      '・記号を含む:false',
    ]);
    await userEvent.type(box, 'abc1');
    expect(states().map((s) => s.endsWith('true'))).toEqual([false, true, true, true, false, false]);
    await userEvent.type(box, 'DEF!x');
    expect(states().every((s) => s.endsWith('true'))).toBe(true);
    expect(screen.getAllByText(/条件を満たしています/)).toHaveLength(6);
    expect(box.getAttribute('aria-describedby')).toContain('checklist');
  });

  it('lists only lowercase and digit beyond length and characters for the default strength', async () => {
    await renderWithI18n(<Harness strength="default" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the password while the toggle is pressed', async () => {
    await renderWithI18n(<Harness strength="default" />);
    const toggle = screen.getByRole('button', { name: 'パスワードを表示する' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('パスワード')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
