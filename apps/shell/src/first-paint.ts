import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/*
 * The first paint: the server writes the site header into #root (apps/server/src/modules/web/first-paint.ts)
 * so a page shows before any script has loaded. index.html's `vs-first-paint-*` rules give it the
 * pixels SiteHeader, Logo and BaseStyles give the real one (first-paint.spec.ts keeps the theme's
 * values equal), so React's first render replaces it without moving anything. The CSP allows inline
 * style (emotion needs it as well).
 */

/** The server drew the site header into #root (its first paint), for React to replace. */
export function hasFirstPaint(root: HTMLElement): boolean {
  return root.firstElementChild !== null;
}

/**
 * Resolves once the router has the first page's code and data (or its error). Rendering before that
 * would show the router's loading fallback in place of the first paint: the header would vanish and
 * come back, so the shell waits and React's first render is the whole page.
 */
export function firstPageReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
