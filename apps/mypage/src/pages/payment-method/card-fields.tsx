import { FormField, Select, TextInput } from '@vs/ui';
import { useMessage } from '@vs/ui/form';
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

export interface CardValues {
  readonly paymentMethodType: string;
  readonly cardNumber: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly securityCode: string;
}

export interface CardFieldsProps {
  readonly formik: FormikProps<CardValues>;
  readonly errorOf: (name: keyof CardValues) => ReactNode;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

const rowCss = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap' as const };

/**
 * The card's fields (spec 001 §5 "Payment card"). They are read by the provider's script only: no
 * name reaches a form post of ours (the form is submitted by script, never natively).
 */
export function CardFields({ formik, errorOf, onChange }: CardFieldsProps) {
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
    </>
  );
}
