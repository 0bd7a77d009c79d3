import type { PasswordResetScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button, ButtonLink } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, NewPasswordFields, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage, useServerFieldErrors } from '@vs/ui/form';
import { passwordWithConfirmationSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/auth-api';
import { authPaths } from '../../paths';

type Field = 'password' | 'passwordConfirm';

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
  const data = useLoaderData() as PasswordResetScreenData;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation(['auth', 'validation']);
  const message = useMessage('auth');
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [tokenValid, setTokenValid] = useState(data.tokenValid && token !== '');
  const { setServerErrors: setServerFields, shownError } = useServerFieldErrors<Field>();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => passwordWithConfirmationSchema(data.passwordStrength), [data.passwordStrength]);

  const formik = useFormik({
    initialValues: { password: '', passwordConfirm: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setServerFields({});
      setFailure(null);
      try {
        follow((await resetPassword({ token, ...values })) ?? authPaths.passwordResetComplete);
      } catch (error) {
        if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') setTokenValid(false);
        else if (isApiError(error) && error.code === 'INVALID_PASSWORD_REUSED') setServerFields({ password: error.fieldErrors?.['password'] ?? error.message });
        else if (isApiError(error) && error.fieldErrors) setServerFields(error.fieldErrors);
        else if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') setFailure('auth:errors.tryLater');
        else setFailure('auth:errors.generic');
        focusFirstErrorLater();
      }
    },
  });

  const errorOf = (name: Field) => message(shownError(formik, name));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setServerFields({});
    formik.handleChange(event);
  };

  return (
    <FormPage title={t('auth:title.passwordReset')}>
      {!tokenValid ? (
        <InvalidToken />
      ) : (
        <>
          <p css={leadCss}>{t('auth:reset.lead')}</p>
          <form
            ref={form}
            noValidate
            css={formCss}
            onSubmit={(event) => {
              event.preventDefault();
              if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
            }}
          >
            <NewPasswordFields
              strength={data.passwordStrength}
              password={{ name: 'password', label: t('auth:reset.password'), value: formik.values.password, error: errorOf('password'), onChange, onBlur: formik.handleBlur }}
              confirm={{ name: 'passwordConfirm', label: t('auth:reset.passwordConfirm'), value: formik.values.passwordConfirm, error: errorOf('passwordConfirm'), onChange, onBlur: formik.handleBlur }}
            />
            <PageAlert>{failure ? message(failure) : null}</PageAlert>
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
