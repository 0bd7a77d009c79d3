import { registerPlugins, registerRemotes } from '@module-federation/runtime';
import { fetchRemotesManifest } from '@vs/api-client';
import { prepareSite, renderBootError, rootElement, SiteProviders } from '@vs/mf';
import { routeTableOfManifest } from '@vs/routes';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { firstPageReady, hasFirstPaint } from './first-paint';
import { crossOriginRemotePages } from './remotes/document-remotes';
import { entryIntegrityPlugin } from './remotes/entry-integrity';
import { loadRemotePage } from './remotes/remote-loaders';
import { shellRoutes } from './router/shell-routes';

/**
 * Catalogues, root data and the remotes manifest load in parallel (the server inlines the last two
 * into index.html when it can); then remotes are registered and the router takes over.
 */
async function start(): Promise<void> {
  const [{ theme }, manifest] = await Promise.all([prepareSite(), fetchRemotesManifest({})]);
  // A release's entry runs only with the bytes its team signed (entry-integrity.ts).
  registerPlugins([entryIntegrityPlugin(manifest.remotes)]);
  registerRemotes(manifest.remotes.map((remote) => ({ name: remote.name, entry: remote.entry, type: 'module' })));
  // A remote's release may add, drop or rename its pages: the manifest then carries its route list.
  const table = routeTableOfManifest(manifest);
  // Development's remotes come from their own Vite servers, outside the production CSP's rules.
  const ownDocument = import.meta.env.DEV ? undefined : crossOriginRemotePages(manifest, table, window.location);
  const router = createBrowserRouter(shellRoutes(loadRemotePage, table, ownDocument));
  const root = rootElement();
  // Pages without the server's first paint show the router's spinner meanwhile instead.
  if (hasFirstPaint(root)) await firstPageReady(router);
  const reactRoot = createRoot(root);
  // A transition lets React yield while it renders the first page, so the start-up work is not one
  // long task; the server's first paint stays on screen until the render commits.
  startTransition(() => {
    reactRoot.render(
      <SiteProviders theme={theme}>
        <RouterProvider router={router} />
      </SiteProviders>,
    );
  });
}

start().catch(renderBootError);
