import type { SignupPolicyScreenData } from '@vs/contract';
import { Button, loadPolicySanitizer, PolicyConsentList, usePolicyConsent } from '@vs/ui';
import { actionsCss, formCss, leadCss, PageAlert, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { policyConsentsSchema } from '@vs/validation';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { agreeToSignupPolicies } from '../../api/signup-api';
import { SignupPage } from '../../components/signup-page';
import { signupPaths } from '../../paths';
import { errorText } from '../../components/error-text';

// The sanitiser chunk starts loading with this page, not after its first render.
void loadPolicySanitizer();

/** /signup and /signup/policy: the policies shown before the e-mail step (spec 000 §4 "Signup"). */
export default function PolicyPage() {
  const data = useLoaderData() as SignupPolicyScreenData;
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const message = useMessage('signup');
  const consent = usePolicyConsent(data.policies, policyConsentsSchema);
  const follow = useFollow();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!consent.allRead || pending) return;
    if (!consent.validate()) {
      focusFirstErrorLater();
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      follow((await agreeToSignupPolicies({ policyConsentData: consent.consentData })) ?? signupPaths.email);
    } catch (error) {
      setFailure(t(errorText(error)));
      setPending(false);
    }
  };

  return (
    <SignupPage title={t('signup:title.policy')} step={data.step}>
      <p css={leadCss}>{t('signup:policy.lead')}</p>
      <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} css={formCss}>
        <PolicyConsentList
          consent={consent}
          agreeLabel={(title) => t('signup:policy.agree', { title })}
          openLabel={(title) => t('signup:policy.openExternal', { title })}
          errorText={message}
        />
        <PageAlert>{failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!consent.allRead} loading={pending}>
            {t('signup:policy.submit')}
          </Button>
        </div>
      </form>
    </SignupPage>
  );
}
