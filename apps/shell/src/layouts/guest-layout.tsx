import { layoutContentCss, layoutPageCss, PageMain, SiteFooter, SkipLink } from '@vs/mf';
import type { ReactNode } from 'react';
import { SiteHeader } from '../chrome/site-header';

/** Guest and login pages: header and footer around the page (spec 000 §2 "Layouts"). */
export function GuestLayout({ children }: { children?: ReactNode }) {
  return (
    <div css={layoutPageCss}>
      <SkipLink />
      <SiteHeader />
      <div css={layoutContentCss}>
        <PageMain>{children}</PageMain>
      </div>
      <SiteFooter />
    </div>
  );
}

/** Login pages share the guest chrome; a kind of its own so they can diverge without a route change. */
export const LoginLayout = GuestLayout;
