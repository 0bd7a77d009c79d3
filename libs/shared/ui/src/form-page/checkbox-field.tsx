import { useId, type ChangeEvent, type ReactNode } from 'react';
import { describedByOf } from '../form-field';
import { FieldError } from '../field-error';

export interface CheckboxFieldProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** A note under the box (what ticking it means). */
  readonly description?: ReactNode;
  /** The translated message; the box is marked invalid while it shows. */
  readonly error?: ReactNode;
  /** A tick the form needs (a consent) reads bold; an optional one (remember this device) plain. */
  readonly emphasized?: boolean;
}

/** One tick box, its label as the click target (44 px high for touch), and under it its note and error. */
export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  description,
  error,
  emphasized = false,
}: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
      <label
        htmlFor={id}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          minHeight: 44,
          cursor: 'pointer',
          fontWeight: emphasized ? 700 : undefined,
        }}
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(description ? descriptionId : null, error ? errorId : null)}
          css={{ width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: 'currentColor' }}
        />
        <span>{label}</span>
      </label>
      {description ? (
        <p id={descriptionId} css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: '0.875rem' })}>
          {description}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
