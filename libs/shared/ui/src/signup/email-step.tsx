import { isApiError } from '@vs/api-client';
import type { SignupEmailRequest, SignupEmailScreenData } from '@vs/contract';
import { emailSchema, policyConsentsSchema } from '@vs/validation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { Button } from '../button';
import {
  actionsCss,
  EmailField,
  formCss,
  leadCss,
  noteCss,
  useFailureText,
  useFollow,
  useFormPage,
} from '../form-page';
import { PolicyConsentList, usePolicyConsent } from '../policy-consent';
import { sendFailures } from './failures';
import { SignupPage } from './signup-page';

const schema = object({ email: emailSchema() });

/** The server's answer for an address in use; the page words it itself, with a login link. */
const duplicate = 'signup:email.alreadyInUse';
/** The same for the address an identity provider gave, left unchanged (spec 001 §5): no login link. */
const externalDuplicate = 'validation:email.alreadyInUse';

export interface SignupEmailStepProps {
  readonly data: SignupEmailScreenData;
  /** The area's e-mail call; answers the next page (or null: `pinCodePath`). */
  readonly send: (body: SignupEmailRequest) => Promise<string | null>;
  readonly pinCodePath: string;
  /** Where "log in instead" goes when the address is taken. */
  readonly loginPath: string;
  /**
   * The sign-up through an external identity (/signup/auth): the provider's address to keep or change,
   * under the provider's name; an address in use gets the external wording.
   */
  readonly providerName?: string;
}

/**
 * The e-mail step of sign-up (spec 000 §4, 001 §5 "E-mail"): the address to send the PIN code to,
 * with the policies when they are agreed here. /signup/email and /oidc/signup both show it.
 */
export function SignupEmailStep({ data, send, pinCodePath, loginPath, providerName }: SignupEmailStepProps) {
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
      follow((await send({ type: 'signUp', email, policyConsentData: consent.consentData })) ?? pinCodePath),
    // Every refusal shows on the e-mail field: there is no page alert here.
    refuse: (error) => {
      if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_EMAIL')
        return { fields: { email: providerName === undefined ? duplicate : externalDuplicate } };
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
    <SignupPage
      title={providerName === undefined ? t('signup:title.email') : t('signup:title.external', { name: providerName })}
      step={data.step}
    >
      <p css={leadCss}>
        {providerName === undefined ? t('signup:email.lead') : t('signup:external.lead', { name: providerName })}
      </p>
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
            {providerName === undefined ? t('signup:email.submit') : t('signup:external.submit')}
          </Button>
        </div>
      </form>
    </SignupPage>
  );
}
