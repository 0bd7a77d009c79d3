import { useScreenData } from '@vs/mf';
import { isApiError } from '@vs/api-client';
import { Button, ButtonLink, loadPolicySanitizer, PolicyConsentList, usePolicyConsent } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFollow, useSubmitPage } from '@vs/ui/form';
import { policyConsentsSchema } from '@vs/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { href } from '@vs/routes';
import { reConsentToPolicies } from '../../api/consent-api';
import { mypageFailures } from '../../components/failures';
import { TermsChangedDialog } from './terms-changed-dialog';

// The sanitiser chunk starts loading with this page, not after its first render.
void loadPolicySanitizer();

const mypageTop = href('/mypage');

export interface ReConsentPageProps {
  /** Reloads the document; tests pass their own (jsdom cannot reload). */
  readonly reload?: () => void;
}

/**
 * /mypage/re-consent: the policies whose revision changed since the member agreed, agreed to as on
 * sign-up's policy step (spec 000 §4 "Policy re-consent"); the server then says where to go on.
 */
export default function ReConsentPage({ reload = () => window.location.reload() }: ReConsentPageProps) {
  const data = useScreenData('/mypage/re-consent');
  const { t } = useTranslation('consent');
  const consent = usePolicyConsent(data.policies, policyConsentsSchema);
  const follow = useFollow();
  // Where the member was going when sent here; the server follows it only when it is a path of this site.
  const [search] = useSearchParams();
  const [termsChanged, setTermsChanged] = useState(false);
  // The button stays busy until the next page replaces this one.
  const [leaving, setLeaving] = useState(false);
  // The consents are the form, kept by usePolicyConsent.
  const page = useSubmitPage({
    namespace: 'consent',
    failures: mypageFailures,
    canSubmit: () => consent.allRead && !leaving,
    extraValid: consent.validate,
    submit: async () => {
      follow(
        (await reConsentToPolicies({ policyConsentData: consent.consentData, redirectTo: search.get('redirect') })) ??
          mypageTop,
      );
      setLeaving(true);
    },
    refuse: (error) => {
      if (!isApiError(error) || error.code !== 'INVALID_REQUEST') return undefined;
      setTermsChanged(true);
      return {};
    },
  });

  if (data.policies.length === 0) {
    return (
      <FormPage title={t('reConsent.title')}>
        <p css={leadCss}>{t('reConsent.empty')}</p>
        <div css={actionsCss}>
          <ButtonLink to={mypageTop}>{t('reConsent.toMypage')}</ButtonLink>
        </div>
      </FormPage>
    );
  }

  return (
    <FormPage title={t('reConsent.title')}>
      <p css={leadCss}>{t('reConsent.lead')}</p>
      <form {...page.formProps} css={formCss}>
        <PolicyConsentList
          consent={consent}
          agreeLabel={(title) => t('reConsent.agree', { title })}
          openLabel={(title) => t('reConsent.openExternal', { title })}
          errorText={page.message}
        />
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!consent.allRead} loading={page.submitting || leaving}>
            {t('reConsent.submit')}
          </Button>
        </div>
      </form>
      <TermsChangedDialog open={termsChanged} onReload={reload} />
    </FormPage>
  );
}
