import { SiteFooter } from '../chrome/site-footer';
import { SiteHeader } from '../chrome/site-header';
import { PageMain } from '../chrome/page-main';
import { SkipLink } from '../chrome/skip-link';
import type { ReactNode } from 'react';

const pageCss = { minHeight: '100vh', display: 'flex', flexDirection: 'column' } as const;
const contentCss = {
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: '0 16px',
  flex: 1,
  display: 'flex',
} as const;

/** Guest and login pages: header and footer around the page (spec 000 §2 "Layouts"). */
export function GuestLayout({ children }: { children?: ReactNode }) {
  return (
    <div css={pageCss}>
      <SkipLink />
      <SiteHeader />
      <div css={contentCss}>
        <PageMain>{children}</PageMain>
      </div>
      <SiteFooter />
    </div>
  );
}

/** Login pages share the guest chrome; a kind of its own so they can diverge without a route change. */
export const LoginLayout = GuestLayout;

/** OIDC pages: the client's flow, so no site header — footer only. */
export function OidcLayout() {
  return (
    <div css={pageCss}>
      <SkipLink />
      <div css={contentCss}>
        <PageMain />
      </div>
      <SiteFooter />
    </div>
  );
}
