import { EMAIL_MAX } from '@vs/validation';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FormField } from '../form-field';
import { TextInput } from '../text-input';

export interface EmailFieldProps {
  readonly label: ReactNode;
  readonly value: string;
  /** Translated. */
  readonly error?: ReactNode;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** 'username' where the address is what the member logs in with. */
  readonly autoComplete?: 'email' | 'username';
}

/** The required e-mail address box (named `email`, at most 191 characters) of the one-field forms. */
export function EmailField({ label, value, error, onChange, onBlur, autoComplete = 'email' }: EmailFieldProps) {
  return (
    <FormField label={label} required error={error}>
      {(control) => (
        <TextInput
          {...control}
          type="email"
          name="email"
          autoComplete={autoComplete}
          maxLength={EMAIL_MAX}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
