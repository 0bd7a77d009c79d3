import type { ProfileEditScreenData } from '@vs/contract';
import { Button } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import {
  CustomInfoFields,
  emptyStatus,
  initialProfileValues,
  ProfileFields,
  profileRequestOf,
  validateProfileForm,
  type FormStatus,
} from '@vs/ui/profile-form';
import { FormikProvider, useFormik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { editProfile } from '../../api/profile-api';
import { useFailureText } from '../../components/failure-text';
import { mypagePaths } from '../../paths';
import { hasEditableFields, statusOf } from './profile-edit-status';

/** /mypage/edit: the sign-up profile form and rules, filled with what the member has stored (spec 000 §2). */
export default function ProfileEditPage() {
  const data = useLoaderData() as ProfileEditScreenData;
  const { t } = useTranslation('profile');
  const message = useMessage('profile');
  const failureText = useFailureText();
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);

  const formik = useFormik({
    initialValues: initialProfileValues(data, data.values, data.customAssociatedInfoValues),
    initialStatus: emptyStatus,
    validate: (values) => validateProfileForm(values, data),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(emptyStatus);
      try {
        // The server names the completion page; its path is the fallback should an answer leave it out.
        follow((await editProfile(profileRequestOf(values, data))) ?? `${mypagePaths.profileEdit}/complete`);
      } catch (error) {
        helpers.setStatus(statusOf(error, data, failureText));
        focusFirstErrorLater();
      }
    },
  });
  const status = (formik.status as FormStatus | undefined) ?? emptyStatus;
  const back = (
    <Link to={mypagePaths.top} css={{ justifySelf: 'center' }}>
      {t('profileEdit.back')}
    </Link>
  );

  if (!hasEditableFields(data)) {
    return (
      <FormPage title={t('profileEdit.title')}>
        <p css={leadCss}>{t('profileEdit.nothing')}</p>
        <div css={actionsCss}>{back}</div>
      </FormPage>
    );
  }

  return (
    <FormPage title={t('profileEdit.title')}>
      <FormikProvider value={formik}>
        <form
          ref={form}
          noValidate
          css={formCss}
          onSubmit={(event) => {
            event.preventDefault();
            if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
          }}
        >
          <ProfileFields settings={data} />
          <CustomInfoFields settings={data} />
          <PageAlert>{message(status.summary)}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('profileEdit.submit')}
            </Button>
            {back}
          </div>
        </form>
      </FormikProvider>
    </FormPage>
  );
}
