/**
 * GET /zapi/internal/remotes, also inlined by the server into the shell's HTML as
 * `<script type="application/json" id="vs-remotes">`: where each remote's container lives.
 */
/** A page route as a remote's release declares it (the remote is the release's own). */
export interface ReleaseRoute {
  /** A path pattern inside the remote's prefixes; `:name` matches one segment. */
  readonly path: string;
  /** The folder under the remote's `src/pages/` that renders it. */
  readonly page: string;
  readonly layout: 'account' | 'guest' | 'login' | 'oidc';
}

export interface RemoteEntry {
  /** The federation container name: the remote's name with dashes replaced by underscores. */
  readonly name: string;
  /** `/remotes/<remote>/remoteEntry.js` in production; the remote's Vite dev server in development. */
  readonly entry: string;
  /**
   * The entry's Subresource Integrity value (`sha384-…`) when it comes from a published release: from
   * the release's signed file list; the shell loads the entry only if its bytes match.
   */
  readonly integrity?: string;
  /**
   * Only when the current release's page routes differ from those compiled into the shell (a page
   * added, removed or renamed): the release's list, which replaces the remote's compiled routes.
   */
  readonly routes?: readonly ReleaseRoute[];
  /**
   * Only when the current release's pages need other catalogue namespaces than those compiled into
   * the shell: its list. A namespace the shell has no catalogue of comes from the release's own code
   * (its `./routes` module's `catalogues`).
   */
  readonly namespaces?: readonly string[];
}

export interface RemotesManifest {
  readonly remotes: readonly RemoteEntry[];
}

/** The ids of the JSON data blocks the server injects into the shell's index.html. */
export const remotesManifestElementId = 'vs-remotes';
export const rootDataElementId = 'vs-root-data';
/** The account layout's header data, on an account page's first load. */
export const accountHeaderElementId = 'vs-account-header';
/** The page's catalogues in its language, on a first load. */
export const cataloguesElementId = 'vs-catalogues';

/** The catalogues block: the page's namespaces in one language (i18next resource trees). */
export interface InlineCatalogues {
  readonly language: string;
  readonly namespaces: Readonly<Record<string, unknown>>;
}
