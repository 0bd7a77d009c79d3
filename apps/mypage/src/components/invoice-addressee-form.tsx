import { isApiError } from '@vs/api-client';
import type { Invoice } from '@vs/contract';
import { Button, FormField, RadioGroup, TextInput } from '@vs/ui';
import { actionsCss, formCss, leadCss, PageAlert, useFormPage } from '@vs/ui/form';
import { ADDRESSEE_MAX, honorificOptions, invoiceAddresseeSchema, type Honorific } from '@vs/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { issueInvoice } from '../api/billing-history-api';
import { mypageFailures } from './failures';

export interface InvoiceAddresseeFormProps {
  readonly earningsId: string;
  /** The latest issue's, when re-issuing: the member changes what differs. */
  readonly initial: { readonly addressee: string; readonly honorific: Honorific } | null;
  readonly onIssued: (invoice: Invoice) => void;
}

type InvoiceField = 'addressee' | 'honorific';

function pickInvoiceFields(
  fieldErrors: Readonly<Record<string, string>> | undefined,
): Partial<Record<InvoiceField, string>> {
  const fields: Partial<Record<InvoiceField, string>> = {};
  if (fieldErrors?.['addressee']) fields.addressee = fieldErrors['addressee'];
  if (fieldErrors?.['honorific']) fields.honorific = fieldErrors['honorific'];
  return fields;
}

/** Spec 001 §5 "Invoice": the addressee (required, ≤ 100) and honorific (none, 様, 御中), then the issue. */
export function InvoiceAddresseeForm({ earningsId, initial, onIssued }: InvoiceAddresseeFormProps) {
  const { t } = useTranslation('billing');
  const schema = useMemo(() => invoiceAddresseeSchema(), []);
  const page = useFormPage({
    initialValues: { addressee: initial?.addressee ?? '', honorific: initial?.honorific ?? '' },
    validationSchema: schema,
    namespace: 'billing',
    failures: mypageFailures,
    submit: async (values) => onIssued(await issueInvoice(earningsId, values)),
    // The server checks with the same schema; its field errors land on the fields, anything else on the page.
    refuse: (error) => {
      const fields = isApiError(error) ? pickInvoiceFields(error.fieldErrors) : {};
      return Object.keys(fields).length > 0 ? { fields } : undefined;
    },
  });
  const { formik, errorOf } = page;
  const options = honorificOptions.map((value) => ({
    value,
    label: value === '' ? t('invoice.honorificNone') : value,
  }));

  return (
    <form {...page.formProps} css={formCss}>
      <p css={leadCss}>{t('invoice.formLead')}</p>
      <FormField label={t('invoice.addressee')} hint={t('invoice.addresseeHint')} required error={errorOf('addressee')}>
        {(control) => (
          <TextInput
            {...control}
            name="addressee"
            autoComplete="organization"
            maxLength={ADDRESSEE_MAX}
            value={formik.values.addressee}
            onChange={page.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <RadioGroup
        name="honorific"
        legend={t('invoice.honorific')}
        options={options}
        value={formik.values.honorific}
        onChange={(value) => void formik.setFieldValue('honorific', value)}
        error={errorOf('honorific')}
      />
      <PageAlert>{page.failure}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={formik.isSubmitting}>
          {t('invoice.submit')}
        </Button>
      </div>
    </form>
  );
}
