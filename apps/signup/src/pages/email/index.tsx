import { useScreenData } from '@vs/mf';
import { isApiError } from '@vs/api-client';
import { Button, PolicyConsentList, usePolicyConsent } from '@vs/ui';
import { actionsCss, EmailField, formCss, leadCss, noteCss, useFailureText, useFollow, useFormPage } from '@vs/ui/form';
import { emailSchema, policyConsentsSchema } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { sendSignupEmail } from '../../api/signup-api';
import { sendFailures } from '../../components/failures';
import { SignupPage } from '../../components/signup-page';
import { loginPath, signupPaths } from '../../paths';

const schema = object({ email: emailSchema() });

/** The server's answer for an address in use; the page words it itself, with a login link. */
const duplicate = 'signup:email.alreadyInUse';

/** /signup/email: the address to send the PIN code to (spec 000 §4, 001 §5 "E-mail"). */
export default function EmailPage() {
  const data = useScreenData('/signup/email');
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const follow = useFollow();
  const consent = usePolicyConsent(data.policies, policyConsentsSchema);
  const sendText = useFailureText(sendFailures);
  const page = useFormPage({
    initialValues: { email: data.email ?? '' },
    validationSchema: schema,
    namespace: 'signup',
    failures: sendFailures,
    // Policy consents live outside formik; their errors show and focus with the e-mail's.
    canSubmit: () => consent.allRead,
    extraValid: () => consent.policies.length === 0 || consent.validate(),
    submit: async ({ email }) =>
      follow(
        (await sendSignupEmail({ type: 'signUp', email, policyConsentData: consent.consentData })) ??
          signupPaths.pinCode,
      ),
    // Every refusal shows on the e-mail field: there is no page alert here.
    refuse: (error) => {
      if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_EMAIL') return { fields: { email: duplicate } };
      const text = (isApiError(error) ? error.fieldErrors?.['email'] : undefined) ?? sendText(error);
      return { fields: text ? { email: text } : {} };
    },
  });
  const { formik } = page;

  const shown = page.shownError('email');
  const error =
    shown === duplicate ? (
      <>
        {t(duplicate)} <Link to={loginPath}>{t('signup:email.toLogin')}</Link>
      </>
    ) : (
      page.message(shown)
    );

  return (
    <SignupPage title={t('signup:title.email')} step={data.step}>
      <p css={leadCss}>{t('signup:email.lead')}</p>
      <form {...page.formProps} css={formCss}>
        {consent.policies.length > 0 ? (
          <PolicyConsentList
            consent={consent}
            agreeLabel={(title) => t('signup:policy.agree', { title })}
            openLabel={(title) => t('signup:policy.openExternal', { title })}
            errorText={page.message}
          />
        ) : null}
        <EmailField
          label={t('signup:email.label')}
          error={error}
          value={formik.values.email}
          onChange={page.handleChange}
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
