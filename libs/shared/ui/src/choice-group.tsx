import { useId, type FocusEvent, type ReactNode } from 'react';
import { describedByOf } from './form-field';
import { FieldError } from './field-error';
import { labelCss } from './field-styles';
import { RequirementMarker } from './requirement-marker';

export interface ChoiceOption {
  readonly value: string;
  readonly label: ReactNode;
}

interface CommonProps {
  readonly name: string;
  readonly legend: ReactNode;
  readonly options: readonly ChoiceOption[];
  readonly required?: boolean;
  readonly error?: ReactNode;
  readonly hint?: ReactNode;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Id of the first input, so an error summary or focus-first-error can reach the group. */
  readonly id?: string;
}

export interface RadioGroupProps extends CommonProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export interface CheckboxGroupProps extends CommonProps {
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
}

function Group({
  type,
  name,
  legend,
  options,
  required,
  error,
  hint,
  onBlur,
  id,
  isChecked,
  toggle,
}: CommonProps & {
  type: 'radio' | 'checkbox';
  isChecked: (v: string) => boolean;
  toggle: (v: string, checked: boolean) => void;
}) {
  const generated = useId();
  const base = id ?? generated;
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const hasError = error !== undefined && error !== null && error !== '' && error !== false;
  const describedBy = describedByOf(hint ? hintId : null, hasError ? errorId : null);
  return (
    <fieldset
      role={type === 'radio' ? 'radiogroup' : 'group'}
      aria-describedby={describedBy}
      aria-required={type === 'radio' && required ? true : undefined}
      aria-invalid={type === 'radio' && hasError ? true : undefined}
      css={(theme) => ({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: theme.space(1) })}
    >
      <legend css={(theme) => ({ ...labelCss(theme), padding: 0, marginBottom: theme.space(1) })}>
        <span>{legend}</span>
        {required === undefined ? null : <RequirementMarker required={required} />}
      </legend>
      {hint ? (
        <p id={hintId} css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: '0.875rem' })}>
          {hint}
        </p>
      ) : null}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: `${theme.space(1)} ${theme.space(5)}` })}>
        {options.map((option, index) => (
          <label
            key={option.value}
            css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}
          >
            <input
              type={type}
              id={index === 0 ? base : undefined}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
              aria-invalid={type === 'checkbox' && hasError ? true : undefined}
              css={{ width: 20, height: 20, margin: 0, accentColor: 'currentColor' }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** A required choice among a few options (sex when the store asks for radio buttons). */
export function RadioGroup({ value, onChange, ...rest }: RadioGroupProps) {
  return <Group {...rest} type="radio" isChecked={(v) => v === value} toggle={(v) => onChange(v)} />;
}

/** Several ticks (custom associated info of type CHECKBOX). */
export function CheckboxGroup({ value, onChange, ...rest }: CheckboxGroupProps) {
  return (
    <Group
      {...rest}
      type="checkbox"
      isChecked={(v) => value.includes(v)}
      toggle={(v, checked) => onChange(checked ? [...value.filter((x) => x !== v), v] : value.filter((x) => x !== v))}
    />
  );
}
