import type { ReleaseRoute } from '@vs/contract';
import { routesOf, type RemoteName, type LayoutKind } from '@vs/routes';
import { registerReleaseCatalogues } from '@vs/i18n';
import { Spinner } from '@vs/ui';
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { prepareSite, renderBootError, rootElement } from './prepare-site';
import { pageLoaderOf, RemoteUnavailableError, type RemoteRoutesModule } from './remote-contract';
import { createSiteRoutes, layoutOrder, type LayoutRoute } from './site-routes';
import { SiteProviders } from './site-providers';
import { SiteRoot } from './site-root';

/** Standalone development has no shell chrome unless told: each layout is just the main landmark. */
function StandaloneLayout() {
  return (
    <main id="main">
      <Suspense fallback={<Spinner block />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

export interface StandaloneOptions {
  /** The layout every page of the remote renders in (the OIDC layout on the oidc-interaction page). */
  readonly layout?: ComponentType;
  /** The remote's own page list (its `page-routes.ts`), so a page it adds shows here too. */
  readonly routes?: readonly ReleaseRoute[];
  /** The remote's own catalogues (RemoteRoutesModule's `catalogues`), for namespaces the shell has none of. */
  readonly catalogues?: RemoteRoutesModule['catalogues'];
}

const PendingPage = () => <Spinner block />;

/**
 * Renders a remote's own pages without the shell, with the shell's providers: i18n, the store's
 * theme from the root screen-data, and the same route builder and loaders. In development
 * (`nx serve <remote>`) and, for oidc-interaction, as a production page of its own (its standalone
 * build, served by the server at the pages' own paths). The site's other pages load as documents.
 */
export async function renderStandalone(
  remote: RemoteName,
  pages: RemoteRoutesModule['pages'],
  { layout = StandaloneLayout, routes, catalogues }: StandaloneOptions = {},
): Promise<void> {
  try {
    const { theme } = await prepareSite();
    if (catalogues) registerReleaseCatalogues(catalogues);
    // The remote's dev server serves under its base (/remotes/<name>/); pages keep their site paths.
    // A production standalone page is served at the pages' own paths.
    const basename = import.meta.env.DEV ? import.meta.env.BASE_URL.replace(/\/$/, '') : '';
    const layoutRoute: LayoutRoute = { Component: layout };
    const router = createBrowserRouter(
      createSiteRoutes({
        basename,
        table: routes ? routes.map((route) => ({ ...route, remote })) : routesOf(remote),
        layouts: Object.fromEntries(layoutOrder.map((kind) => [kind, layoutRoute])) as Record<LayoutKind, LayoutRoute>,
        otherPathsAsDocuments: true,
        Root: SiteRoot,
        HydrateFallback: PendingPage,
        loadPage: async (route) => {
          const load = pageLoaderOf(pages, route.page);
          if (!load) throw new RemoteUnavailableError(remote, route.page);
          return (await load()).default;
        },
      }),
      { basename },
    );
    createRoot(rootElement()).render(
      <SiteProviders theme={theme}>
        <RouterProvider router={router} />
      </SiteProviders>,
    );
  } catch (error) {
    await renderBootError(error);
  }
}
