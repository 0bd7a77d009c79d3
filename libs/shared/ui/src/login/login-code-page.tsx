import { DEFAULT_LOGIN_TARGET, LOGIN_CODE_LIFETIME_MINUTES, type LoginCodeScreenData } from '@vs/contract';
import { EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { Button } from '../button';
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
} from '../form-page';
import { PinCodeField } from '../pin-code-field';
import { loginFailures } from './failures';
import { useResend } from './use-resend';

const schema = object({ authCode: emailPinCodeSchema() });

export interface LoginCodePageProps {
  readonly data: LoginCodeScreenData;
  /** Mails the code again (POST /login/code or /oidc/login/code, with a bot-check token when asked for). */
  readonly resend: () => Promise<unknown>;
  /** The code login of the page's area (POST /login or /oidc/login); answers where to go. */
  readonly logIn: (authCode: string) => Promise<string | null>;
  /** Back to the address form, to use another address. */
  readonly otherAddressPath: string;
  /** How the answer is followed; the site's pages by default (an OIDC page leaves for the provider by a full load). */
  readonly follow?: (to: string) => void;
}

/** The mailed login code (spec 000 §4 "Login", "PIN screens"): /login/code and /oidc/login/code alike. */
export function LoginCodePage({
  data,
  resend: resendCode,
  logIn,
  otherAddressPath,
  follow: followAnswer,
}: LoginCodePageProps) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const followSite = useFollow();
  const follow = followAnswer ?? followSite;
  // Spec 001 §8 login failures: the mailed code's refusal has its own text ('wrong user code').
  const code = useCodeRefusal('authCode', 'auth:errors.wrongUserCode');
  const resend = useResend(resendCode, data.resendAfterSeconds);
  const page = useFormPage({
    initialValues: { authCode: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: loginFailures,
    ...code.formOptions,
    submit: async ({ authCode }) => follow((await logIn(authCode)) ?? data.returnTo ?? DEFAULT_LOGIN_TARGET),
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
          <Link to={otherAddressPath}>{t('auth:loginCode.otherAddress')}</Link>
        </div>
      </form>
    </FormPage>
  );
}
