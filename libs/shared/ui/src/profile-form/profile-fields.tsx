import type { ProfileFieldName } from '@vs/contract';
import { useLanguage } from '@vs/i18n';
import { ADDRESS_MAX, NAME_MAX, NICKNAME_MAX, PHONE_MAX, sexOptions } from '@vs/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthdayField } from './birthday-field';
import { countryOptions } from './countries';
import { isUsed, ruleOf, type ProfileFormSettings } from './profile-form-model';
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
export function ProfileFields({ settings }: { readonly settings: ProfileFormSettings }) {
  const { t } = useTranslation('profile');
  const { language } = useLanguage();
  const required = (field: ProfileFieldName) => ruleOf(settings, field) === 'REQUIRED';
  const countries = useMemo(() => (isUsed(settings, 'country') ? countryOptions(language) : []), [settings, language]);
  const sex = sexOptions(settings.disallowUnknownGender).map((code) => ({ value: code, label: t(`sex.${code}`) }));
  return (
    <>
      {textFields
        .filter(({ field }) => isUsed(settings, field))
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
      {isUsed(settings, 'birthday') ? <BirthdayField required={required('birthday')} /> : null}
      {isUsed(settings, 'sex') ? (
        <SelectField
          name="sex"
          label={t('form.sex')}
          required={required('sex')}
          options={sex}
          radio={settings.genderInputType === 'Radio'}
          autoComplete="sex"
        />
      ) : null}
      {isUsed(settings, 'phoneNumber') ? (
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
      {isUsed(settings, 'country') ? (
        <SelectField
          name="country"
          label={t('form.country')}
          required={required('country')}
          options={countries}
          autoComplete="country"
        />
      ) : null}
      <PostalFields settings={settings} />
      {isUsed(settings, 'address2') ? (
        <TextField
          name="address2"
          label={t('form.address2')}
          required={required('address2')}
          maxLength={ADDRESS_MAX}
          autoComplete="address-line2"
        />
      ) : null}
    </>
  );
}
