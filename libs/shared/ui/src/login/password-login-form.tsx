import { isApiError } from '@vs/api-client';
import { EMAIL_MAX, loginSchema, PASSWORD_MAX } from '@vs/validation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { FormField } from '../form-field';
import { actionsCss, formCss, PageAlert, useFormPage } from '../form-page';
import { PasswordInput } from '../password-field';
import { TextInput } from '../text-input';
import { loginFailures } from './failures';

const schema = loginSchema();

export interface PasswordLoginFormProps {
  /** The store lets members log in with a user ID as well as an e-mail address. */
  readonly isEnabledUserId: boolean;
  /** The login call of the page's area and what follows it; a throw is a refusal. */
  readonly submit: (fields: { readonly emailUserId: string; readonly password: string }) => Promise<void>;
  /** Beside the button (the site's "forgot your password" link). */
  readonly extraAction?: ReactNode;
}

/**
 * The password login of /login and /oidc/login (spec 000 §4 "Login"): identifier (e-mail or user ID)
 * and password, with the login service's refusals on the fields or above the button.
 */
export function PasswordLoginForm({ isEnabledUserId, submit, extraAction }: PasswordLoginFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const page = useFormPage({
    initialValues: { emailUserId: '', password: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: loginFailures,
    submit: async (values) => submit(values),
    refuse: (error) =>
      isApiError(error) && !error.flowError && error.code === 'VALIDATION_ERROR' && error.fieldErrors
        ? { fields: error.fieldErrors }
        : undefined,
  });
  const { formik } = page;

  return (
    <form {...page.formProps} css={formCss}>
      <FormField
        label={isEnabledUserId ? t('auth:login.identifier') : t('auth:login.identifierEmailOnly')}
        required
        error={page.errorOf('emailUserId')}
      >
        {(control) => (
          <TextInput
            {...control}
            name="emailUserId"
            type={isEnabledUserId ? 'text' : 'email'}
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
        {extraAction}
      </div>
    </form>
  );
}
