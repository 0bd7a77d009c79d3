import { isApiError } from '@vs/api-client';
import { emailSchema } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { Button } from '../button';
import { actionsCss, EmailField, formCss, leadCss, PageAlert, useFormPage } from '../form-page';
import { loginFailures } from './failures';

const schema = object({ email: emailSchema() });

export interface CodeRequestFormProps {
  /** Mails the code (POST /login/code or /oidc/login/code) and goes on to the code page; a throw is a refusal. */
  readonly submit: (fields: { readonly email: string }) => Promise<void>;
}

/** E-mailed-code mode of /login and /oidc/login: the address to mail a login code to. */
export function CodeRequestForm({ submit }: CodeRequestFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const page = useFormPage({
    initialValues: { email: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: loginFailures,
    submit: async (values) => submit(values),
    refuse: (error) => {
      if (!isApiError(error) || error.flowError) return undefined;
      const email =
        error.fieldErrors?.['email'] ?? (error.code === 'MAIL_SEND_FAILED' ? 'auth:errors.sendFailed' : undefined);
      return email ? { fields: { email } } : undefined;
    },
  });

  return (
    <form {...page.formProps} css={formCss}>
      <p css={leadCss}>{t('auth:loginCode.requestLead')}</p>
      <EmailField
        label={t('auth:loginCode.email')}
        error={page.errorOf('email')}
        value={page.formik.values.email}
        onChange={page.handleChange}
        onBlur={page.formik.handleBlur}
        autoComplete="username"
      />
      <PageAlert>{page.failure}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={page.formik.isSubmitting}>
          {t('auth:loginCode.send')}
        </Button>
      </div>
    </form>
  );
}
