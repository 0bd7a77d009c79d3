import type { SignupEmailScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button, PolicyConsentList, usePolicyConsent } from '@vs/ui';
import { actionsCss, EmailField, formCss, leadCss, noteCss, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { emailSchema, policyConsentsSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { object } from 'yup';
import { sendSignupEmail } from '../../api/signup-api';
import { SignupPage } from '../../components/signup-page';
import { loginPath, signupPaths } from '../../paths';

const schema = object({ email: emailSchema() });

/** What the server said about the address: in use (with a login link), or a message key. */
type ServerError = { readonly kind: 'duplicate' } | { readonly kind: 'message'; readonly message: string };

/** /signup/email: the address to send the PIN code to (spec 000 §4, 001 §5 "E-mail"). */
export default function EmailPage() {
  const data = useLoaderData() as SignupEmailScreenData;
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const message = useMessage('signup');
  const follow = useFollow();
  const consent = usePolicyConsent(data.policies, policyConsentsSchema);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [serverError, setServerError] = useState<ServerError | null>(null);

  const formik = useFormik({
    initialValues: { email: data.email ?? '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setServerError(null);
      try {
        follow((await sendSignupEmail({ type: 'signUp', email, policyConsentData: consent.consentData })) ?? signupPaths.pinCode);
      } catch (error) {
        if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_EMAIL') setServerError({ kind: 'duplicate' });
        else if (isApiError(error) && error.fieldErrors?.['email']) setServerError({ kind: 'message', message: error.fieldErrors['email'] });
        else if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') setServerError({ kind: 'message', message: 'signup:errors.tryLater' });
        else setServerError({ kind: 'message', message: 'signup:email.sendFailed' });
        focusFirstErrorLater();
      }
    },
  });

  const clientError = formik.touched.email || formik.submitCount > 0 ? formik.errors.email : undefined;
  const error = clientError ? (
    message(clientError)
  ) : serverError?.kind === 'duplicate' ? (
    <>
      {t('signup:email.alreadyInUse')} <Link to={loginPath}>{t('signup:email.toLogin')}</Link>
    </>
  ) : serverError ? (
    message(serverError.message)
  ) : undefined;

  const submit = async () => {
    const policiesOk = consent.policies.length === 0 || consent.validate();
    if (!policiesOk) {
      // Policy errors live outside formik: mark the e-mail too, then focus the first error.
      await submitOrFocus({ validateForm: formik.validateForm, submitForm: async () => formik.setTouched({ email: true }) }, focusFirstErrorLater, false);
      return;
    }
    await submitOrFocus(formik, focusFirstErrorLater);
  };

  return (
    <SignupPage title={t('signup:title.email')} step={data.step}>
      <p css={leadCss}>{t('signup:email.lead')}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!consent.allRead || formik.isSubmitting) return;
          void submit();
        }}
      >
        {consent.policies.length > 0 ? (
          <PolicyConsentList
            consent={consent}
            agreeLabel={(title) => t('signup:policy.agree', { title })}
            openLabel={(title) => t('signup:policy.openExternal', { title })}
            errorText={message}
          />
        ) : null}
        <EmailField
          label={t('signup:email.label')}
          error={error}
          value={formik.values.email}
          onChange={(event) => {
            setServerError(null);
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
        />
        <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
          <p css={noteCss}>{t('signup:email.validity')}</p>
          <p css={noteCss}>{t('signup:email.resendNote')}</p>
        </div>
        <div css={actionsCss}>
          <Button type="submit" disabled={!consent.allRead} loading={formik.isSubmitting}>
            {t('signup:email.submit')}
          </Button>
        </div>
      </form>
    </SignupPage>
  );
}
