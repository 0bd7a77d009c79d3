import { ThemeProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import type { RootScreenData } from '@vs/contract';
import { initI18n, setLanguage, type Language } from '@vs/i18n';
import { sampleRootData, setRootData, themeFromStore } from '@vs/theming';
import type { RouteDef } from '@vs/routes';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRemotePage } from '../remotes/remote-loaders';
import { shellRoutes } from '../router/shell-routes';

export interface ShellRenderOptions {
  readonly root?: Partial<RootScreenData>;
  readonly table?: readonly RouteDef[];
  readonly language?: Language;
}

/** The real shell route tree in a memory router, with root data and catalogues like the browser has. */
export async function renderShell(
  path: string,
  { root, table, language = 'en' }: ShellRenderOptions = {},
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  setRootData(sampleRootData(root));
  await initI18n();
  await setLanguage(language);
  const router = createMemoryRouter(shellRoutes(loadRemotePage, table), { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={themeFromStore(null)}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { ...result, router };
}
