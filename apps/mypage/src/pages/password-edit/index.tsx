import { Button, FormField, PasswordInput } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, NewPasswordFields, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage, useServerFieldErrors } from '@vs/ui/form';
import { PASSWORD_MAX, passwordChangeSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenData } from '@vs/mf';
import { changePassword } from '../../api/account-api';
import { useFailureText } from '../../components/failure-text';
import { mypagePaths } from '../../paths';
import { passwordEditFailure, type PasswordEditField } from './password-edit-failure';

/**
 * /mypage/password/edit: the current password, then a new one under the store's rules with the live
 * checklist (spec 001 §5 "Password"); a wrong current password is reported on its own field.
 */
export default function PasswordEditPage() {
  const data = useScreenData('/mypage/password/edit');
  const { t } = useTranslation(['account', 'validation']);
  const message = useMessage('account');
  const failureText = useFailureText();
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const { setServerErrors: setServerFields, setServerError, shownError } = useServerFieldErrors<PasswordEditField>();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => passwordChangeSchema(data.passwordStrength), [data.passwordStrength]);

  const formik = useFormik({
    initialValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
    validationSchema: schema,
    onSubmit: async ({ oldPassword, newPassword }) => {
      setServerFields({});
      setFailure(null);
      try {
        follow((await changePassword({ oldPassword, newPassword })) ?? mypagePaths.passwordEditComplete);
      } catch (error) {
        const refused = passwordEditFailure(error);
        if (refused) setServerFields(refused);
        else setFailure(failureText(error));
        focusFirstErrorLater();
      }
    },
  });

  const errorOf = (name: PasswordEditField) => message(shownError(formik, name));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setServerError(event.target.name as PasswordEditField, null);
    formik.handleChange(event);
  };
  const passwordProps = (name: PasswordEditField) => ({ name, maxLength: PASSWORD_MAX, value: formik.values[name], onChange, onBlur: formik.handleBlur });

  return (
    <FormPage title={t('passwordEdit.title')}>
      <p css={leadCss}>{t('passwordEdit.lead')}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        {/* Tells password managers whose password changes; never shown or focused. */}
        <input type="email" name="username" autoComplete="username" value={data.email} readOnly hidden />
        <FormField label={t('passwordEdit.current')} required error={errorOf('oldPassword')}>
          {(control) => <PasswordInput {...control} {...passwordProps('oldPassword')} autoComplete="current-password" />}
        </FormField>
        <NewPasswordFields
          strength={data.passwordStrength}
          password={{ ...passwordProps('newPassword'), label: t('passwordEdit.new'), error: errorOf('newPassword') }}
          confirm={{ ...passwordProps('newPasswordConfirm'), label: t('passwordEdit.confirm'), error: errorOf('newPasswordConfirm') }}
        />
        <PageAlert>{failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('passwordEdit.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
