import { DEFAULT_LOGIN_TARGET, LOGIN_CODE_LIFETIME_MINUTES, type LoginCodeScreenData } from '@vs/contract';
import { Button, PinCodeField } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, noteCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { canSubmitPinCode, EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { object } from 'yup';
import { login, sendLoginCode } from '../../api/auth-api';
import { withBotCheck } from '../../components/bot-check';
import { useCodeFailures } from '../../components/use-code-failures';
import { useResend } from '../../components/use-resend';
import { loginPath } from '../../paths';

const schema = object({ authCode: emailPinCodeSchema() });

/** /login/code: the code mailed by /login's code mode (spec 000 §4 "Login", "PIN screens"). */
export default function LoginCodePage() {
  const data = useLoaderData() as LoginCodeScreenData;
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const message = useMessage('auth');
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const failures = useCodeFailures('authCode');
  const resendCode = useCallback(
    async () => sendLoginCode(await withBotCheck({ email: data.email, redirectTo: data.returnTo }, data.botCheck)),
    [data.email, data.returnTo, data.botCheck],
  );
  const resend = useResend(resendCode, data.resendAfterSeconds);

  const formik = useFormik({
    initialValues: { authCode: '' },
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async ({ authCode }) => {
      failures.clear();
      try {
        follow((await login({ emailUserId: data.email, authCode, loginMethod: 'AuthCode', redirectTo: data.returnTo })) ?? data.returnTo ?? DEFAULT_LOGIN_TARGET);
      } catch (error) {
        if (failures.refuse(error, authCode)) focusFirstErrorLater();
      }
    },
  });

  const sendAgain = async () => {
    failures.setFailure(null);
    failures.setFailure(await resend.send());
  };

  const clientError = formik.submitCount > 0 || formik.touched.authCode ? formik.errors.authCode : undefined;
  const canSubmit = canSubmitPinCode(formik.values.authCode, failures.lastRejected);

  return (
    <FormPage title={t('auth:title.loginCode')}>
      <p css={leadCss}>{t('auth:loginCode.lead', { email: data.email })}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <PinCodeField
          label={t('auth:code.label')}
          name="authCode"
          value={formik.values.authCode}
          onChange={(event) => {
            failures.clearFieldFailure();
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
          error={message(clientError ?? failures.fieldFailure)}
          maxLength={EMAIL_PIN_MAX_LENGTH}
          resendRemaining={resend.remaining}
          onResend={() => void sendAgain()}
          resendLoading={resend.sending}
        />
        <p role="status" css={noteCss}>
          {resend.sends > 0 ? t('auth:code.sent') : ''}
        </p>
        <p css={noteCss}>{t('auth:code.validity', { minutes: LOGIN_CODE_LIFETIME_MINUTES })}</p>
        <PageAlert>{failures.failure ? message(failures.failure) : null}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!canSubmit} loading={formik.isSubmitting}>
            {t('auth:code.submit')}
          </Button>
          <Link to={loginPath('authCode', data.returnTo)}>{t('auth:loginCode.otherAddress')}</Link>
        </div>
      </form>
    </FormPage>
  );
}
