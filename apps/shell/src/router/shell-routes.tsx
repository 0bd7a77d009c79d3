import { createSiteRoutes, OidcLayout, SiteRoot } from '@vs/mf';
import type { RouteDef } from '@vs/routes';
import { Spinner } from '@vs/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { accountHeaderLoader, accountHeaderShouldRevalidate } from '../layouts/account-header-loader';
import { GuestLayout, LoginLayout } from '../layouts/guest-layout';
import { LayoutErrorPage } from '../layouts/layout-error';

/** Until the first page's data and code arrive: a small accessible spinner, nothing else. */
function FirstLoad() {
  return (
    <div css={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <Spinner />
    </div>
  );
}

/** The shell's route tree: the shared builder with the shell's layouts and federated page loading. */
export function shellRoutes(
  loadPage: (route: RouteDef) => Promise<ComponentType>,
  table?: readonly RouteDef[],
  ownDocument?: (route: RouteDef) => boolean,
): RouteObject[] {
  return createSiteRoutes({
    loadPage,
    table,
    ownDocument,
    Root: SiteRoot,
    HydrateFallback: FirstLoad,
    layouts: {
      // Only account pages need the profile menu, side menu and slider: their own chunk.
      account: {
        lazy: async () => (await import('../layouts/account-layout')).default,
        loader: accountHeaderLoader,
        shouldRevalidate: accountHeaderShouldRevalidate,
        ErrorBoundary: LayoutErrorPage,
      },
      guest: { Component: GuestLayout, ErrorBoundary: LayoutErrorPage },
      login: { Component: LoginLayout, ErrorBoundary: LayoutErrorPage },
      oidc: { Component: OidcLayout, ErrorBoundary: LayoutErrorPage },
    },
  });
}
