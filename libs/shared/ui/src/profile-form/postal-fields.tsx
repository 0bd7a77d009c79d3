import type { PostalAddress } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { ADDRESS_MAX, canLookUpPostalCode, POSTAL_CODE_LENGTH, prefectureCodes } from '@vs/validation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { ChoiceDialog } from '../choice-dialog';
import { FieldError } from '../field-error';
import { FormField } from '../form-field';
import { useMessage } from '../form-page/use-message';
import { TextInput } from '../text-input';
import { lookUpPostalCode } from './postal-api';
import { isUsed, ruleOf, type ProfileFormSettings } from './profile-form-model';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useFieldState } from './use-field-state';

interface LastLookup {
  readonly code: string;
  readonly results: readonly PostalAddress[];
}

/**
 * Postal code with its lookup, prefecture and address (spec 001 §5): one result fills prefecture
 * and address (city + town); several open a dialog to choose one; asking again for the same code
 * with several results reopens the dialog without a new call; a failure shows the server's message
 * under the postal code.
 */
export function PostalFields({ settings }: { readonly settings: ProfileFormSettings }) {
  const { t } = useTranslation('profile');
  const message = useMessage('profile');
  const postal = useFieldState('postalCode');
  const prefecture = useFieldState('prefecture');
  const address = useFieldState('address');
  const lookupErrorId = useId();
  const [last, setLast] = useState<LastLookup | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [pending, setPending] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);

  const required = (field: 'postalCode' | 'prefecture' | 'address') => ruleOf(settings, field) === 'REQUIRED';
  const usesPrefecture = isUsed(settings, 'prefecture');
  const usesAddress = isUsed(settings, 'address');

  const fill = (result: PostalAddress) => {
    if (usesPrefecture) prefecture.setValue(result.prefectureCode);
    if (usesAddress) address.setValue(`${result.city}${result.town}`);
    setFilled(true);
  };

  const lookUp = async () => {
    const code = postal.value;
    if (!canLookUpPostalCode(code) || pending) return;
    setLookupError(null);
    setFilled(false);
    if (last && last.code === code && last.results.length > 1) {
      setChoosing(true);
      return;
    }
    setPending(true);
    try {
      const results = await lookUpPostalCode(code);
      setLast({ code, results });
      if (results.length === 0) setLookupError('profile:form.addressNotFound');
      else if (results.length === 1 && results[0]) fill(results[0]);
      else setChoosing(true);
    } catch (error) {
      setLast(null);
      setLookupError(isApiError(error) && error.message ? error.message : 'profile:form.lookupFailed');
    } finally {
      setPending(false);
    }
  };

  const options = (last?.results ?? []).map((result, index) => ({ value: String(index), label: result.allAddress }));
  const prefectures = prefectureCodes.map((code) => ({ value: code, label: t(`prefectures.${code}`) }));

  return (
    <>
      {isUsed(settings, 'postalCode') ? (
        <FormField
          label={t('form.postalCode')}
          hint={t('form.postalCodeHint')}
          required={required('postalCode')}
          error={postal.error}
          describedBy={lookupError ? [lookupErrorId] : []}
          footer={
            <>
              {lookupError ? <FieldError id={lookupErrorId}>{message(lookupError)}</FieldError> : null}
              <p role="status" css={{ margin: 0, fontSize: '0.875rem' }}>
                {filled ? t('form.addressFilled') : ''}
              </p>
            </>
          }
        >
          {(control) => (
            <div css={{ display: 'flex', gap: 8, alignItems: 'stretch', flexWrap: 'wrap' }}>
              <TextInput
                {...control}
                name="postalCode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={POSTAL_CODE_LENGTH}
                value={postal.value}
                onChange={(event) => {
                  setLookupError(null);
                  postal.setValue(event.target.value);
                }}
                onBlur={postal.onBlur}
                css={{ maxWidth: '10em' }}
              />
              <Button
                variant="secondary"
                disabled={!canLookUpPostalCode(postal.value)}
                loading={pending}
                onClick={() => void lookUp()}
              >
                {t('form.lookUp')}
              </Button>
            </div>
          )}
        </FormField>
      ) : null}
      {usesPrefecture ? (
        <SelectField
          name="prefecture"
          label={t('form.prefecture')}
          required={required('prefecture')}
          options={prefectures}
        />
      ) : null}
      {usesAddress ? (
        <TextField
          name="address"
          label={t('form.address')}
          required={required('address')}
          maxLength={ADDRESS_MAX}
          autoComplete="address-line1"
        />
      ) : null}
      <ChoiceDialog
        open={choosing}
        title={t('form.chooseAddress')}
        options={options}
        onClose={() => setChoosing(false)}
        onConfirm={(value) => {
          const result = last?.results[Number(value)];
          setChoosing(false);
          if (result) fill(result);
        }}
      />
    </>
  );
}
