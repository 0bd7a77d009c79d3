import type { SelectHTMLAttributes } from 'react';
import { inputCss } from './field-styles';
import type { ChoiceOption } from './choice-group';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly options: readonly ChoiceOption[];
  /** The empty first entry ('選択してください'); omit for a select that always has a value. */
  readonly placeholder?: string;
}

/** A native select (keyboard and screen readers know it), styled like the text inputs. */
export function Select({ options, placeholder, ...rest }: SelectProps) {
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return (
    <select css={(theme) => ({ ...inputCss(theme, invalid), appearance: 'auto' })} {...rest}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
