import { useScreenData } from '@vs/mf';
import { Button, loadPolicySanitizer, PolicyConsentList, usePolicyConsent } from '@vs/ui';
import { actionsCss, formCss, leadCss, PageAlert, useFollow, useSubmitPage } from '@vs/ui/form';
import { policyConsentsSchema } from '@vs/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agreeToSignupPolicies } from '../../api/signup-api';
import { SignupPage, signupFailures } from '@vs/ui/signup';
import { signupPaths } from '../../paths';

// The sanitiser chunk starts loading with this page, not after its first render.
void loadPolicySanitizer();

/** /signup and /signup/policy: the policies shown before the e-mail step (spec 000 §4 "Signup"). */
export default function PolicyPage() {
  const data = useScreenData('/signup');
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const consent = usePolicyConsent(data.policies, policyConsentsSchema);
  const follow = useFollow();
  // The button stays busy until the next page replaces this one.
  const [leaving, setLeaving] = useState(false);
  // The consents are the form, kept by usePolicyConsent.
  const page = useSubmitPage({
    namespace: 'signup',
    failures: signupFailures,
    canSubmit: () => consent.allRead && !leaving,
    extraValid: consent.validate,
    submit: async () => {
      follow((await agreeToSignupPolicies({ policyConsentData: consent.consentData })) ?? signupPaths.email);
      setLeaving(true);
    },
  });

  return (
    <SignupPage title={t('signup:title.policy')} step={data.step}>
      <p css={leadCss}>{t('signup:policy.lead')}</p>
      <form {...page.formProps} css={formCss}>
        <PolicyConsentList
          consent={consent}
          agreeLabel={(title) => t('signup:policy.agree', { title })}
          openLabel={(title) => t('signup:policy.openExternal', { title })}
          errorText={page.message}
        />
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!consent.allRead} loading={page.submitting || leaving}>
            {t('signup:policy.submit')}
          </Button>
        </div>
      </form>
    </SignupPage>
  );
}
