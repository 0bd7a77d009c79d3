import {
  DEFAULT_LOGIN_TARGET,
  multiFactorSegments,
  TRUSTED_DEVICE_LIFETIME_DAYS,
  type LoginMultiFactorEntryScreenData,
  type MultiFactorLoginRequest,
  type MultiFactorSegment,
} from '@vs/contract';
import { Button } from '../button';
import { FormField } from '../form-field';
import { PinCodeField } from '../pin-code-field';
import { TextInput } from '../text-input';
import {
  actionsCss,
  CheckboxField,
  formCss,
  noteCss,
  PageAlert,
  useCodeRefusal,
  useFollow,
  useFormPage,
} from '../form-page';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { loginFailures } from './failures';
import type { Resend } from './use-resend';
import { valueRulesOf } from './value-rules';

/** The second factor's call of the page's area (/zapi/login/… or /zapi/oidc/login/…); answers where to go. */
export type VerifyMultiFactor = (segment: MultiFactorSegment, body: MultiFactorLoginRequest) => Promise<string | null>;

export interface EntryFormProps {
  readonly data: LoginMultiFactorEntryScreenData;
  /** E-mail and SMS only: "send again" with its countdown. */
  readonly resend: Resend | null;
  /** The code was sent just now from this page: the member goes on typing it. */
  readonly focusOnMount: boolean;
  readonly verify: VerifyMultiFactor;
  /** How the answer is followed; the site's pages by default (an OIDC page leaves for the provider by a full load). */
  readonly follow?: (to: string) => void;
}

/** The value of one second factor, 'remember this device' and (except backup codes) 'use this next time'. */
export function MultiFactorEntryForm({ data, resend, focusOnMount, verify, follow: followAnswer }: EntryFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const followSite = useFollow();
  const follow = followAnswer ?? followSite;
  const rules = useMemo(() => valueRulesOf(data.type), [data.type]);
  const offersPreferred = data.type !== 'BackupCode';
  const code = useCodeRefusal('value', 'auth:errors.PIN_CODE_ERROR');
  const page = useFormPage({
    initialValues: { value: '', isPreferred: false, rememberDevice: false },
    validationSchema: object({ value: rules.schema }),
    namespace: 'auth',
    failures: loginFailures,
    ...code.formOptions,
    submit: async ({ value, isPreferred, rememberDevice }) => {
      const body = offersPreferred
        ? { value: value.trim(), isPreferred, rememberDevice }
        : { value: value.trim(), rememberDevice };
      follow((await verify(multiFactorSegments[data.type], body)) ?? DEFAULT_LOGIN_TARGET);
    },
  });
  const { formik, formProps } = page;

  useEffect(() => {
    if (focusOnMount) formProps.ref.current?.querySelector<HTMLInputElement>('input[name="value"]')?.focus();
  }, [focusOnMount, formProps.ref]);

  const sendAgain = async () => {
    if (!resend) return;
    page.setFailure(null);
    page.setFailure(await resend.send());
  };

  const error = page.errorOf('value');
  const label = t(`auth:multiFactorEntry.label.${data.type}`);

  return (
    <form {...formProps} css={formCss}>
      {resend && rules.numeric ? (
        <>
          <PinCodeField
            label={label}
            name="value"
            value={formik.values.value}
            onChange={page.handleChange}
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
              onChange={page.handleChange}
              onBlur={formik.handleBlur}
              {...(rules.numeric
                ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: rules.maxLength }
                : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false })}
            />
          )}
        </FormField>
      )}
      <div css={{ display: 'grid' }}>
        <CheckboxField
          name="rememberDevice"
          label={t('auth:multiFactorEntry.rememberDevice', { days: TRUSTED_DEVICE_LIFETIME_DAYS })}
          checked={formik.values.rememberDevice}
          onChange={formik.handleChange}
        />
        {offersPreferred ? (
          <CheckboxField
            name="isPreferred"
            label={t('auth:multiFactorEntry.isPreferred')}
            checked={formik.values.isPreferred}
            onChange={formik.handleChange}
          />
        ) : null}
      </div>
      <PageAlert>{page.failure}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" disabled={!code.canSubmit(formik.values.value)} loading={formik.isSubmitting}>
          {t('auth:code.submit')}
        </Button>
      </div>
    </form>
  );
}
