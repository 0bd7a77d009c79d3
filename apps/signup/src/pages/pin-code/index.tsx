import type { SignupPinCodeScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button, PinCodeField, useCountdown } from '@vs/ui';
import { actionsCss, formCss, leadCss, noteCss, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { canSubmitPinCode, EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema, PIN_RESEND_COUNTDOWN_SECONDS } from '@vs/validation';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { object } from 'yup';
import { sendSignupEmail, verifySignupPinCode } from '../../api/signup-api';
import { SignupPage } from '../../components/signup-page';
import { signupPaths } from '../../paths';

const schema = object({ pinCode: emailPinCodeSchema() });

/** /signup/pin-code: the code from the mail, with resend (spec 000 §4 "PIN screens"). */
export default function PinCodePage() {
  const data = useLoaderData() as SignupPinCodeScreenData;
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const message = useMessage('signup');
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const countdown = useCountdown(data.resendAvailableInSeconds);
  const [lastRejected, setLastRejected] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  const formik = useFormik({
    initialValues: { pinCode: '' },
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async ({ pinCode }) => {
      setServerError(null);
      try {
        follow((await verifySignupPinCode({ pinCode })) ?? signupPaths.form);
      } catch (error) {
        if (isApiError(error) && error.code === 'PIN_CODE_ERROR') {
          setLastRejected(pinCode);
          setServerError('signup:pinCode.authFailed');
        } else if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') {
          setServerError('signup:errors.tryLater');
        } else {
          setServerError(isApiError(error) && error.fieldErrors?.['pinCode'] ? error.fieldErrors['pinCode'] : 'signup:pinCode.authFailed');
        }
        focusFirstErrorLater();
      }
    },
  });

  const resend = async () => {
    setResending(true);
    setResent(false);
    setServerError(null);
    try {
      // Resending is the e-mail call again with the same address (contract: SignupPinCodeRequest).
      await sendSignupEmail({ type: 'signUp', email: data.email, policyConsentData: [] });
      countdown.restart(PIN_RESEND_COUNTDOWN_SECONDS);
      setResent(true);
    } catch (error) {
      setServerError(isApiError(error) && error.code === 'TOO_MANY_REQUESTS' ? 'signup:errors.tryLater' : 'signup:email.sendFailed');
      countdown.restart(PIN_RESEND_COUNTDOWN_SECONDS);
    } finally {
      setResending(false);
    }
  };

  const clientError = formik.submitCount > 0 || formik.touched.pinCode ? formik.errors.pinCode : undefined;
  const error = message(clientError ?? serverError);
  const canSubmit = canSubmitPinCode(formik.values.pinCode, lastRejected);

  return (
    <SignupPage title={t('signup:title.pinCode')} step={data.step}>
      <p css={leadCss}>{t('signup:pinCode.lead', { email: data.email })}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSubmit || formik.isSubmitting) return;
          void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <PinCodeField
          label={t('signup:pinCode.label')}
          name="pinCode"
          value={formik.values.pinCode}
          onChange={(event) => {
            setServerError(null);
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
          error={error}
          maxLength={EMAIL_PIN_MAX_LENGTH}
          resendRemaining={countdown.remaining}
          onResend={() => void resend()}
          resendLoading={resending}
        />
        <p role="status" css={noteCss}>
          {resent ? t('signup:pinCode.resent') : ''}
        </p>
        <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
          <p css={noteCss}>{t('signup:email.validity')}</p>
          <p css={noteCss}>{t('signup:email.resendNote')}</p>
        </div>
        <div css={actionsCss}>
          <Button type="submit" disabled={!canSubmit} loading={formik.isSubmitting}>
            {t('signup:pinCode.submit')}
          </Button>
          <Link to={signupPaths.email} css={{ justifySelf: 'center' }}>
            {t('signup:pinCode.changeEmail')}
          </Link>
        </div>
      </form>
    </SignupPage>
  );
}
