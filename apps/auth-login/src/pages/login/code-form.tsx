import type { BotCheckSettings, LoginScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, EmailField, formCss, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { emailSchema } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { sendLoginCode } from '../../api/auth-api';
import { withBotCheck } from '../../components/bot-check';
import { loginFailures } from '../../components/failures';
import { authPaths } from '../../paths';

const schema = object({ email: emailSchema() });

/** E-mailed-code mode of /login: the address to mail a login code to; then /login/code. */
export function CodeForm({
  data,
  botCheck,
}: {
  readonly data: LoginScreenData;
  readonly botCheck: BotCheckSettings | null;
}) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const follow = useFollow();
  const page = useFormPage({
    initialValues: { email: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: loginFailures,
    submit: async ({ email }) => {
      const body = await withBotCheck({ email, redirectTo: data.returnTo }, botCheck);
      follow((await sendLoginCode(body)) ?? authPaths.loginCode);
    },
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
