import type { LoginScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { useBrowserInfo } from '@vs/theming';
import { Button, FormField, PasswordInput, TextInput } from '@vs/ui';
import { actionsCss, formCss, noteCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { loginSchema, PASSWORD_MAX } from '@vs/validation';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { login } from '../../api/auth-api';
import { AuthPage } from '../../components/auth-page';
import { authPaths, signupPath } from '../../paths';

const schema = loginSchema();
const knownFailures = new Set(['LOGIN_FAILED', 'LOGIN_INVALID_EMAIL_OR_PASSWORD', 'LOGIN_INVALID_USER_ID_OR_PASSWORD', 'LOGIN_PROHIBITED']);

/** The catalogue key of a failed login (spec 001 §8 "Login failures"). */
function failureKeyOf(error: unknown): string {
  if (!isApiError(error)) return 'auth:errors.LOGIN_FAILED';
  if (knownFailures.has(error.code)) return `auth:errors.${error.code}`;
  if (error.code === 'TOO_MANY_REQUESTS') return 'auth:errors.tryLater';
  return 'auth:errors.LOGIN_FAILED';
}

/** /login: identifier (e-mail or user ID) and password (spec 000 §2 "Login page", §4 "Login"). */
export default function LoginPage() {
  const data = useLoaderData() as LoginScreenData;
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const message = useMessage('auth');
  const follow = useFollow();
  const { isApp } = useBrowserInfo();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({});

  const formik = useFormik({
    initialValues: { emailUserId: '', password: '' },
    validationSchema: schema,
    onSubmit: async ({ emailUserId, password }) => {
      setFailure(null);
      setServerFields({});
      try {
        follow((await login({ emailUserId, password, loginMethod: 'Password', redirectTo: data.redirectTo })) ?? data.redirectTo ?? '/plans');
      } catch (error) {
        if (isApiError(error) && error.code === 'VALIDATION_ERROR' && error.fieldErrors) setServerFields(error.fieldErrors);
        else setFailure(failureKeyOf(error));
        focusFirstErrorLater();
      }
    },
  });

  const fieldError = (name: 'emailUserId' | 'password') =>
    message((formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined) ?? serverFields[name]);
  const failureId = 'login-failure';

  return (
    <AuthPage title={t('auth:title.login')}>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <FormField label={data.isEnabledUserId ? t('auth:login.identifier') : t('auth:login.identifierEmailOnly')} required error={fieldError('emailUserId')}>
          {(control) => (
            <TextInput
              {...control}
              name="emailUserId"
              type={data.isEnabledUserId ? 'text' : 'email'}
              autoComplete="username"
              maxLength={191}
              value={formik.values.emailUserId}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
        <FormField label={t('auth:login.password')} required error={fieldError('password')}>
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
        <PageAlert id={failureId}>{failure ? message(failure) : null}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('auth:login.submit')}
          </Button>
          <Link to={authPaths.passwordForgot}>{t('auth:login.forgot')}</Link>
        </div>
      </form>
      {isApp ? null : (
        // The external-identity buttons come with the external-identity issue; the area stays empty until then.
        <section aria-label={t('auth:login.externalIdentities')} data-testid="external-identities" />
      )}
      <p css={noteCss}>
        {t('auth:login.noAccount')} <Link to={signupPath}>{t('auth:login.register')}</Link>
      </p>
    </AuthPage>
  );
}
