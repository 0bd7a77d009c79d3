import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { routeTable } from '@vs/routes';
import type { RemoteRoutesModule, RemotesManifest } from '@vs/mf';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

async function start() {
  const manifest = (await (await fetch('/zapi/internal/remotes')).json()) as RemotesManifest;
  registerRemotes(manifest.remotes.map((r) => ({ name: r.name, entry: r.entry, type: 'module' })));
  const router = createBrowserRouter(
    routeTable.map((route) => ({
      path: route.path,
      lazy: async () => {
        const mod = await loadRemote<RemoteRoutesModule>(`${route.remote.replace(/-/g, '_')}/routes`);
        const page = await mod?.pages[route.page]?.();
        if (!page) throw new Error('missing page');
        return { Component: page.default };
      },
    })),
  );
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
void start();
