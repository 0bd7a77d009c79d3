import type { AccountPinScreenData } from '@vs/contract';
import { Button, PinCodeField, useCountdown } from '@vs/ui';
import {
  actionsCss,
  formCss,
  leadCss,
  noteCss,
  PageAlert,
  useCodeRefusal,
  useFailureText,
  useFormPage,
} from '@vs/ui/form';
import {
  EMAIL_PIN_MAX_LENGTH,
  emailPinCodeSchema,
  PIN_RESEND_COUNTDOWN_SECONDS,
  PIN_RESEND_SUGGESTION_MINUTES,
  PIN_VALIDITY_MINUTES,
} from '@vs/validation';
import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { resendAccountPin } from '../api/account-email-api';
import { mypageFailures } from './failures';

export interface AccountPinResend {
  /** Seconds until the resend button works. */
  readonly remaining: number;
  readonly resending: boolean;
  /** A resend went out: say so. */
  readonly resent: boolean;
  readonly failure: string | null;
  readonly resend: () => Promise<void>;
  /** The page sent the first PIN itself: the wait starts now. */
  readonly sent: () => void;
}

/**
 * Resending the PIN of an account flow (spec 000 §4): blocked for the server's remaining wait after
 * load and for 30 s after each resend.
 */
export function useAccountPinResend(email: string, availableInSeconds: number): AccountPinResend {
  const countdown = useCountdown(availableInSeconds);
  // Spec 001 §8: MAIL_SEND_FAILED has its catalogue text ('send failed'); other refusals the server's message.
  const failureText = useFailureText(mypageFailures);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async () => {
    setResending(true);
    setResent(false);
    setFailure(null);
    try {
      await resendAccountPin({ email, type: 'resend' });
      sent();
      setResent(true);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setResending(false);
    }
  };
  const sent = () => countdown.restart(PIN_RESEND_COUNTDOWN_SECONDS);
  return { remaining: countdown.remaining, resending, resent, failure, resend, sent };
}

export interface AccountPinFieldProps {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  /** Translated. */
  readonly error: string | undefined;
  readonly resend: AccountPinResend;
}

/**
 * The mailed PIN's box (named `pinCode`) with its resend countdown, the resent notice, and how long a
 * PIN works and when to ask for another (spec 001 §9).
 */
export function AccountPinField({ value, onChange, onBlur, error, resend }: AccountPinFieldProps) {
  const { t } = useTranslation('credentials');
  return (
    <>
      <PinCodeField
        label={t('pin.label')}
        name="pinCode"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        maxLength={EMAIL_PIN_MAX_LENGTH}
        resendRemaining={resend.remaining}
        onResend={() => void resend.resend()}
        resendLoading={resend.resending}
      />
      <p role="status" css={noteCss}>
        {resend.resent ? t('pin.resent') : ''}
      </p>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
        <p css={noteCss}>{t('pin.validity', { minutes: PIN_VALIDITY_MINUTES })}</p>
        <p css={noteCss}>{t('pin.resendNote', { minutes: PIN_RESEND_SUGGESTION_MINUTES })}</p>
      </div>
    </>
  );
}

export interface AccountPinFormProps {
  readonly data: AccountPinScreenData;
  readonly submitLabel: string;
  /** Sends the code and moves on; rejects with the call's error, which the form places. */
  readonly onSubmit: (pinCode: string) => Promise<void>;
  /** Shown above the actions (what submitting will do). */
  readonly children?: ReactNode;
}

const schema = object({ pinCode: emailPinCodeSchema() });

/**
 * The PIN entry of the e-mail change, e-mail verification and withdrawal pages: the code box with
 * resend, submit disabled until a code differs from the last rejected one (spec 000 §4).
 */
export function AccountPinForm({ data, submitLabel, onSubmit, children }: AccountPinFormProps) {
  const { t } = useTranslation('credentials');
  const resend = useAccountPinResend(data.email, data.resendAvailableInSeconds);
  const code = useCodeRefusal('pinCode', 'credentials:pin.authFailed');
  const page = useFormPage({
    initialValues: { pinCode: '' },
    validationSchema: schema,
    namespace: 'credentials',
    failures: mypageFailures,
    ...code.formOptions,
    submit: ({ pinCode }) => onSubmit(pinCode),
  });
  const { formik } = page;

  return (
    <>
      <p css={leadCss}>{t('pin.lead', { email: data.email })}</p>
      <form {...page.formProps} css={formCss}>
        <AccountPinField
          value={formik.values.pinCode}
          onChange={page.handleChange}
          onBlur={formik.handleBlur}
          error={page.errorOf('pinCode')}
          resend={resend}
        />
        {children}
        <PageAlert>{page.failure ?? resend.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!code.canSubmit(formik.values.pinCode)} loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
