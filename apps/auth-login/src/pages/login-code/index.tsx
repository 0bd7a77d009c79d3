import { useScreenData } from '@vs/mf';
import { DEFAULT_LOGIN_TARGET, LOGIN_CODE_LIFETIME_MINUTES } from '@vs/contract';
import { Button, PinCodeField } from '@vs/ui';
import {
  actionsCss,
  formCss,
  FormPage,
  leadCss,
  noteCss,
  PageAlert,
  useCodeRefusal,
  useFollow,
  useFormPage,
} from '@vs/ui/form';
import { EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema } from '@vs/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { login, sendLoginCode } from '../../api/auth-api';
import { withBotCheck } from '../../components/bot-check';
import { loginFailures } from '../../components/failures';
import { useResend } from '../../components/use-resend';
import { loginPath } from '../../paths';

const schema = object({ authCode: emailPinCodeSchema() });

/** /login/code: the code mailed by /login's code mode (spec 000 §4 "Login", "PIN screens"). */
export default function LoginCodePage() {
  const data = useScreenData('/login/code');
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const follow = useFollow();
  const code = useCodeRefusal('authCode', 'auth:errors.PIN_CODE_ERROR');
  const resendCode = useCallback(
    async () => sendLoginCode(await withBotCheck({ email: data.email, redirectTo: data.returnTo }, data.botCheck)),
    [data.email, data.returnTo, data.botCheck],
  );
  const resend = useResend(resendCode, data.resendAfterSeconds);
  const page = useFormPage({
    initialValues: { authCode: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: loginFailures,
    ...code.formOptions,
    submit: async ({ authCode }) =>
      follow(
        (await login({ emailUserId: data.email, authCode, loginMethod: 'AuthCode', redirectTo: data.returnTo })) ??
          data.returnTo ??
          DEFAULT_LOGIN_TARGET,
      ),
  });
  const { formik } = page;

  const sendAgain = async () => {
    page.setFailure(null);
    page.setFailure(await resend.send());
  };

  return (
    <FormPage title={t('auth:title.loginCode')}>
      <p css={leadCss}>{t('auth:loginCode.lead', { email: data.email })}</p>
      <form {...page.formProps} css={formCss}>
        <PinCodeField
          label={t('auth:code.label')}
          name="authCode"
          value={formik.values.authCode}
          onChange={page.handleChange}
          onBlur={formik.handleBlur}
          error={page.errorOf('authCode')}
          maxLength={EMAIL_PIN_MAX_LENGTH}
          resendRemaining={resend.remaining}
          onResend={() => void sendAgain()}
          resendLoading={resend.sending}
        />
        <p role="status" css={noteCss}>
          {resend.sends > 0 ? t('auth:code.sent') : ''}
        </p>
        <p css={noteCss}>{t('auth:code.validity', { minutes: LOGIN_CODE_LIFETIME_MINUTES })}</p>
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!code.canSubmit(formik.values.authCode)} loading={formik.isSubmitting}>
            {t('auth:code.submit')}
          </Button>
          <Link to={loginPath('authCode', data.returnTo)}>{t('auth:loginCode.otherAddress')}</Link>
        </div>
      </form>
    </FormPage>
  );
}
