import type { FooterLink as FooterLinkData } from '@vs/contract';
import { VisuallyHidden } from '@vs/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { footerLinkPath } from './footer-links';

/** An <a> that opens a new tab safely and says so to screen readers. */
export function NewTabLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  const { t } = useTranslation('layout');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${t('footer.opensInNewTab')}` : undefined}
    >
      {children}
      {label ? null : <VisuallyHidden>{t('footer.opensInNewTab')}</VisuallyHidden>}
    </a>
  );
}

/** type 'default' → a path inside the site; 'url' → as given; external_link → a new tab. */
export function FooterLink({ link, inOidcFlow }: { link: FooterLinkData; inOidcFlow: boolean }) {
  if (link.external_link) return <NewTabLink href={link.value}>{link.name}</NewTabLink>;
  if (link.type === 'default') return <Link to={footerLinkPath(link.value, inOidcFlow)}>{link.name}</Link>;
  return <a href={link.value}>{link.name}</a>;
}
