import { catalogueLoader } from '@vs/catalogue/loaders';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { takeInlineCatalogue } from './inline-catalogues';

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
