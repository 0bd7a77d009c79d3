import type { InputHTMLAttributes } from 'react';
import { inputCss } from './field-styles';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text-like input in the site's field style; red border while `aria-invalid`. */
export function TextInput(props: TextInputProps) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <input css={(theme) => inputCss(theme, invalid)} {...props} />;
}
