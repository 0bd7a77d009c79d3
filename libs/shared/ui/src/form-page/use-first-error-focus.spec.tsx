import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFirstErrorFocus } from './use-first-error-focus';

function Form() {
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [invalid, setInvalid] = useState(false);
  return (
    <form ref={form}>
      <input aria-label="name" />
      <input aria-label="user ID" aria-invalid={invalid} />
      <button
        type="button"
        onClick={() => {
          // The error and the focus request land in one render, as after a failed submit.
          setInvalid(true);
          focusFirstErrorLater();
        }}
      >
        submit
      </button>
    </form>
  );
}

describe('useFirstErrorFocus', () => {
  it('focuses the field that the same render marked invalid', () => {
    render(<Form />);
    act(() => screen.getByRole('button', { name: 'submit' }).click());
    expect(screen.getByRole('textbox', { name: 'user ID' })).toHaveFocus();
  });

  it('does nothing before it is asked', () => {
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'user ID' })).not.toHaveFocus();
  });
});
