import type { ProfileFieldName, SignupFormScreenData } from '@vs/contract';
import { useLanguage } from '@vs/i18n';
import { ADDRESS_MAX, NAME_MAX, NICKNAME_MAX, PHONE_MAX, sexOptions } from '@vs/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthdayField } from './birthday-field';
import { countryOptions } from './countries';
import { isUsed, ruleOf } from './form-model';
import { PostalFields } from './postal-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const textFields: readonly { field: ProfileFieldName; max: number; autoComplete?: string; kana?: boolean }[] = [
  { field: 'name', max: NAME_MAX, autoComplete: 'name' },
  { field: 'nameKana', max: NAME_MAX, kana: true },
  { field: 'familyName', max: NAME_MAX, autoComplete: 'family-name' },
  { field: 'givenName', max: NAME_MAX, autoComplete: 'given-name' },
  { field: 'familyNameKana', max: NAME_MAX, kana: true },
  { field: 'givenNameKana', max: NAME_MAX, kana: true },
  { field: 'nickname', max: NICKNAME_MAX, autoComplete: 'nickname' },
];

/** Every profile field the store uses (spec 000 §3 "Account"), each with its REQUIRED / OPTIONAL marker. */
export function ProfileFields({ data }: { readonly data: SignupFormScreenData }) {
  const { t } = useTranslation('signup');
  const { language } = useLanguage();
  const required = (field: ProfileFieldName) => ruleOf(data, field) === 'REQUIRED';
  const countries = useMemo(() => (isUsed(data, 'country') ? countryOptions(language) : []), [data, language]);
  const sex = sexOptions(data.disallowUnknownGender).map((code) => ({ value: code, label: t(`sex.${code}`) }));
  return (
    <>
      {textFields
        .filter(({ field }) => isUsed(data, field))
        .map(({ field, max, autoComplete, kana }) => (
          <TextField
            key={field}
            name={field}
            label={t(`form.${field}`)}
            hint={kana ? t('form.kanaHint') : undefined}
            required={required(field)}
            maxLength={max}
            autoComplete={autoComplete}
          />
        ))}
      {isUsed(data, 'birthday') ? <BirthdayField required={required('birthday')} /> : null}
      {isUsed(data, 'sex') ? (
        <SelectField name="sex" label={t('form.sex')} required={required('sex')} options={sex} radio={data.genderInputType === 'Radio'} autoComplete="sex" />
      ) : null}
      {isUsed(data, 'phoneNumber') ? (
        <TextField
          name="phoneNumber"
          label={t('form.phoneNumber')}
          hint={t('form.phoneNumberHint')}
          required={required('phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX}
        />
      ) : null}
      {isUsed(data, 'country') ? (
        <SelectField name="country" label={t('form.country')} required={required('country')} options={countries} autoComplete="country" />
      ) : null}
      <PostalFields data={data} />
      {isUsed(data, 'address2') ? (
        <TextField name="address2" label={t('form.address2')} required={required('address2')} maxLength={ADDRESS_MAX} autoComplete="address-line2" />
      ) : null}
    </>
  );
}
