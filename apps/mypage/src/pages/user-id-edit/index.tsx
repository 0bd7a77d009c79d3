import type { UserIdEditScreenData } from '@vs/contract';
import { Button, FormField, PasswordInput, TextInput } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage, useServerFieldErrors } from '@vs/ui/form';
import { PASSWORD_MAX, USER_ID_MAX, userIdChangeSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { changeUserId } from '../../api/account-api';
import { useFailureText } from '../../components/failure-text';
import { mypagePaths } from '../../paths';
import { userIdEditFailure, type UserIdEditField } from './user-id-edit-failure';
import { useUserIdCheck } from './use-user-id-check';

/**
 * /mypage/user-id/edit: the current ID, a new one (checked against the server when the box loses
 * focus, as on sign-up) and the password to confirm it is the member (spec 001 §5 "User ID").
 */
export default function UserIdEditPage() {
  const data = useLoaderData() as UserIdEditScreenData;
  const { t } = useTranslation('account');
  const message = useMessage('account');
  const failureText = useFailureText();
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const { setServerErrors: setServerFields, setServerError: setServerField, shownError } = useServerFieldErrors<UserIdEditField>();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => userIdChangeSchema(data.userId), [data.userId]);
  const checkUserId = useUserIdCheck(
    data.userId,
    useCallback((text: string | null) => setServerField('userId', text), [setServerField]),
  );

  const formik = useFormik({
    initialValues: { userId: '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setServerFields({});
      setFailure(null);
      try {
        follow((await changeUserId(values)) ?? mypagePaths.userIdEditComplete);
      } catch (error) {
        const refused = userIdEditFailure(error);
        if (refused) setServerFields(refused);
        else setFailure(failureText(error));
        focusFirstErrorLater();
      }
    },
  });

  const errorOf = (name: UserIdEditField) => message(shownError(formik, name));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setServerField(event.target.name as UserIdEditField, null);
    formik.handleChange(event);
  };

  return (
    <FormPage title={t('userIdEdit.title')}>
      <p css={leadCss}>{t('userIdEdit.lead')}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <dl css={{ margin: 0 }}>
          <dt css={{ fontWeight: 700 }}>{t('userIdEdit.current')}</dt>
          <dd css={(theme) => ({ margin: `${theme.space(1)} 0 0`, overflowWrap: 'anywhere' })}>{data.userId ?? t('top.account.notSet')}</dd>
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
              onChange={onChange}
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
              onChange={onChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
        <PageAlert>{failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('userIdEdit.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
