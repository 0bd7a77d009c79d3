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

/** `?status=400&description=…&type=…&detail=…` → details; a missing or odd status becomes 500. */
export function oidcErrorFromSearch(search: string | URLSearchParams): OidcErrorDetails {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = Number(params.get('status'));
  return {
    status: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500,
    description: params.get('description'),
    type: params.get('type'),
    detail: params.get('detail'),
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
