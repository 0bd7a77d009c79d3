import { DEFAULT_LOGIN_TARGET, multiFactorSegments, TRUSTED_DEVICE_LIFETIME_DAYS, type LoginMultiFactorEntryScreenData } from '@vs/contract';
import { Button, FormField, PinCodeField, TextInput } from '@vs/ui';
import { actionsCss, formCss, noteCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { canSubmitPinCode } from '@vs/validation';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { verifyMultiFactor } from '../../api/auth-api';
import { CheckboxField } from '../../components/checkbox-field';
import { useCodeFailures } from '../../components/use-code-failures';
import type { Resend } from '../../components/use-resend';
import { valueRulesOf } from './value-rules';

export interface EntryFormProps {
  readonly data: LoginMultiFactorEntryScreenData;
  /** E-mail and SMS only: "send again" with its countdown. */
  readonly resend: Resend | null;
  /** The code was sent just now from this page: the member goes on typing it. */
  readonly focusOnMount: boolean;
}

/** The value of one second factor, 'remember this device' and (except backup codes) 'use this next time'. */
export function EntryForm({ data, resend, focusOnMount }: EntryFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const message = useMessage('auth');
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const rules = useMemo(() => valueRulesOf(data.type), [data.type]);
  const offersPreferred = data.type !== 'BackupCode';
  const failures = useCodeFailures('value');

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLInputElement>('input[name="value"]')?.focus();
  }, [focusOnMount]);

  const formik = useFormik({
    initialValues: { value: '', isPreferred: false, rememberDevice: false },
    validationSchema: object({ value: rules.schema }),
    validateOnChange: false,
    onSubmit: async ({ value, isPreferred, rememberDevice }) => {
      failures.clear();
      const body = offersPreferred ? { value: value.trim(), isPreferred, rememberDevice } : { value: value.trim(), rememberDevice };
      try {
        follow((await verifyMultiFactor(multiFactorSegments[data.type], body)) ?? DEFAULT_LOGIN_TARGET);
      } catch (error) {
        if (failures.refuse(error, value)) focusFirstErrorLater();
      }
    },
  });

  const sendAgain = async () => {
    if (!resend) return;
    failures.setFailure(null);
    failures.setFailure(await resend.send());
  };

  const clientError = formik.submitCount > 0 || formik.touched.value ? formik.errors.value : undefined;
  const error = message(clientError ?? failures.fieldFailure);
  const label = t(`auth:multiFactorEntry.label.${data.type}`);
  const onValueChange = (event: ChangeEvent<HTMLInputElement>) => {
    failures.clearFieldFailure();
    formik.handleChange(event);
  };
  const canSubmit = canSubmitPinCode(formik.values.value, failures.lastRejected);

  return (
    <form
      ref={form}
      noValidate
      css={formCss}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit && !formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
      }}
    >
      {resend && rules.numeric ? (
        <>
          <PinCodeField
            label={label}
            name="value"
            value={formik.values.value}
            onChange={onValueChange}
            onBlur={formik.handleBlur}
            error={error}
            maxLength={rules.maxLength}
            resendRemaining={resend.remaining}
            onResend={() => void sendAgain()}
            resendLoading={resend.sending}
          />
          <p role="status" css={noteCss}>
            {resend.sends > 0 ? t('auth:code.sent') : ''}
          </p>
        </>
      ) : (
        <FormField label={label} required error={error}>
          {(control) => (
            <TextInput
              {...control}
              name="value"
              value={formik.values.value}
              onChange={onValueChange}
              onBlur={formik.handleBlur}
              {...(rules.numeric
                ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: rules.maxLength }
                : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false })}
            />
          )}
        </FormField>
      )}
      <div css={{ display: 'grid' }}>
        <CheckboxField name="rememberDevice" checked={formik.values.rememberDevice} onChange={formik.handleChange}>
          {t('auth:multiFactorEntry.rememberDevice', { days: TRUSTED_DEVICE_LIFETIME_DAYS })}
        </CheckboxField>
        {offersPreferred ? (
          <CheckboxField name="isPreferred" checked={formik.values.isPreferred} onChange={formik.handleChange}>
            {t('auth:multiFactorEntry.isPreferred')}
          </CheckboxField>
        ) : null}
      </div>
      <PageAlert>{failures.failure ? message(failures.failure) : null}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" disabled={!canSubmit} loading={formik.isSubmitting}>
          {t('auth:code.submit')}
        </Button>
      </div>
    </form>
  );
}
