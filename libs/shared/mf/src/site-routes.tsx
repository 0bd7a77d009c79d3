import { isBuiltInNamespace, preloadNamespaces } from '@vs/i18n';
import { ErrorPage } from '@vs/error-pages';
import { isPaymentPage, namespacesOfRoute, routeTable, type LayoutKind, type RouteDef } from '@vs/routes';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { documentNavigation } from './document-navigation';
import { RouteErrorPage } from './route-error';
import { screenDataLoader, screenDataLoaderFor } from './screen-data-loader';

export interface LayoutRoute {
  /** The layout itself, or `lazy` for a layout only some routes use (kept out of the first load). */
  readonly Component?: ComponentType;
  readonly lazy?: () => Promise<ComponentType>;
  /** Data the layout itself needs (the account header), loaded in parallel with the page's. */
  readonly loader?: LoaderFunction;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
  /** Renders errors the layout's own loader throws (the layout is then not available). */
  readonly ErrorBoundary?: ComponentType;
}

export interface SiteRouteOptions {
  /** Resolves a route's page component: from a federated remote in the shell, locally when standalone. */
  readonly loadPage: (route: RouteDef) => Promise<ComponentType>;
  readonly layouts: Readonly<Record<LayoutKind, LayoutRoute>>;
  /** The root element: renders an <Outlet/> plus site-wide pieces (toasts, modal). */
  readonly Root: ComponentType;
  readonly HydrateFallback: ComponentType;
  readonly table?: readonly RouteDef[];
  /** Where unknown paths render; the guest layout's 404 unless told otherwise. */
  readonly notFoundLayout?: LayoutKind;
  /**
   * A router holding only some of the site's pages (a remote's standalone page) loads any other path
   * as a document, which the server answers with the page that holds it; its 404 shows only when the
   * document itself is unknown.
   */
  readonly otherPathsAsDocuments?: boolean;
  /** The router's basename (standalone dev servers run under /remotes/<name>), stripped for screen data. */
  readonly basename?: string;
  /**
   * Pages that need a document of their own besides the payment pages: the shell's, of a remote whose
   * release loads from an origin the current page's CSP does not allow (only its own remote's is).
   */
  readonly ownDocument?: (route: RouteDef) => boolean;
}

/** Unknown paths: the generic error page, whose default is the 404. */
function NotFound() {
  return <ErrorPage status={404} />;
}

function failedPage(error: unknown): ComponentType {
  return function FailedPage(): never {
    throw error;
  };
}

function lazyLayout(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return { Component: failedPage(error) };
    }
  };
}

export const layoutOrder: readonly LayoutKind[] = ['account', 'guest', 'login', 'oidc'];

/**
 * A payment page (@vs/routes' paymentPagePatterns) needs the CSP of its own document: reached by a
 * client-side navigation, the browser loads it as a new document instead. The first load (and a
 * revalidation) asks for the document's own address, which needs nothing.
 */
function ownDocumentLoader(loader: LoaderFunction): LoaderFunction {
  return (args) => {
    if (typeof window !== 'undefined' && args.request.url !== window.location.href) {
      documentNavigation.assign(args.request.url);
      return new Promise<never>(() => undefined);
    }
    return loader(args);
  };
}

function pageRoute(
  route: RouteDef,
  loadPage: SiteRouteOptions['loadPage'],
  loader: LoaderFunction,
  ownDocument: boolean,
): RouteObject {
  return {
    id: route.path,
    path: route.path,
    loader: isPaymentPage(route.path) || ownDocument ? ownDocumentLoader(loader) : loader,
    lazy: async () => {
      try {
        const namespaces = namespacesOfRoute(route);
        const [Component] = await Promise.all([
          loadPage(route),
          preloadNamespaces(namespaces.filter(isBuiltInNamespace)),
        ]);
        // A release's own namespaces: their catalogues are known once its code is (loadPage registers them).
        await preloadNamespaces(namespaces.filter((namespace) => !isBuiltInNamespace(namespace)));
        return { Component };
      } catch (error) {
        // A rejected `lazy` leaves react-router rendering nothing below the root (seen with 7.18), so
        // a failed remote becomes a page that throws while rendering: the route's error page shows.
        return { Component: failedPage(error) };
      }
    },
    // Per page, so an error keeps the layout (header, menus, footer) around the error page.
    ErrorBoundary: RouteErrorPage,
  };
}

/**
 * The site's route tree, built from the one route table: root → one pathless route per layout kind →
 * page routes. The shell and every standalone remote use this same function, so loaders, redirects
 * and error pages behave the same in both.
 */
export function createSiteRoutes({
  loadPage,
  layouts,
  Root,
  HydrateFallback,
  table = routeTable,
  notFoundLayout = 'guest',
  otherPathsAsDocuments = false,
  basename = '',
  ownDocument = () => false,
}: SiteRouteOptions): RouteObject[] {
  const notFound: RouteObject = { id: 'not-found', path: '*', Component: NotFound };
  if (otherPathsAsDocuments) notFound.loader = ownDocumentLoader(() => null);
  const loader = basename ? screenDataLoaderFor(basename) : screenDataLoader;
  const layoutRoutes = layoutOrder.map((kind): RouteObject => {
    const layout = layouts[kind];
    const children: RouteObject[] = table
      .filter((route) => route.layout === kind)
      .map((route) => pageRoute(route, loadPage, loader, ownDocument(route)));
    if (kind === notFoundLayout) children.push(notFound);
    return {
      id: `layout-${kind}`,
      Component: layout.Component,
      ...(layout.lazy ? { lazy: lazyLayout(layout.lazy) } : {}),
      loader: layout.loader,
      shouldRevalidate: layout.shouldRevalidate,
      ErrorBoundary: layout.ErrorBoundary ?? RouteErrorPage,
      children,
    };
  });
  return [{ id: 'root', Component: Root, HydrateFallback, ErrorBoundary: RouteErrorPage, children: layoutRoutes }];
}
