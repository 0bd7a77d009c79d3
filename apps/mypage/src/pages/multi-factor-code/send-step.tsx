import { isApiError } from '@vs/api-client';
import type { CodeFactorSetupScreenData } from '@vs/contract';
import { Button, FormField, TextInput } from '@vs/ui';
import { actionsCss, formCss, PageAlert, useFormPage } from '@vs/ui/form';
import { PHONE_MAX, smsPhoneNumberSchema } from '@vs/validation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { mypageFailures } from '../../components/failures';

const smsSchema = object({ phoneNumber: smsPhoneNumberSchema() });

export interface SendStepProps {
  readonly data: CodeFactorSetupScreenData;
  /** Sends the code (to `phoneNumber` for SMS); a throw is a refusal shown here. */
  readonly onSend: (phoneNumber: string | undefined) => Promise<void>;
  readonly back: ReactNode;
}

/**
 * Before the first code: a button for e-mail; for SMS the number to prove, offered from the profile.
 * The SMS factor keeps the number its code went to, so this is also where that number changes.
 */
export function SendStep({ data, onSend, back }: SendStepProps) {
  const { t } = useTranslation('mypage');
  const isSms = data.type === 'SMS';
  const page = useFormPage({
    initialValues: { phoneNumber: data.suggestedPhoneNumber ?? '' },
    validationSchema: isSms ? smsSchema : undefined,
    namespace: 'mypage',
    failures: mypageFailures,
    submit: async ({ phoneNumber }) => onSend(isSms ? phoneNumber : undefined),
    refuse: (error) => {
      const field = isApiError(error) ? error.fieldErrors?.['phoneNumber'] : undefined;
      return field ? { fields: { phoneNumber: field } } : undefined;
    },
  });
  const { formik } = page;
  return (
    <form {...page.formProps} css={formCss}>
      {isSms ? (
        <FormField label={t('code.phoneLabel')} hint={t('code.phoneHint')} error={page.errorOf('phoneNumber')}>
          {(control) => (
            <TextInput
              {...control}
              name="phoneNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX}
              value={formik.values.phoneNumber}
              // Spec 001 §5: number inputs keep digits only.
              onChange={(event) => {
                page.setServerError('phoneNumber', null);
                void formik.setFieldValue('phoneNumber', event.target.value.replace(/\D/g, ''));
              }}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
      ) : null}
      <PageAlert>{page.failure}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={formik.isSubmitting}>
          {t('code.send')}
        </Button>
        {back}
      </div>
    </form>
  );
}
