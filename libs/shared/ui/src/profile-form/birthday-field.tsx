import { BIRTHDAY_INPUT_LENGTH, formatBirthdayInput } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * YYYY/MM/DD as the user types (spec 001 §5): digits only, slashes added, year clamped to
 * 1900..this year, month to 01–12, day to the month's length, a future date becomes today. The
 * form keeps the display; the request carries YYYYMMDD.
 */
export function BirthdayField({ required }: { readonly required: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <TextField
      name="birthday"
      label={t('form.birthday')}
      hint={t('form.birthdayHint')}
      required={required}
      inputMode="numeric"
      autoComplete="bday"
      placeholder="YYYY/MM/DD"
      maxLength={BIRTHDAY_INPUT_LENGTH}
      format={(raw) => formatBirthdayInput(raw)}
    />
  );
}
