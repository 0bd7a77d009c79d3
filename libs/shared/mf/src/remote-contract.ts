import type { CatalogueTree } from '@vs/catalogue/loaders';
import type { RemoteName } from '@vs/routes';
import type { ComponentType } from 'react';

export type { RemoteEntry, RemotesManifest } from '@vs/contract';

/** What a page folder's `index.tsx` default-exports. */
export interface PageModule {
  readonly default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

/**
 * What every remote exposes as `./routes`: `import.meta.glob('./pages/*\/index.tsx')` as it is, so
 * the remote's entry chunk holds nothing but the page loaders (a few hundred bytes) and each page
 * keeps its own `import()` and chunk.
 */
export interface RemoteRoutesModule {
  readonly pages: Readonly<Record<string, PageLoader>>;
  /**
   * Only a remote whose pages need a namespace the shell has no catalogue of:
   * `import.meta.glob('./locales/*\/*.json')`, each file its own lazy chunk (docs/deploy.md).
   */
  readonly catalogues?: Readonly<Record<string, () => Promise<{ default: CatalogueTree }>>>;
}

/** The glob key of a route table page folder: `plan-list` → `./pages/plan-list/index.tsx`. */
export function pageModuleKey(folder: string): string {
  return `./pages/${folder}/index.tsx`;
}

export function pageLoaderOf(pages: RemoteRoutesModule['pages'], folder: string): PageLoader | undefined {
  return pages[pageModuleKey(folder)];
}

/** A remote's code could not be fetched or does not have the page: an error page, never a blank screen. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly page: string,
    options?: ErrorOptions,
  ) {
    super(`remote ${remote} could not provide page ${page}`, options);
    this.name = 'RemoteUnavailableError';
  }
}
