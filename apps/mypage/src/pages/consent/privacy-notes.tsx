import type { ConsentScreenData } from '@vs/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const points = ['use', 'change', 'withdraw'] as const;

/** Only http(s) targets become links: the URL is store data, and `javascript:` must never be clickable. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A policy on another site opens in a new window; the site's own /privacy replaces this page. */
function PrivacyPolicyLink({ policy }: { readonly policy: NonNullable<ConsentScreenData['privacyPolicy']> }) {
  const { t } = useTranslation('consent');
  const href = safeHref(policy.url);
  if (!href) return null;
  return (
    <p css={{ margin: 0 }}>
      {policy.isExternal ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('privacy.policyLink')}
          {t('privacy.newWindow')}
        </a>
      ) : (
        // A plain link: /privacy (the store's policy page) opens as a document of its own.
        <a href={href}>{t('privacy.policyLink')}</a>
      )}
    </p>
  );
}

/**
 * The privacy type's explanation (spec 000 §2 "Consent screen"): what the data is for, changing,
 * withdrawing, the policy.
 */
export function PrivacyNotes({ policy }: { readonly policy: ConsentScreenData['privacyPolicy'] }) {
  const { t } = useTranslation('consent');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <h2 id={headingId} css={{ margin: 0, fontSize: '1.125rem' }}>
        {t('privacy.aboutTitle')}
      </h2>
      <ul css={(theme) => ({ margin: 0, paddingInlineStart: theme.space(6), display: 'grid', gap: theme.space(2) })}>
        {points.map((point) => (
          <li key={point}>{t(`privacy.points.${point}`)}</li>
        ))}
      </ul>
      {policy ? <PrivacyPolicyLink policy={policy} /> : null}
    </section>
  );
}
