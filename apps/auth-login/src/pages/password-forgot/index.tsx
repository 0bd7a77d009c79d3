import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, EmailField, formCss, FormPage, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { emailSchema } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { askPasswordReset } from '../../api/auth-api';
import { authFailures } from '@vs/ui/login';
import { authPaths } from '../../paths';

const schema = object({ email: emailSchema() });

/** /password/forgot (and /forgetpassword): the address to mail a reset link to (spec 000 §4 "Password reset"). */
export default function PasswordForgotPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const follow = useFollow();
  const page = useFormPage({
    initialValues: { email: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: authFailures,
    submit: async ({ email }) => follow((await askPasswordReset({ email })) ?? authPaths.passwordForgotComplete),
    refuse: (error) => {
      const email = isApiError(error) ? error.fieldErrors?.['email'] : undefined;
      return email ? { fields: { email } } : undefined;
    },
  });

  return (
    <FormPage title={t('auth:title.passwordForgot')}>
      <p css={leadCss}>{t('auth:forgot.lead')}</p>
      <form {...page.formProps} css={formCss}>
        <EmailField
          label={t('auth:forgot.email')}
          error={page.errorOf('email')}
          value={page.formik.values.email}
          onChange={page.handleChange}
          onBlur={page.formik.handleBlur}
        />
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={page.formik.isSubmitting}>
            {t('auth:forgot.submit')}
          </Button>
          <Link to={authPaths.login}>{t('auth:forgot.toLogin')}</Link>
        </div>
      </form>
    </FormPage>
  );
}
