import type { ReleaseRoute, RemotesManifest } from '@vs/contract';
import { remoteNamespaces } from './namespaces';
import { remoteNames, routeTable, type RemoteName, type RouteDef } from './route-table';

export type { ReleaseRoute } from '@vs/contract';

/**
 * The path prefixes each remote owns: the part of the route table that stays shared (and versioned
 * with this lib) when remotes ship alone. A path belongs to the longest prefix it equals or lies
 * under; '/' alone is an exact path, not a prefix of everything.
 */
export const remotePrefixes: Readonly<Record<RemoteName, readonly string[]>> = {
  'auth-login': ['/login', '/logout', '/password', '/forgetpassword', '/newpassword'],
  signup: ['/signup', '/terms', '/privacy'],
  'oidc-interaction': ['/oidc'],
  mypage: ['/mypage', '/withdraw', '/social'],
  'plans-checkout': ['/', '/plans', '/signup/plans', '/app'],
};

function lengthIfUnder(prefix: string, path: string): number {
  if (path === prefix) return prefix.length;
  if (prefix !== '/' && path.startsWith(`${prefix}/`)) return prefix.length;
  return -1;
}

/** The remote whose prefix a path pattern lies under (the longest prefix wins), or null. */
export function ownerOfPath(path: string): RemoteName | null {
  let owner: RemoteName | null = null;
  let longest = -1;
  for (const [remote, prefixes] of Object.entries(remotePrefixes) as [RemoteName, readonly string[]][]) {
    for (const prefix of prefixes) {
      const length = lengthIfUnder(prefix, path);
      if (length > longest) {
        owner = remote;
        longest = length;
      }
    }
  }
  return owner;
}

/** The routes of a remote as the compiled table has them, in the release's shape. */
export function releaseRoutesOf(remote: RemoteName, table: readonly RouteDef[] = routeTable): ReleaseRoute[] {
  return table.filter((route) => route.remote === remote).map(({ path, page, layout }) => ({ path, page, layout }));
}

/** Whether a release's routes are exactly the compiled table's for that remote (order aside). */
export function sameRoutes(remote: RemoteName, routes: readonly ReleaseRoute[]): boolean {
  const key = (route: ReleaseRoute) => `${route.path} ${route.page} ${route.layout}`;
  const compiled = new Set(releaseRoutesOf(remote).map(key));
  return routes.length === compiled.size && routes.every((route) => compiled.has(key(route)));
}

type PublishedRoutes = Partial<Record<RemoteName, readonly ReleaseRoute[]>>;

/** The compiled table, where each remote that published its own route list has that list instead. */
function replaceRoutes(published: PublishedRoutes, table: readonly RouteDef[]): readonly RouteDef[] {
  const replaced = new Set(Object.keys(published));
  const kept = table.filter((route) => !replaced.has(route.remote));
  const added = (Object.entries(published) as [RemoteName, readonly ReleaseRoute[]][]).flatMap(([remote, routes]) =>
    routes.map((route) => ({ ...route, remote })),
  );
  return [...kept, ...added];
}

/** A release's routes inside its remote's prefixes: what the server accepts from a release. */
export function ownRoutes(remote: RemoteName, routes: readonly ReleaseRoute[]): ReleaseRoute[] {
  return routes.filter((route) => ownerOfPath(route.path) === remote);
}

/**
 * The site's route table at run time (the server): the compiled table, where each remote that
 * published its own route list replaces its routes with that list, less the routes outside its prefixes.
 */
export function deriveRouteTable(
  published: PublishedRoutes,
  table: readonly RouteDef[] = routeTable,
): readonly RouteDef[] {
  const own: PublishedRoutes = {};
  for (const [remote, routes] of Object.entries(published) as [RemoteName, readonly ReleaseRoute[]][])
    own[remote] = ownRoutes(remote, routes);
  return replaceRoutes(own, table);
}

/**
 * The route table the shell routes with: the compiled one, with the lists of the remotes whose
 * current release changed its pages (the remotes manifest carries those lists only, already limited
 * to each remote's prefixes by the server, so the prefix table stays out of the shell's bundle).
 */
export function routeTableOfManifest({ remotes }: RemotesManifest): readonly RouteDef[] {
  const published: Partial<Record<RemoteName, readonly ReleaseRoute[]>> = {};
  const namespaces = new Map<RemoteName, readonly string[]>();
  for (const entry of remotes) {
    const remote = remoteNames.find((name) => name.replace(/-/g, '_') === entry.name);
    if (remote && entry.routes) published[remote] = entry.routes;
    if (remote && entry.namespaces) namespaces.set(remote, entry.namespaces);
  }
  const table = replaceRoutes(published, routeTable);
  if (namespaces.size === 0) return table;
  return table.map((route) => {
    const own = namespaces.get(route.remote);
    return own ? { ...route, namespaces: own } : route;
  });
}

/** The catalogue namespaces a route's page needs: its release's, else its remote's compiled list. */
export function namespacesOfRoute(route: RouteDef): readonly string[] {
  return route.namespaces ?? remoteNamespaces[route.remote];
}

/** Whether a release's namespaces are exactly the compiled list of its remote (order aside). */
export function sameNamespaces(remote: RemoteName, namespaces: readonly string[]): boolean {
  const compiled = new Set(remoteNamespaces[remote]);
  return namespaces.length === compiled.size && namespaces.every((namespace) => compiled.has(namespace));
}
