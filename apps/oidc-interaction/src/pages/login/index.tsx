import { isApiError, call, fetchBotCheckToken, nextStepOf } from '@vs/api-client';
import { endpoints } from '@vs/contract';
import { useScreenData } from '@vs/mf';
import { Button, FormField, PasswordInput, TextInput } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFormPage } from '@vs/ui/form';
import { EMAIL_MAX, loginSchema, PASSWORD_MAX } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { useClientName } from '../../components/client-name';
import { useLeave } from '../../components/leave';

const schema = loginSchema();

/**
 * /oidc/login: the password login inside an authorization (spec 000 §2 "OIDC"). POST /oidc/login is
 * the site's login service (throttles, history, second factor); it answers the login entry, which
 * hands the member back to the provider.
 */
export default function OidcLoginPage() {
  const data = useScreenData('/oidc/login');
  const { t } = useTranslation(['oidc', 'auth', 'validation', 'ui']);
  const client = useClientName(data.clientInfo);
  const leave = useLeave();
  const page = useFormPage({
    initialValues: { emailUserId: '', password: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: { namespace: 'auth', fallback: 'auth:errors.LOGIN_FAILED' },
    submit: async ({ emailUserId, password }) => {
      const body = { emailUserId, password, loginMethod: 'Password' as const };
      const token = data.botCheck ? await fetchBotCheckToken(data.botCheck) : undefined;
      const next = await nextStepOf(await call(endpoints.oidcLogin, token ? { ...body, token } : body));
      if (next) leave(next);
    },
    refuse: (error) =>
      isApiError(error) && !error.flowError && error.code === 'VALIDATION_ERROR' && error.fieldErrors
        ? { fields: error.fieldErrors }
        : undefined,
  });
  const { formik } = page;

  return (
    <FormPage title={t('oidc:title.login', { client })}>
      <p css={leadCss}>{t('oidc:login.lead', { client })}</p>
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
        </div>
      </form>
    </FormPage>
  );
}
