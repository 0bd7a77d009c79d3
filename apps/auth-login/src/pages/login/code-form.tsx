import type { BotCheckSettings, LoginScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, EmailField, formCss, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { emailSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { sendLoginCode } from '../../api/auth-api';
import { withBotCheck } from '../../components/bot-check';
import { failureKeyOf, isFlowError } from '../../components/login-failure';
import { authPaths } from '../../paths';

const schema = object({ email: emailSchema() });

/** E-mailed-code mode of /login: the address to mail a login code to; then /login/code. */
export function CodeForm({ data, botCheck }: { readonly data: LoginScreenData; readonly botCheck: BotCheckSettings | null }) {
  const { t } = useTranslation(['auth', 'validation', 'ui']);
  const message = useMessage('auth');
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverField, setServerField] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setFailure(null);
      setServerField(null);
      try {
        const body = await withBotCheck({ email, redirectTo: data.returnTo }, botCheck);
        follow((await sendLoginCode(body)) ?? authPaths.loginCode);
      } catch (error) {
        if (isFlowError(error)) return;
        if (isApiError(error) && error.fieldErrors?.['email']) setServerField(error.fieldErrors['email']);
        else if (isApiError(error) && error.code === 'MAIL_SEND_FAILED') setServerField('auth:errors.sendFailed');
        else setFailure(failureKeyOf(error));
        focusFirstErrorLater();
      }
    },
  });

  const error = message((formik.touched.email || formik.submitCount > 0 ? formik.errors.email : undefined) ?? serverField);

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
      <p css={leadCss}>{t('auth:loginCode.requestLead')}</p>
      <EmailField
        label={t('auth:loginCode.email')}
        error={error}
        value={formik.values.email}
        onChange={(event) => {
          setServerField(null);
          formik.handleChange(event);
        }}
        onBlur={formik.handleBlur}
        autoComplete="username"
      />
      <PageAlert>{failure ? message(failure) : null}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={formik.isSubmitting}>
          {t('auth:loginCode.send')}
        </Button>
      </div>
    </form>
  );
}
