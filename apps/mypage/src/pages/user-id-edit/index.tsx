import { useScreenData } from '@vs/mf';
import { Button, FormField, PasswordInput, TextInput } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { PASSWORD_MAX, USER_ID_MAX, userIdChangeSchema } from '@vs/validation';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeUserId } from '../../api/account-api';
import { mypageFailures } from '../../components/failures';
import { mypagePaths } from '../../paths';
import { userIdEditFailure } from './user-id-edit-failure';
import { useUserIdCheck } from './use-user-id-check';

/**
 * /mypage/user-id/edit: the current ID, a new one (checked against the server when the box loses
 * focus, as on sign-up) and the password to confirm it is the member (spec 001 §5 "User ID").
 */
export default function UserIdEditPage() {
  const data = useScreenData('/mypage/user-id/edit');
  const { t } = useTranslation('account');
  const follow = useFollow();
  const schema = useMemo(() => userIdChangeSchema(data.userId), [data.userId]);
  const page = useFormPage({
    initialValues: { userId: '', password: '' },
    validationSchema: schema,
    namespace: 'account',
    failures: mypageFailures,
    submit: async (values) => follow((await changeUserId(values)) ?? mypagePaths.userIdEditComplete),
    refuse: (error) => {
      const fields = userIdEditFailure(error);
      return fields ? { fields } : undefined;
    },
  });
  const { formik, errorOf, setServerError } = page;
  const checkUserId = useUserIdCheck(
    data.userId,
    useCallback((text: string | null) => setServerError('userId', text), [setServerError]),
  );

  return (
    <FormPage title={t('userIdEdit.title')}>
      <p css={leadCss}>{t('userIdEdit.lead')}</p>
      <form {...page.formProps} css={formCss}>
        <dl css={{ margin: 0 }}>
          <dt css={{ fontWeight: 700 }}>{t('userIdEdit.current')}</dt>
          <dd css={(theme) => ({ margin: `${theme.space(1)} 0 0`, overflowWrap: 'anywhere' })}>
            {data.userId ?? t('top.account.notSet')}
          </dd>
        </dl>
        <FormField label={t('userIdEdit.new')} hint={t('userIdEdit.newHint')} required error={errorOf('userId')}>
          {(control) => (
            <TextInput
              {...control}
              name="userId"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={USER_ID_MAX}
              value={formik.values.userId}
              onChange={page.handleChange}
              onBlur={(event) => {
                formik.handleBlur(event);
                checkUserId(event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField label={t('userIdEdit.password')} required error={errorOf('password')}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              value={formik.values.password}
              onChange={page.handleChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('userIdEdit.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
