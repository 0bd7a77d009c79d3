import type { SignupFormScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, formCss, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow } from '@vs/ui/form';
import { CustomInfoFields, emptyStatus, ProfileFields, type FormStatus } from '@vs/ui/profile-form';
import { messages } from '@vs/validation';
import { FormikProvider, useFormik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { submitSignup } from '../../api/signup-api';
import { SignupPage } from '../../components/signup-page';
import { signupPaths } from '../../paths';
import { AccountFields } from './account-fields';
import { formPathOf, initialValues, toSignupRequest, validateSignupForm } from './form-model';

/** The server's answer to a failed registration, as field errors and the summary line (spec 001 §8). */
function statusOf(error: unknown, data: SignupFormScreenData): FormStatus {
  const summary = 'signup:form.summary';
  if (!isApiError(error)) return { fieldErrors: {}, summary: 'signup:form.registrationError' };
  if (error.code === 'ACCOUNT_ALREADY_EXISTS_USER_ID') return { fieldErrors: { userId: messages.userId.alreadyInUse }, summary };
  if (error.code === 'ACCOUNT_ALREADY_EXISTS_EMAIL') return { fieldErrors: { email: messages.email.alreadyInUse }, summary };
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
    const path = formPathOf(field, data);
    if (path) fieldErrors[path] = message;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, summary };
  return { fieldErrors: {}, summary: error.code === 'TOO_MANY_REQUESTS' ? 'signup:errors.tryLater' : 'signup:form.registrationError' };
}

/** /signup/form: the member's details under the store's rules (spec 000 §3, 001 §5). */
export default function FormPage() {
  const data = useLoaderData() as SignupFormScreenData;
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);

  const formik = useFormik({
    initialValues: initialValues(data),
    initialStatus: emptyStatus,
    validate: (values) => validateSignupForm(values, data),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(emptyStatus);
      try {
        follow((await submitSignup(toSignupRequest(values, data))) ?? signupPaths.complete);
      } catch (error) {
        helpers.setStatus(statusOf(error, data));
        // After the messages render: focus and scroll to the field the server named.
        focusFirstErrorLater();
      }
    },
  });
  const status = (formik.status as FormStatus | undefined) ?? emptyStatus;

  return (
    <SignupPage title={t('signup:title.form')} step={data.step}>
      <p css={leadCss}>{t('signup:form.lead')}</p>
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
          <AccountFields data={data} />
          <ProfileFields settings={data} />
          <CustomInfoFields settings={data} />
          <PageAlert>{status.summary ? t(status.summary) : null}</PageAlert>
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
