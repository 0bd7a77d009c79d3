import { describedByOf, FieldError, inputCss, labelCss } from '@vs/ui';
import { digitsOnly } from '@vs/validation';
import { useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface PinDigitBoxesProps {
  /** The group's name (its legend). */
  readonly label: string;
  /** One entry per box: '' or a single digit. */
  readonly digits: readonly string[];
  readonly onChange: (digits: string[]) => void;
  readonly hint?: string;
  /** The translated message; marks every box invalid while shown. */
  readonly error?: string;
}

/** Half-width or full-width (IME) digits only, nothing else around them. */
const pastable = (text: string, length: number) => new RegExp(`^[0-9\\uff10-\\uff19]{${length}}$`).test(text);

/**
 * A PIN as one box per digit (spec 001 §5 "PIN code (profile protection)"): a digit moves on to the
 * next box, anything else is ignored, Backspace clears and moves back, and a paste fills every box
 * only when it is exactly as many digits as there are boxes. Every box but the focused one is
 * masked, so the PIN cannot be read over a shoulder while the one being typed can be checked.
 */
export function PinDigitBoxes({ label, digits, onChange, hint, error }: PinDigitBoxesProps) {
  const { t } = useTranslation('account');
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const describedBy = describedByOf(hint ? hintId : null, error ? errorId : null);

  const focusBox = (index: number) => boxes.current[index]?.focus();
  const replace = (index: number, digit: string) =>
    onChange(digits.map((current, at) => (at === index ? digit : current)));

  const type = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      replace(index, '');
      return;
    }
    const typed = digitsOnly(raw);
    if (typed === '') return;
    // The box still holds its old digit when the caret was not over it: keep what was added.
    const previous = digits[index] ?? '';
    const added = previous !== '' && typed.length > 1 ? typed.replace(previous, '') : typed;
    replace(index, added.slice(-1) || previous);
    focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = digits[index] !== '' ? index : index - 1;
      if (target < 0) return;
      replace(target, '');
      focusBox(Math.max(index - 1, 0));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    if (!pastable(text, digits.length)) return;
    onChange(digitsOnly(text).split(''));
    focusBox(digits.length - 1);
  };

  return (
    <fieldset
      aria-describedby={describedBy}
      css={(theme) => ({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: theme.space(1) })}
    >
      <legend css={(theme) => ({ ...labelCss(theme), padding: 0, marginBottom: theme.space(1) })}>{label}</legend>
      {hint ? (
        <p id={hintId} css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: '0.875rem' })}>
          {hint}
        </p>
      ) : null}
      <div css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the position is the identity.
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            type={focused === index ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('profilePin.digit', { position: index + 1 })}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            value={digit}
            onChange={(event) => type(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={paste}
            onFocus={(event) => {
              setFocused(index);
              event.target.select();
            }}
            onBlur={() => setFocused(null)}
            css={(theme) => ({
              ...inputCss(theme, Boolean(error)),
              width: 52,
              minHeight: 56,
              padding: 0,
              textAlign: 'center',
              fontSize: '1.5rem',
            })}
          />
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
