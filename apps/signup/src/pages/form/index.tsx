import { useScreenData } from '@vs/mf';
import type { SignupFormScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, formCss, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { CustomInfoFields, emptyStatus, fieldErrorsAt, ProfileFields, statusRefusal } from '@vs/ui/profile-form';
import { messages } from '@vs/validation';
import { FormikProvider } from 'formik';
import { useTranslation } from 'react-i18next';
import { submitSignup } from '../../api/signup-api';
import { registrationFailures, SignupPage } from '@vs/ui/signup';
import { signupPaths } from '../../paths';
import { AccountFields } from './account-fields';
import { formPathOf, initialValues, toSignupRequest, validateSignupForm } from './form-model';

/** The fields a refused registration names (spec 001 §8), at their form paths. */
function fieldErrorsOf(error: unknown, data: SignupFormScreenData): Record<string, string> | undefined {
  if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_USER_ID')
    return { userId: messages.userId.alreadyInUse };
  if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_EMAIL') return { email: messages.email.alreadyInUse };
  return fieldErrorsAt(error, (field) => formPathOf(field, data));
}

/** /signup/form: the member's details under the store's rules (spec 000 §3, 001 §5). */
export default function FormPage() {
  const data = useScreenData('/signup/form');
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const follow = useFollow();
  const page = useFormPage({
    initialValues: initialValues(data),
    initialStatus: emptyStatus,
    validate: (values) => validateSignupForm(values, data),
    namespace: 'signup',
    failures: registrationFailures,
    submit: async (values, helpers) => {
      helpers.setStatus(emptyStatus);
      follow((await submitSignup(toSignupRequest(values, data))) ?? signupPaths.complete);
    },
    refuse: (error, _values, { setStatus }) =>
      statusRefusal(fieldErrorsOf(error, data), 'signup:form.summary', setStatus),
  });
  const { formik } = page;

  return (
    <SignupPage title={t('signup:title.form')} step={data.step}>
      <p css={leadCss}>{t('signup:form.lead')}</p>
      <FormikProvider value={formik}>
        <form {...page.formProps} css={formCss}>
          <AccountFields data={data} />
          <ProfileFields settings={data} />
          <CustomInfoFields settings={data} />
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('signup:form.submit')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </SignupPage>
  );
}
