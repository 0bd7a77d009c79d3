import { useScreenData } from '@vs/mf';
import { FormPage, noteCss } from '@vs/ui/form';
import { sanitizePolicyMarkup } from '@vs/ui/markup';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Only an http(s) address is offered for a policy kept on another site; anything else is no link. */
function externalAddress(source: string | null): string | null {
  if (!source) return null;
  try {
    const url = new URL(source, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /terms and /privacy: the store's policy at its current revision, the text the consent flow asks
 * for (spec 000 §2 "Consent screen": the privacy link goes to /privacy for an internal policy).
 * The stored markup goes through the policy allow-list, as on the sign-up's policy step.
 */
export default function PolicyDocumentPage() {
  const { policy } = useScreenData('/terms');
  const { t } = useTranslation('signup');
  const html = useMemo(() => sanitizePolicyMarkup(policy.renderData ?? ''), [policy.renderData]);
  const address = policy.isExternal ? externalAddress(policy.dataSource) : null;
  return (
    <FormPage title={policy.title}>
      <p css={noteCss}>{t('policyPage.revision', { revision: policy.revision })}</p>
      {policy.isExternal ? (
        address ? (
          <p>
            <a href={address} target="_blank" rel="noopener noreferrer">
              {t('policy.openExternal', { title: policy.title })}
            </a>
          </p>
        ) : null
      ) : (
        // Sanitised above by the policy allow-list (no script, style, form or media; links open safely).
        <div css={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </FormPage>
  );
}
