import { useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import {
  CustomInfoFields,
  emptyStatus,
  fieldErrorsAt,
  initialProfileValues,
  ProfileFields,
  profileFormPathOf,
  profileRequestOf,
  statusRefusal,
  validateProfileForm,
} from '@vs/ui/profile-form';
import { FormikProvider } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { editProfile } from '../../api/profile-api';
import { mypageFailures } from '../../components/failures';
import { mypagePaths } from '../../paths';
import { hasEditableFields } from './profile-edit-status';

/** /mypage/edit: the sign-up profile form and rules, filled with what the member has stored (spec 000 §2). */
export default function ProfileEditPage() {
  const data = useScreenData('/mypage/edit');
  const { t } = useTranslation('profile');
  const follow = useFollow();
  const page = useFormPage({
    initialValues: initialProfileValues(data, data.values, data.customAssociatedInfoValues),
    initialStatus: emptyStatus,
    validate: (values) => validateProfileForm(values, data),
    namespace: 'profile',
    failures: mypageFailures,
    submit: async (values, helpers) => {
      helpers.setStatus(emptyStatus);
      // The server names the completion page; its path is the fallback should an answer leave it out.
      follow((await editProfile(profileRequestOf(values, data))) ?? `${mypagePaths.profileEdit}/complete`);
    },
    // Field errors on their fields with the summary line; any other failure as the failure rule words it.
    refuse: (error, _values, { setStatus }) =>
      statusRefusal(
        fieldErrorsAt(error, (field) => profileFormPathOf(field, data)),
        'profile:profileEdit.summary',
        setStatus,
      ),
  });
  const { formik } = page;
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
        <form {...page.formProps} css={formCss}>
          <ProfileFields settings={data} />
          <CustomInfoFields settings={data} />
          <PageAlert>{page.failure}</PageAlert>
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
