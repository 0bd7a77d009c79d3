/**
 * GET /zapi/internal/remotes, also inlined by the server into the shell's HTML as
 * `<script type="application/json" id="vs-remotes">`: where each remote's container lives.
 */
export interface RemoteEntry {
  /** The federation container name: the remote's name with dashes replaced by underscores. */
  readonly name: string;
  /** `/remotes/<remote>/remoteEntry.js` in production; the remote's Vite dev server in development. */
  readonly entry: string;
}

export interface RemotesManifest {
  readonly remotes: readonly RemoteEntry[];
}

/** The ids of the JSON data blocks the server injects into the shell's index.html. */
export const remotesManifestElementId = 'vs-remotes';
export const rootDataElementId = 'vs-root-data';
