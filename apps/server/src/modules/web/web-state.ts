import type { RemoteEntry, RemotesManifest } from '@vs/contract';
import {
  deriveRouteTable,
  ownRoutes,
  remoteNames,
  remoteNamespaces,
  sameNamespaces,
  sameRoutes,
  type ReleaseRoute,
  type RemoteName,
  type RouteDef,
} from '@vs/routes';
import type { Release } from './remote-releases';
import { containerNameOf } from './remotes-manifest';
import { standaloneRemote, type StandalonePage } from './standalone-page';
import { RoutePreloads, type RemoteBuild, type ViteManifest } from './vite-manifest';

/** Everything the page handler derives from the current releases; rebuilt whole when the registry changes. */
export interface WebState {
  readonly table: readonly RouteDef[];
  readonly remotes: RemotesManifest;
  readonly preloads: RoutePreloads;
  /** Origins other than this server's that current releases load from: the CSP of their own pages allows them. */
  readonly origins: ReleaseOrigins;
  /** Each release file's URL with its Subresource Integrity value (from the signed file list). */
  readonly integrity: ReadonlyMap<string, string>;
  /** oidc-interaction's page of its own, from the same build as its current federated one when it has one. */
  readonly standalonePage: StandalonePage | undefined;
}

/**
 * Each remote's release origin (absent: served by this server), which the CSP allows on that remote's
 * own pages only, and on a card page only for a signed release of plans-checkout (security-headers.ts).
 */
export interface ReleaseOrigins {
  readonly byRemote: Readonly<Partial<Record<RemoteName, string>>>;
  /** The remotes whose current release is signed by one of their configured keys. */
  readonly signed: readonly RemoteName[];
  /** The current route table: which remote renders a path, pages a release added included. */
  readonly table: readonly RouteDef[];
}

export interface WebStateInput {
  readonly shell: ViteManifest | undefined;
  /** The manifests of the builds under `<webDist>/<remote>/`, served at `/remotes/<remote>/` until one is published. */
  readonly bootBuilds: ReadonlyMap<RemoteName, ViteManifest | undefined>;
  readonly releases: ReadonlyMap<RemoteName, Release>;
  /** The standalone page of the oidc-interaction build found at boot. */
  readonly bootStandalone?: StandalonePage | undefined;
}

function originOf(base: string): string | null {
  return /^https?:\/\//.test(base) ? new URL(base).origin : null;
}

/** A remote's current build: its published release, else the build the server found at boot. */
function buildOf(remote: RemoteName, { bootBuilds, releases }: WebStateInput): RemoteBuild {
  const release = releases.get(remote);
  if (release) {
    const { base, namespaces } = release.descriptor;
    return { base, manifest: release.manifest, namespaces };
  }
  return { base: `/remotes/${remote}/`, manifest: bootBuilds.get(remote), namespaces: remoteNamespaces[remote] };
}

export function deriveWebState(input: WebStateInput): WebState {
  const builds = new Map(remoteNames.map((remote) => [remote, buildOf(remote, input)]));
  const published: Partial<Record<RemoteName, readonly ReleaseRoute[]>> = {};
  for (const [remote, { descriptor }] of input.releases) published[remote] = ownRoutes(remote, descriptor.routes);
  const remotes = remoteNames.map((remote): RemoteEntry => {
    const routes = published[remote];
    const namespaces = input.releases.get(remote)?.descriptor.namespaces;
    const integrity = input.releases.get(remote)?.integrity.get('remoteEntry.js');
    // The shell already holds the compiled routes and namespaces: a first visit carries a list only when it changed.
    return {
      name: containerNameOf(remote),
      entry: `${builds.get(remote)?.base}remoteEntry.js`,
      ...(integrity ? { integrity } : {}),
      ...(routes && !sameRoutes(remote, routes) ? { routes } : {}),
      ...(namespaces && !sameNamespaces(remote, namespaces) ? { namespaces } : {}),
    };
  });
  const byRemote: Partial<Record<RemoteName, string>> = {};
  for (const [remote, build] of builds) {
    const origin = originOf(build.base);
    if (origin !== null) byRemote[remote] = origin;
  }
  const signed = [...input.releases].filter(([, release]) => release.signed).map(([remote]) => remote);
  const integrity = new Map<string, string>();
  for (const { descriptor, integrity: files } of input.releases.values())
    for (const [path, value] of files) integrity.set(`${descriptor.base}${path}`, value);
  const table = deriveRouteTable(published);
  return {
    table,
    remotes: { remotes },
    preloads: new RoutePreloads(input.shell, builds),
    origins: { byRemote, signed, table },
    integrity,
    // A release made before releases carried the standalone page leaves the boot build's in place.
    standalonePage: input.releases.get(standaloneRemote)?.standalone ?? input.bootStandalone,
  };
}
