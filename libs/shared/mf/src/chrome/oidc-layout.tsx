import { PageMain } from './page-main';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

export const layoutPageCss = { minHeight: '100vh', display: 'flex', flexDirection: 'column' } as const;
export const layoutContentCss = {
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: '0 16px',
  flex: 1,
  display: 'flex',
} as const;

/**
 * OIDC pages: the client's flow, so no site header — footer only (spec 000 §2 "Layouts"). Shared by
 * the shell and the oidc-interaction remote's standalone page, which OIDC clients are sent to.
 */
export function OidcLayout() {
  return (
    <div css={layoutPageCss}>
      <SkipLink />
      <div css={layoutContentCss}>
        <PageMain />
      </div>
      <SiteFooter inOidcFlow />
    </div>
  );
}
