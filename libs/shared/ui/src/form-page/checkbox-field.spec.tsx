import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { CheckboxField } from './checkbox-field';

function Harness({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      name="consent"
      label="同意する"
      description="取り消せません"
      error={error}
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
    />
  );
}

describe('CheckboxField', () => {
  it('is named by its label, which ticks it', async () => {
    await renderWithI18n(<Harness />);
    const box = screen.getByRole('checkbox', { name: '同意する' });
    await userEvent.click(screen.getByText('同意する'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('取り消せません');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its note and its error, and marked invalid while the error shows', async () => {
    await renderWithI18n(<Harness error="同意してください" />);
    const box = screen.getByRole('checkbox', { name: '同意する' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/取り消せません.*同意してください/);
  });
});
