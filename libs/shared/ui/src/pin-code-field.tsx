import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FormField } from './form-field';
import { ResendButton } from './resend-button';
import { TextInput } from './text-input';

export interface PinCodeFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly error?: ReactNode;
  readonly hint?: ReactNode;
  readonly maxLength: number;
  /** Seconds until resend works again; see useCountdown. */
  readonly resendRemaining: number;
  readonly onResend: () => void;
  readonly resendLoading?: boolean;
}

/**
 * The e-mailed PIN code box (numeric keyboard, one-time-code autofill) with the resend button and
 * its countdown under it (spec 001 §5 "PIN code (e-mail flows)").
 */
export function PinCodeField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  hint,
  maxLength,
  resendRemaining,
  onResend,
  resendLoading,
}: PinCodeFieldProps) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <FormField label={label} required error={error} hint={hint}>
        {(control) => (
          <TextInput
            {...control}
            name={name}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={maxLength}
            css={{ maxWidth: '12em', letterSpacing: '0.2em' }}
          />
        )}
      </FormField>
      <ResendButton remaining={resendRemaining} onResend={onResend} loading={resendLoading} />
    </div>
  );
}
