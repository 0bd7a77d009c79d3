import { usePageTitle } from '@vs/theming';
import { ButtonLink } from '@vs/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorScreenProps {
  /** Key prefix in the `errors` namespace holding `title` and `description`. */
  readonly messageKey: string;
  /** Shown small above the heading when the error has an HTTP status. */
  readonly status?: number;
  /** The page's screen data could not be loaded: says so (spec 001 §7, 'Failed to load data'). */
  readonly loadFailed?: boolean;
  readonly children?: ReactNode;
}

/**
 * The frame every error page shares: heading (also the page title), explanation, back-to-top.
 * Back-to-top reloads the document: after an error a fresh start is the reliable way out.
 */
export function ErrorScreen({ messageKey, status, loadFailed = false, children }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const headingId = useId();
  const title = t(`${messageKey}.title`);
  usePageTitle(title);
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({ textAlign: 'center', padding: `${theme.space(12)} ${theme.space(4)}` })}
    >
      {status ? (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontWeight: 700 })}>
          {t('status', { status })}
        </p>
      ) : null}
      <h1 id={headingId} css={{ fontSize: '1.5rem', margin: '8px 0 16px' }}>
        {title}
      </h1>
      {loadFailed ? <p css={{ margin: '0 0 8px', fontWeight: 700 }}>{t('loadFailed')}</p> : null}
      <p css={{ margin: '0 0 32px' }}>{t(`${messageKey}.description`)}</p>
      {children}
      <ButtonLink to="/" reloadDocument>
        {t('backToTop')}
      </ButtonLink>
    </section>
  );
}
