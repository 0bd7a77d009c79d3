import { DEFAULT_LOGIN_TARGET, type BotCheckSettings, type LoginScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button, FormField, PasswordInput, TextInput } from '@vs/ui';
import { actionsCss, formCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { EMAIL_MAX, loginSchema, PASSWORD_MAX } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { login } from '../../api/auth-api';
import { withBotCheck } from '../../components/bot-check';
import { loginFailures } from '../../components/failures';
import { authPaths } from '../../paths';

const schema = loginSchema();

/** Password mode of /login: identifier (e-mail or user ID) and password (spec 000 §4 "Login"). */
export function PasswordForm({
  data,
  botCheck,
}: {
  readonly data: LoginScreenData;
  readonly botCheck: BotCheckSettings | null;
}) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const follow = useFollow();
  const page = useFormPage({
    initialValues: { emailUserId: '', password: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: loginFailures,
    submit: async ({ emailUserId, password }) => {
      const body = await withBotCheck(
        { emailUserId, password, loginMethod: 'Password' as const, redirectTo: data.returnTo },
        botCheck,
      );
      follow((await login(body)) ?? data.returnTo ?? DEFAULT_LOGIN_TARGET);
    },
    refuse: (error) =>
      isApiError(error) && !error.flowError && error.code === 'VALIDATION_ERROR' && error.fieldErrors
        ? { fields: error.fieldErrors }
        : undefined,
  });
  const { formik } = page;

  return (
    <form {...page.formProps} css={formCss}>
      <FormField
        label={data.isEnabledUserId ? t('auth:login.identifier') : t('auth:login.identifierEmailOnly')}
        required
        error={page.errorOf('emailUserId')}
      >
        {(control) => (
          <TextInput
            {...control}
            name="emailUserId"
            type={data.isEnabledUserId ? 'text' : 'email'}
            autoComplete="username"
            maxLength={EMAIL_MAX}
            value={formik.values.emailUserId}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <FormField label={t('auth:login.password')} required error={page.errorOf('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <PageAlert>{page.failure}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={formik.isSubmitting}>
          {t('auth:login.submit')}
        </Button>
        <Link to={authPaths.passwordForgot}>{t('auth:login.forgot')}</Link>
      </div>
    </form>
  );
}
