import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type Catalogue = { default: ResourceKey };

/**
 * One lazy chunk per language × namespace: Vite turns each file into its own `import()`, so a page
 * downloads only the catalogues of its language and of the namespaces it renders.
 */
const catalogues = import.meta.glob<Catalogue>('./locales/*/*.json');

export function catalogueLoader(lng: string, ns: string): (() => Promise<Catalogue>) | undefined {
  return catalogues[`./locales/${lng}/${ns}.json`];
}

/** A namespace without a file answers an empty catalogue instead of an error, so keys show as-is. */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to configure: the catalogue list is fixed at build time.
  },
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = catalogueLoader(lng, ns);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
