import { catalogueLoader, type CatalogueModule } from '@vs/catalogue/loaders';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { takeInlineCatalogue } from './inline-catalogues';
import { defaultLanguage } from './language';

type CatalogueLoader = () => Promise<CatalogueModule>;
const releaseCatalogues = new Map<string, CatalogueLoader>();

/**
 * Catalogues a remote's release carries in its own code (its `./routes` module's `catalogues`, keyed
 * `./locales/<language>/<namespace>.json`), for namespaces the shell's build has none of: a
 * namespace the shell has keeps the shell's catalogue.
 */
export function registerReleaseCatalogues(loaders: Readonly<Record<string, CatalogueLoader>>): void {
  for (const [key, load] of Object.entries(loaders)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(key);
    if (match) releaseCatalogues.set(`${match[1]}/${match[2]}`, load);
  }
}

/** Whether the shell's build holds this namespace's catalogue (else a release may bring it). */
export function isBuiltInNamespace(ns: string): boolean {
  return catalogueLoader(defaultLanguage, ns) !== undefined;
}

/**
 * The catalogues are the `@vs/catalogue` lib's files, one lazy chunk per language × namespace; on a
 * first visit the server sends the page's own inside the HTML, read first (inline-catalogues.ts).
 * A namespace without a file answers an empty catalogue instead of an error, so keys show as-is. */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to configure: the catalogue list is fixed at build time.
  },
  read(lng: string, ns: string, callback: ReadCallback) {
    const inline = takeInlineCatalogue(lng, ns);
    if (inline !== undefined) {
      callback(null, inline as ResourceKey);
      return;
    }
    const load = catalogueLoader(lng, ns) ?? releaseCatalogues.get(`${lng}/${ns}`);
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
