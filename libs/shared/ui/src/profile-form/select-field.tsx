import { useTranslation } from 'react-i18next';
import { RadioGroup, type ChoiceOption } from '../choice-group';
import { FormField } from '../form-field';
import { Select } from '../select';
import { useFieldState } from './use-field-state';

export interface SelectFieldProps {
  readonly name: string;
  readonly label: string;
  readonly required: boolean;
  readonly options: readonly ChoiceOption[];
  /** Radio buttons instead of a drop-down (sex with genderInputType 'Radio'). */
  readonly radio?: boolean;
  readonly autoComplete?: string;
}

/** One choice bound to the form: a native select, or a radio group. */
export function SelectField({ name, label, required, options, radio = false, autoComplete }: SelectFieldProps) {
  const { t } = useTranslation('profile');
  const field = useFieldState(name);
  if (radio) {
    return (
      <RadioGroup
        id={`field-${name}`}
        name={name}
        legend={label}
        required={required}
        options={options}
        value={field.value}
        onChange={field.setValue}
        onBlur={field.onBlur}
        error={field.error}
      />
    );
  }
  return (
    <FormField label={label} required={required} error={field.error}>
      {(control) => (
        <Select
          {...control}
          name={name}
          autoComplete={autoComplete}
          options={options}
          placeholder={t('form.choose')}
          value={field.value}
          onChange={(event) => field.setValue(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
