import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, EmailField, formCss, FormPage, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { emailSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { askPasswordReset } from '../../api/auth-api';
import { authPaths } from '../../paths';

const schema = object({ email: emailSchema() });

/** /password/forgot (and /forgetpassword): the address to mail a reset link to (spec 000 §4 "Password reset"). */
export default function PasswordForgotPage() {
  const { t } = useTranslation(['auth', 'validation']);
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
        follow((await askPasswordReset({ email })) ?? authPaths.passwordForgotComplete);
      } catch (error) {
        if (isApiError(error) && error.fieldErrors?.['email']) setServerField(error.fieldErrors['email']);
        else if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') setFailure('auth:errors.tryLater');
        else setFailure('auth:errors.generic');
        focusFirstErrorLater();
      }
    },
  });

  const error = message((formik.touched.email || formik.submitCount > 0 ? formik.errors.email : undefined) ?? serverField);

  return (
    <FormPage title={t('auth:title.passwordForgot')}>
      <p css={leadCss}>{t('auth:forgot.lead')}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <EmailField
          label={t('auth:forgot.email')}
          error={error}
          value={formik.values.email}
          onChange={(event) => {
            setServerField(null);
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
        />
        <PageAlert>{failure ? message(failure) : null}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('auth:forgot.submit')}
          </Button>
          <Link to={authPaths.login}>{t('auth:forgot.toLogin')}</Link>
        </div>
      </form>
    </FormPage>
  );
}
