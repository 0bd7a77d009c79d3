import type { ComponentType } from 'react';

/** What a page folder's `index.tsx` default-exports. */
export interface PageModule {
  readonly default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

/** What every remote exposes as `./routes`: a lazy loader per page folder named in the route table. */
export interface RemoteRoutesModule {
  readonly pages: Readonly<Record<string, PageLoader>>;
}

/** One remote container as the server's runtime manifest names it. */
export interface RemoteEntry {
  readonly name: string;
  readonly entry: string;
}

export interface RemotesManifest {
  readonly remotes: readonly RemoteEntry[];
}
