import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { labelCss } from './field-styles';
import { RequirementMarker } from './requirement-marker';

/** What a field hands to its control: the ids and states that tie label, hint and error to it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
  readonly 'aria-required'?: true;
}

export interface FormFieldProps {
  readonly label: ReactNode;
  /** true → required marker + aria-required; false → optional marker; undefined → no marker. */
  readonly required?: boolean;
  readonly hint?: ReactNode;
  /** The translated message; shown only when given. */
  readonly error?: ReactNode;
  /** Extra element ids the control should be described by (a checklist, a countdown). */
  readonly describedBy?: readonly string[];
  readonly id?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
  /** Rendered after the error (a lookup button's own message, a link). */
  readonly footer?: ReactNode;
}

export function describedByOf(...ids: readonly (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

/**
 * A label, an optional hint, the control and its error. The control gets `id`, `aria-describedby`
 * (hint, error, extras), `aria-invalid` while an error shows, and `aria-required` for a required field.
 */
export function FormField({ label, required, hint, error, describedBy = [], id, children, footer }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByOf(hint ? hintId : null, hasError ? errorId : null, ...describedBy),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
      {/* The marker sits beside the label, not in it, so the label's text is the field name alone. */}
      <div css={labelCss}>
        <label htmlFor={controlId}>{label}</label>
        {required === undefined ? null : <RequirementMarker required={required} />}
      </div>
      {hint ? (
        <p id={hintId} css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: '0.875rem' })}>
          {hint}
        </p>
      ) : null}
      {children(control)}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
      {footer}
    </div>
  );
}
