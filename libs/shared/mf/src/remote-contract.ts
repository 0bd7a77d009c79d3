import type { RemoteName } from '@vs/routes';
import type { ComponentType } from 'react';

export type { RemoteEntry, RemotesManifest } from '@vs/contract';

/** What a page folder's `index.tsx` default-exports. */
export interface PageModule {
  readonly default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

/**
 * What every remote exposes as `./routes`: a lazy loader per page, keyed either by the page folder
 * named in the route table (`plan-list`) or by the glob path (`./pages/plan-list/index.tsx`). The
 * glob form lets a remote write `export const pages = import.meta.glob('./pages/*\/index.tsx')` with
 * only a type import from this lib, which keeps the remote's entry chunk at a few hundred bytes.
 */
export interface RemoteRoutesModule {
  readonly pages: Readonly<Record<string, PageLoader>>;
}

/** The loader for a route's page folder, whichever key form the remote used. */
export function pageLoaderOf(pages: RemoteRoutesModule['pages'], folder: string): PageLoader | undefined {
  return pages[folder] ?? pages[`./pages/${folder}/index.tsx`];
}

/**
 * The i18n namespaces each remote's pages render, fetched in parallel with the remote's code so a
 * page does not suspend a second time on its catalogue. A namespace without a file costs nothing.
 */
export const remoteNamespaces: Readonly<Record<RemoteName, readonly string[]>> = {
  'auth-login': ['auth'],
  signup: ['signup'],
  'oidc-interaction': ['oidc'],
  mypage: ['mypage'],
  'plans-checkout': ['plans'],
};

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
