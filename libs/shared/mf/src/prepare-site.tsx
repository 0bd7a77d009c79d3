import { fetchRootScreenData, installHistoryRestoreReload } from '@vs/api-client';
import type { RootScreenData } from '@vs/contract';
import { ErrorPage } from '@vs/error-pages';
import { initI18n } from '@vs/i18n';
import { isPaymentPage } from '@vs/routes';
import { applyDocumentTheme, setRootData, siteStore, themeFromStore, type VsTheme } from '@vs/theming';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { documentNavigation } from './document-navigation';
import { classifyRedirect } from './redirect-target';
import { errorPagePropsOf } from './route-error';
import { SiteProviders } from './site-providers';

export interface PreparedSite {
  readonly root: RootScreenData;
  readonly theme: VsTheme;
}

/**
 * What the shell and a standalone remote do before the first render, in parallel: catalogues and
 * root data; then the store, the document theme, the default title and the history-restore check.
 */
export async function prepareSite(signal?: AbortSignal): Promise<PreparedSite> {
  const [, answer] = await Promise.all([initI18n(), fetchRootScreenData({ signal })]);
  if (answer.kind === 'redirect') {
    // No router yet: the whole site is being sent elsewhere (e.g. a store-level block), so load it.
    const target = classifyRedirect(answer.to, window.location.origin);
    if (target.kind !== 'refused') documentNavigation.assign(target.kind === 'internal' ? target.path : target.url);
    return new Promise<never>(() => undefined);
  }
  const root = answer.data;
  setRootData(root);
  // A payment page is always a document of its own (@vs/routes), so leaving GTM off here keeps it off that page.
  const theme = applyDocumentTheme(root.storeSettingData, { tagManager: !isPaymentPage(window.location.pathname) });
  document.title = root.storeSettingData.serviceName;
  installHistoryRestoreReload(
    () => siteStore.getState().authId,
    () => documentNavigation.reload(),
  );
  return { root, theme };
}

export function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

/** When root data cannot load there is no store and no router yet: show the error page plainly. */
export async function renderBootError(error: unknown): Promise<void> {
  console.error(error);
  await initI18n().catch(() => undefined);
  createRoot(rootElement()).render(
    <SiteProviders theme={themeFromStore(null)}>
      <MemoryRouter>
        <main id="main">
          <ErrorPage {...errorPagePropsOf(error)} />
        </main>
      </MemoryRouter>
    </SiteProviders>,
  );
}
