import { Button, FormField, PasswordInput } from '@vs/ui';
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
import { PASSWORD_MAX, passwordChangeSchema } from '@vs/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenData } from '@vs/mf';
import { changePassword } from '../../api/account-api';
import { mypageFailures } from '../../components/failures';
import { mypagePaths } from '../../paths';
import { passwordEditFailure, type PasswordEditField } from './password-edit-failure';

type PasswordEditValues = Record<PasswordEditField, string>;

/**
 * /mypage/password/edit: the current password, then a new one under the store's rules with the live
 * checklist (spec 001 §5 "Password"); a wrong current password is reported on its own field.
 */
export default function PasswordEditPage() {
  const data = useScreenData('/mypage/password/edit');
  const { t } = useTranslation(['account', 'validation']);
  const follow = useFollow();
  const schema = useMemo(() => passwordChangeSchema(data.passwordStrength), [data.passwordStrength]);
  const page = useFormPage<PasswordEditValues, PasswordEditField>({
    initialValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
    validationSchema: schema,
    namespace: 'account',
    failures: mypageFailures,
    submit: async ({ oldPassword, newPassword }) =>
      follow((await changePassword({ oldPassword, newPassword })) ?? mypagePaths.passwordEditComplete),
    refuse: (error) => {
      const fields = passwordEditFailure(error);
      return fields ? { fields } : undefined;
    },
  });
  const { formik, errorOf } = page;
  const passwordProps = (name: PasswordEditField) => ({
    name,
    maxLength: PASSWORD_MAX,
    value: formik.values[name],
    onChange: page.handleChange,
    onBlur: formik.handleBlur,
  });

  return (
    <FormPage title={t('passwordEdit.title')}>
      <p css={leadCss}>{t('passwordEdit.lead')}</p>
      <form {...page.formProps} css={formCss}>
        {/* Tells password managers whose password changes; never shown or focused. */}
        <input type="email" name="username" autoComplete="username" value={data.email} readOnly hidden />
        <FormField label={t('passwordEdit.current')} required error={errorOf('oldPassword')}>
          {(control) => (
            <PasswordInput {...control} {...passwordProps('oldPassword')} autoComplete="current-password" />
          )}
        </FormField>
        <NewPasswordFields
          strength={data.passwordStrength}
          password={{ ...passwordProps('newPassword'), label: t('passwordEdit.new'), error: errorOf('newPassword') }}
          confirm={{
            ...passwordProps('newPasswordConfirm'),
            label: t('passwordEdit.confirm'),
            error: errorOf('newPasswordConfirm'),
          }}
        />
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('passwordEdit.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
