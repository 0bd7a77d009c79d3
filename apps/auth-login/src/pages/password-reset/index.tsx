import { useScreenData } from '@vs/mf';
import { isApiError } from '@vs/api-client';
import { Button, ButtonLink } from '@vs/ui';
import {
  actionsCss,
  formCss,
  FormPage,
  leadCss,
  NewPasswordFields,
  PageAlert,
  useFollow,
  useFormPage,
} from '@vs/ui/form';
import { passwordWithConfirmationSchema } from '@vs/validation';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/auth-api';
import { authFailures } from '@vs/ui/login';
import { authPaths } from '../../paths';

function InvalidToken() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageAlert>{t('reset.invalidToken')}</PageAlert>
      <div css={actionsCss}>
        <ButtonLink to={authPaths.passwordForgot}>{t('reset.askAgain')}</ButtonLink>
      </div>
    </>
  );
}

/** /password/reset?token=… (and /newpassword): the new password under the store's rules, with the live checklist. */
export default function PasswordResetPage() {
  const data = useScreenData('/password/reset');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation(['auth', 'validation']);
  const follow = useFollow();
  const [tokenValid, setTokenValid] = useState(data.tokenValid && token !== '');
  const schema = useMemo(() => passwordWithConfirmationSchema(data.passwordStrength), [data.passwordStrength]);
  const page = useFormPage({
    initialValues: { password: '', passwordConfirm: '' },
    validationSchema: schema,
    namespace: 'auth',
    failures: authFailures,
    submit: async (values) => follow((await resetPassword({ token, ...values })) ?? authPaths.passwordResetComplete),
    refuse: (error) => {
      if (!isApiError(error)) return undefined;
      if (error.code === 'INVALID_RESET_TOKEN') {
        setTokenValid(false);
        return {};
      }
      if (error.code === 'INVALID_PASSWORD_REUSED')
        return { fields: { password: error.fieldErrors?.['password'] ?? error.message } };
      return error.fieldErrors ? { fields: error.fieldErrors } : undefined;
    },
  });
  const { formik, errorOf } = page;
  // Any edit clears every server message: a reused password concerns both boxes.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    page.setServerErrors({});
    formik.handleChange(event);
  };

  return (
    <FormPage title={t('auth:title.passwordReset')}>
      {!tokenValid ? (
        <InvalidToken />
      ) : (
        <>
          <p css={leadCss}>{t('auth:reset.lead')}</p>
          <form {...page.formProps} css={formCss}>
            <NewPasswordFields
              strength={data.passwordStrength}
              password={{
                name: 'password',
                label: t('auth:reset.password'),
                value: formik.values.password,
                error: errorOf('password'),
                onChange,
                onBlur: formik.handleBlur,
              }}
              confirm={{
                name: 'passwordConfirm',
                label: t('auth:reset.passwordConfirm'),
                value: formik.values.passwordConfirm,
                error: errorOf('passwordConfirm'),
                onChange,
                onBlur: formik.handleBlur,
              }}
            />
            <PageAlert>{page.failure}</PageAlert>
            <div css={actionsCss}>
              <Button type="submit" loading={formik.isSubmitting}>
                {t('auth:reset.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </FormPage>
  );
}
