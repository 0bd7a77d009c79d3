import { DEFAULT_LOGIN_TARGET, type BotCheckSettings, type LoginScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button, FormField, PasswordInput, TextInput } from '@vs/ui';
import { actionsCss, formCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage, useServerFieldErrors } from '@vs/ui/form';
import { EMAIL_MAX, loginSchema, PASSWORD_MAX } from '@vs/validation';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { login } from '../../api/auth-api';
import { withBotCheck } from '../../components/bot-check';
import { failureKeyOf, isFlowError } from '../../components/login-failure';
import { authPaths } from '../../paths';

const schema = loginSchema();

/** Password mode of /login: identifier (e-mail or user ID) and password (spec 000 §4 "Login"). */
export function PasswordForm({ data, botCheck }: { readonly data: LoginScreenData; readonly botCheck: BotCheckSettings | null }) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const message = useMessage('auth');
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [failure, setFailure] = useState<string | null>(null);
  const { setServerErrors: setServerFields, shownError } = useServerFieldErrors<'emailUserId' | 'password'>();

  const formik = useFormik({
    initialValues: { emailUserId: '', password: '' },
    validationSchema: schema,
    onSubmit: async ({ emailUserId, password }) => {
      setFailure(null);
      setServerFields({});
      try {
        const body = await withBotCheck({ emailUserId, password, loginMethod: 'Password' as const, redirectTo: data.returnTo }, botCheck);
        follow((await login(body)) ?? data.returnTo ?? DEFAULT_LOGIN_TARGET);
      } catch (error) {
        if (isFlowError(error)) return;
        if (isApiError(error) && error.code === 'VALIDATION_ERROR' && error.fieldErrors) setServerFields(error.fieldErrors);
        else setFailure(failureKeyOf(error));
        focusFirstErrorLater();
      }
    },
  });

  const fieldError = (name: 'emailUserId' | 'password') => message(shownError(formik, name));

  return (
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
            maxLength={EMAIL_MAX}
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
      <PageAlert>{failure ? message(failure) : null}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={formik.isSubmitting}>
          {t('auth:login.submit')}
        </Button>
        <Link to={authPaths.passwordForgot}>{t('auth:login.forgot')}</Link>
      </div>
    </form>
  );
}
