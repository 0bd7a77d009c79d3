import { routesOf, type RemoteName } from '@vs/routes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RemoteRoutesModule } from './remote-contract';

/** Renders a remote's own pages without the shell, for `nx serve <remote>`. */
export function renderStandalone(remote: RemoteName, pages: RemoteRoutesModule['pages']): void {
  const router = createBrowserRouter(
    routesOf(remote).map((route) => ({
      path: route.path,
      lazy: async () => {
        const load = pages[route.page];
        if (!load) throw new Response('', { status: 404 });
        return { Component: (await load()).default };
      },
    })),
  );
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
