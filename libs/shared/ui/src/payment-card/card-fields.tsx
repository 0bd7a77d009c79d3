import { useMessage } from '../form-page/use-message';
import { FormField } from '../form-field';
import { Select } from '../select';
import { TextInput } from '../text-input';
import {
  cardBrand,
  cardNumberMaxLength,
  expiryMonthOptions,
  expiryYearOptions,
  isExpiryNear,
  messages,
  securityCodeLength,
  withValues,
} from '@vs/validation';
import type { FormikProps } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noteCss } from '../form-page/page-styles';

/** The card's fields in a form's values; the provider's script reads them, our server never does. */
export interface CardFieldValues {
  readonly cardNumber: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly securityCode: string;
}

export const initialCardValues: CardFieldValues = { cardNumber: '', expiryMonth: '', expiryYear: '', securityCode: '' };

export interface CardFieldsProps<V extends CardFieldValues> {
  readonly formik: FormikProps<V>;
  readonly errorOf: (name: keyof CardFieldValues) => ReactNode;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

const rowCss = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap' as const };

/**
 * The card's fields (spec 001 §5 "Payment card") and the note that the card goes to the provider.
 * They are read by the provider's script only: no name reaches a form post of ours (the form is
 * submitted by script, never natively). Shared by My Page's add form and the plan page's new card.
 */
export function CardFields<V extends CardFieldValues>({ formik, errorOf, onChange }: CardFieldsProps<V>) {
  const { t } = useTranslation('payment');
  const message = useMessage('validation');
  const { values } = formik;
  const brand = cardBrand(values.cardNumber);
  const near =
    values.expiryMonth && values.expiryYear && isExpiryNear(Number(values.expiryYear), Number(values.expiryMonth))
      ? message(withValues(messages.card.expiryNear, { date: `${values.expiryYear}/${values.expiryMonth}` }))
      : null;
  return (
    <>
      <FormField label={t('add.cardNumber')} hint={t('add.cardNumberHint')} required error={errorOf('cardNumber')}>
        {(control) => (
          <TextInput
            {...control}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={cardNumberMaxLength(brand)}
            value={values.cardNumber}
            onChange={onChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend css={{ fontWeight: 700, marginBottom: '0.25rem' }}>{t('add.expiry')}</legend>
        <div css={rowCss}>
          <FormField label={t('add.month')} required error={errorOf('expiryMonth')}>
            {(control) => (
              <Select
                {...control}
                name="expiryMonth"
                autoComplete="cc-exp-month"
                placeholder="--"
                options={expiryMonthOptions.map((m) => ({ value: m, label: m }))}
                value={values.expiryMonth}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            )}
          </FormField>
          <FormField label={t('add.year')} required error={errorOf('expiryYear')}>
            {(control) => (
              <Select
                {...control}
                name="expiryYear"
                autoComplete="cc-exp-year"
                placeholder="----"
                options={expiryYearOptions().map((y) => ({ value: y, label: y }))}
                value={values.expiryYear}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            )}
          </FormField>
        </div>
        {near ? (
          <p role="status" css={{ margin: '0.5rem 0 0' }}>
            {near}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label={t('add.securityCode')}
        hint={t('add.securityCodeHint', { length: securityCodeLength(brand) })}
        required
        error={errorOf('securityCode')}
      >
        {(control) => (
          <TextInput
            {...control}
            name="securityCode"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={securityCodeLength(brand)}
            value={values.securityCode}
            onChange={onChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <p css={noteCss}>{t('add.secureNote')}</p>
    </>
  );
}
