import '@testing-library/jest-dom/vitest';
import { ThemeProvider } from '@emotion/react';
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import type { Language } from '@vs/i18n';
import { remoteNamespaces, shellNamespaces, type RemoteName } from '@vs/routes';
import { themeFromStore } from '@vs/theming';
import type { i18n } from 'i18next';
import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, parsePath, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { setTestLanguage } from './test-i18n';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export interface RenderPageOptions {
  /** Whose page it is: its i18n namespaces (and the shell's) are loaded as the shell would. */
  readonly remote: RemoteName;
  /** The route pattern the page is mounted on, e.g. '/mypage/multi-factor'. */
  readonly path: string;
  /** The URL the memory router starts at; defaults to `path`. */
  readonly url?: string;
  /** The history state of that first entry (what a `<Link state>` in our pages would have set). */
  readonly state?: unknown;
  readonly page: ComponentType;
  /**
   * What the shell's loader would have put in the loader data. A function is called on every load
   * with the request, so a test can answer per URL or see the page reload.
   */
  readonly data: unknown;
  readonly language?: Language;
}

export interface RenderedPage extends RenderResult {
  readonly i18n: i18n;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/** Where links and redirects lead, so a test can see that the page went there. */
function Destination() {
  const location = useLocation();
  return <p data-testid="destination">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page the way the shell does: a data router whose loader answers the screen data, the
 * store theme and the production i18next set-up. Resolves once the page shows its heading.
 */
export async function renderPage({
  remote,
  path,
  url = path,
  state,
  page,
  data,
  language = 'ja',
}: RenderPageOptions): Promise<RenderedPage> {
  const i18n = await setTestLanguage(language, [...remoteNamespaces[remote], ...shellNamespaces]);
  const loader =
    typeof data === 'function'
      ? ({ request }: { request: Request }) => (data as (request: Request) => unknown)(request)
      : () => data;
  const routes: RouteObject[] = [
    { path, Component: page, loader, HydrateFallback: () => null },
    { path: '*', Component: Destination },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? url : { ...parsePath(url), state }],
  });
  const result = render(
    <ThemeProvider theme={themeFromStore(null)}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...result, i18n, router };
}
