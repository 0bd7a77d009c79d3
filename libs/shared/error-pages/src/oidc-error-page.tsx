import { usePageTitle } from '@vs/theming';
import { Spinner } from '@vs/ui';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface OidcErrorDetails {
  /** From the `status` query parameter; 500 when absent (spec 001 §7). */
  readonly status: number;
  readonly description?: string | null;
  readonly type?: string | null;
  readonly detail?: string | null;
}

/** Longer than any message of ours or the provider's: a link cannot fill the page with its own text. */
export const OIDC_ERROR_TEXT_MAX = 200;

/** Plain text of at most {@link OIDC_ERROR_TEXT_MAX} characters: control characters and runs of spaces go. */
function capped(value: string | null): string | null {
  if (value === null) return null;
  const text = value.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  const chars = Array.from(text);
  return chars.length > OIDC_ERROR_TEXT_MAX ? `${chars.slice(0, OIDC_ERROR_TEXT_MAX).join('')}…` : text;
}

/**
 * `?status=400&description=…&type=…&detail=…` → details; a missing or odd status becomes 500. Anyone
 * can make such a link, so each text is capped (the page renders it as text, never as markup).
 */
export function oidcErrorFromSearch(search: string | URLSearchParams): OidcErrorDetails {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = Number(params.get('status'));
  return {
    status: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500,
    description: capped(params.get('description')),
    type: capped(params.get('type')),
    detail: capped(params.get('detail')),
  };
}

function OidcErrorContent({ status, description, type, detail }: OidcErrorDetails) {
  const { t } = useTranslation('errors');
  const headingId = useId();
  const title = status === 500 ? t('oidc.serverErrorTitle') : t('oidc.title');
  usePageTitle(title);
  const rows: [string, string | number | null | undefined][] = [
    [t('oidc.status'), status],
    [t('oidc.description'), description],
    [t('oidc.type'), type],
    [t('oidc.detail'), detail],
  ];
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({ padding: `${theme.space(10)} ${theme.space(4)}`, maxWidth: 640, margin: '0 auto' })}
    >
      <h1 id={headingId} css={{ fontSize: '1.5rem' }}>
        {title}
      </h1>
      {/* Fixed wording around the link's texts: whatever they say, the page says where they came from. */}
      <p>{t('oidc.fromLink')}</p>
      <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', wordBreak: 'break-word' }}>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <dt css={{ fontWeight: 700 }}>{label}</dt>
              <dd css={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
      </dl>
      <p>{t('oidc.note')}</p>
    </section>
  );
}

/** The OIDC error screen: no back-to-top (the user belongs to the client site), a note to start over. */
export function OidcErrorPage(props: OidcErrorDetails) {
  return (
    <Suspense fallback={<Spinner block />}>
      <OidcErrorContent {...props} />
    </Suspense>
  );
}
