import { FieldError } from '@vs/ui';
import { useId, type ChangeEvent } from 'react';

export interface CheckboxFieldProps {
  readonly name: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The translated message; the box is marked invalid while it shows. */
  readonly error?: string;
}

/** One tick box with its label and, under it, its error. */
export function CheckboxField({ name, label, checked, onChange, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
      <label htmlFor={id} css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer', fontWeight: 700 }}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          css={{ width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: 'currentColor' }}
        />
        <span>{label}</span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
