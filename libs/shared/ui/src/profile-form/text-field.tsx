import type { ReactNode } from 'react';
import { FormField } from '../form-field';
import { TextInput, type TextInputProps } from '../text-input';
import { useFieldState } from './use-field-state';

export interface TextFieldProps extends Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'required'> {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly onBlurValue?: (value: string) => void;
  readonly format?: (raw: string) => string;
  readonly footer?: ReactNode;
}

/** A labelled text input bound to the form, with its marker, hint and error. */
export function TextField({ name, label, required, hint, onBlurValue, format, footer, ...input }: TextFieldProps) {
  const field = useFieldState(name);
  return (
    <FormField label={label} required={required} hint={hint} error={field.error} footer={footer}>
      {(control) => (
        <TextInput
          {...input}
          {...control}
          name={name}
          value={field.value}
          onChange={(event) => field.setValue(format ? format(event.target.value) : event.target.value)}
          onBlur={() => {
            field.onBlur();
            onBlurValue?.(field.value);
          }}
        />
      )}
    </FormField>
  );
}
