import { routesOf, type RemoteName, type LayoutKind } from '@vs/routes';
import { Spinner } from '@vs/ui';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { prepareSite, renderBootError, rootElement } from './prepare-site';
import { pageLoaderOf, RemoteUnavailableError, type RemoteRoutesModule } from './remote-contract';
import { createSiteRoutes, type LayoutRoute } from './site-routes';
import { SiteProviders } from './site-providers';
import { SiteRoot } from './site-root';

/** Standalone development has no shell chrome: each layout is just the main landmark. */
function StandaloneLayout() {
  return (
    <main id="main">
      <Suspense fallback={<Spinner block />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

const standaloneLayout: LayoutRoute = { Component: StandaloneLayout };
const layouts: Record<LayoutKind, LayoutRoute> = {
  account: standaloneLayout,
  guest: standaloneLayout,
  login: standaloneLayout,
  oidc: standaloneLayout,
};

const PendingPage = () => <Spinner block />;

/**
 * Renders a remote's own pages without the shell (`nx serve <remote>`), with the shell's providers:
 * i18n, the store's theme from the root screen-data, and the same route builder and loaders.
 */
export async function renderStandalone(remote: RemoteName, pages: RemoteRoutesModule['pages']): Promise<void> {
  try {
    const { theme } = await prepareSite();
    // The remote's dev server serves under its base (/remotes/<name>/); pages keep their site paths.
    const basename = import.meta.env.BASE_URL.replace(/\/$/, '');
    const router = createBrowserRouter(
      createSiteRoutes({
        basename,
        table: routesOf(remote),
        layouts,
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
