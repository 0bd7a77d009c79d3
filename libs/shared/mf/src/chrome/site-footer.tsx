import { useAuthId, useBrowserInfo, useStoreSettings } from '@vs/theming';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FooterLink, NewTabLink } from './footer-link';
import { showsAppLicenses, socialNetworks, visibleFooterLinks } from './footer-links';
import { LanguageSwitch } from './language-switch';

const listCss = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 24px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

/**
 * Spec 000 §2 "Layouts" footer: configured links, the Android app's licenses link, social links,
 * trademark blocks, copyright, the optional powered-by credit — and the language switch, which thus
 * shows on every layout. `inOidcFlow` (the OIDC layout): the sign-up and login links stay in the flow.
 */
export function SiteFooter({ inOidcFlow = false }: { inOidcFlow?: boolean }) {
  const { t } = useTranslation('layout');
  const settings = useStoreSettings();
  const browser = useBrowserInfo();
  const isLoggedIn = useAuthId() !== null;
  const { footerLinks, socialMediaLinks, trademarks, copyright } = settings.footers;
  const links = visibleFooterLinks(footerLinks, isLoggedIn, browser);
  const socials = socialNetworks.flatMap(({ key, field }) => {
    const url = socialMediaLinks[field];
    return url ? [{ key, url }] : [];
  });
  const linksId = useId();
  const socialId = useId();

  return (
    <footer
      css={(theme) => ({
        marginTop: theme.space(12),
        padding: `${theme.space(8)} ${theme.space(4)}`,
        background: theme.colors.surface,
        color: theme.colors.text,
        fontSize: '0.875rem',
        '& a': { color: theme.colors.text, display: 'inline-block', paddingBlock: 4 },
      })}
    >
      <div css={{ maxWidth: 1200, margin: '0 auto', display: 'grid', gap: 24 }}>
        {links.length > 0 || showsAppLicenses(browser) ? (
          <nav aria-labelledby={linksId}>
            <h2 id={linksId} css={{ fontSize: '1rem', margin: '0 0 8px' }}>
              {t('footer.links')}
            </h2>
            <ul css={listCss}>
              {links.map((link) => (
                <li key={`${link.name}-${link.value}`}>
                  <FooterLink link={link} inOidcFlow={inOidcFlow} />
                </li>
              ))}
              {showsAppLicenses(browser) ? (
                <li>
                  <Link to="/app/licenses">{t('footer.appLicenses')}</Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        {socials.length > 0 ? (
          <nav aria-labelledby={socialId}>
            <h2 id={socialId} css={{ fontSize: '1rem', margin: '0 0 8px' }}>
              {t('footer.social')}
            </h2>
            <ul css={listCss}>
              {socials.map(({ key, url }) => (
                <li key={key}>
                  <NewTabLink href={url} label={t(`footer.${key}`)}>
                    {t(`footer.${key}`)}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {trademarks.map((mark) => (
          <div key={mark.name}>
            {mark.type === 'image'
              ? mark.values.map((src) => (
                  <img key={src} src={src} alt={mark.name} css={{ maxHeight: 48, marginRight: 8 }} />
                ))
              : mark.values.map((line) => (
                  <p key={line} css={{ margin: 0 }}>
                    {line}
                  </p>
                ))}
          </div>
        ))}
        <LanguageSwitch />
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
          <small>{copyright}</small>
          {settings.enablePoweredByPvs ? <small>{t('footer.poweredBy')}</small> : null}
        </div>
      </div>
    </footer>
  );
}
