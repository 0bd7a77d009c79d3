import type { CustomAssociatedInfoDef } from '@vs/contract';
import { CUSTOM_TEXT_MAX } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../choice-group';
import { FormField } from '../form-field';
import { Select } from '../select';
import { TextInput } from '../text-input';
import { usedCustomInfo, type ProfileFormSettings } from './profile-form-model';
import { useFieldState } from './use-field-state';

function CustomQuestion({ def, index }: { readonly def: CustomAssociatedInfoDef; readonly index: number }) {
  const { t } = useTranslation('profile');
  const name = `custom.${index}`;
  const required = def.rule === 'REQUIRED';
  const options = def.selectOptions.map((o) => ({ value: o.id, label: o.label }));
  const textField = useFieldState<string>(name);
  const listField = useFieldState<string[]>(name);
  if (def.type === 'CHECKBOX') {
    return (
      <CheckboxGroup
        id={`field-custom-${index}`}
        name={name}
        legend={def.title}
        required={required}
        options={options}
        value={Array.isArray(listField.value) ? listField.value : []}
        onChange={listField.setValue}
        onBlur={listField.onBlur}
        error={listField.error}
      />
    );
  }
  return (
    <FormField label={def.title} required={required} error={textField.error}>
      {(control) =>
        def.type === 'SELECT' ? (
          <Select
            {...control}
            name={name}
            options={options}
            placeholder={t('form.choose')}
            value={textField.value}
            onChange={(event) => textField.setValue(event.target.value)}
            onBlur={textField.onBlur}
          />
        ) : (
          <TextInput
            {...control}
            name={name}
            maxLength={def.maxLength ?? CUSTOM_TEXT_MAX}
            value={textField.value}
            onChange={(event) => textField.setValue(event.target.value)}
            onBlur={textField.onBlur}
          />
        )
      }
    </FormField>
  );
}

/** The store's own questions (spec 000 §3 "Custom associated info"): TEXT, SELECT or CHECKBOX. */
export function CustomInfoFields({ settings }: { readonly settings: ProfileFormSettings }) {
  const { t } = useTranslation('profile');
  const defs = usedCustomInfo(settings);
  if (defs.length === 0) return null;
  return (
    <section aria-labelledby="custom-info-heading" css={(theme) => ({ display: 'grid', gap: theme.space(5) })}>
      <h2 id="custom-info-heading" css={{ margin: 0, fontSize: '1.25rem' }}>
        {t('form.customInfo')}
      </h2>
      {defs.map((def, index) => (
        <CustomQuestion key={def.id} def={def} index={index} />
      ))}
    </section>
  );
}
