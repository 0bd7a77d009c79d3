import type { AccountPinPurpose, AccountPinScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button, PinCodeField, useCountdown } from '@vs/ui';
import { actionsCss, formCss, leadCss, noteCss, PageAlert, submitOrFocus, useFirstErrorFocus, useMessage } from '@vs/ui/form';
import { canSubmitPinCode, EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema, PIN_RESEND_COUNTDOWN_SECONDS, PIN_RESEND_SUGGESTION_MINUTES, PIN_VALIDITY_MINUTES } from '@vs/validation';
import { useFormik } from 'formik';
import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { resendAccountPin } from '../api/account-email-api';
import { useFailureText } from './failure-text';

/** Spec 001 §8: a PIN mail that could not go out says 'send failed'; other refusals give the server's message. */
export function useSendFailureText(): (error: unknown) => string {
  const { t } = useTranslation('credentials');
  const failureText = useFailureText();
  return useCallback((error) => (isApiError(error) && error.code === 'MAIL_SEND_FAILED' ? t('errors.sendFailed') : failureText(error)), [t, failureText]);
}

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
export function useAccountPinResend(email: string, purpose: AccountPinPurpose, availableInSeconds: number): AccountPinResend {
  const countdown = useCountdown(availableInSeconds);
  const sendFailureText = useSendFailureText();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async () => {
    setResending(true);
    setResent(false);
    setFailure(null);
    try {
      await resendAccountPin({ email, type: purpose });
      sent();
      setResent(true);
    } catch (error) {
      setFailure(sendFailureText(error));
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
  readonly purpose: AccountPinPurpose;
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
export function AccountPinForm({ data, purpose, submitLabel, onSubmit, children }: AccountPinFormProps) {
  const { t } = useTranslation('credentials');
  const message = useMessage('credentials');
  const failureText = useFailureText();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const resend = useAccountPinResend(data.email, purpose, data.resendAvailableInSeconds);
  const [lastRejected, setLastRejected] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { pinCode: '' },
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async ({ pinCode }) => {
      setCodeError(null);
      setFailure(null);
      try {
        await onSubmit(pinCode);
      } catch (error) {
        if (isApiError(error) && error.code === 'PIN_CODE_ERROR') {
          setLastRejected(pinCode);
          setCodeError('credentials:pin.authFailed');
        } else if (isApiError(error) && error.fieldErrors?.['pinCode']) {
          setCodeError(error.fieldErrors['pinCode']);
        } else {
          setFailure(failureText(error));
        }
        focusFirstErrorLater();
      }
    },
  });

  const clientError = formik.submitCount > 0 || formik.touched.pinCode ? formik.errors.pinCode : undefined;
  const canSubmit = canSubmitPinCode(formik.values.pinCode, lastRejected);
  return (
    <>
      <p css={leadCss}>{t('pin.lead', { email: data.email })}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <AccountPinField
          value={formik.values.pinCode}
          onChange={(event) => {
            setCodeError(null);
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
          error={message(clientError ?? codeError)}
          resend={resend}
        />
        {children}
        <PageAlert>{failure ?? resend.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!canSubmit} loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
