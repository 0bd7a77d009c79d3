import type { ReleaseRoute } from '@vs/contract';
import { routeTable, type RemoteName, type RouteDef } from './route-table';

export type { ReleaseRoute } from '@vs/contract';

/**
 * The path prefixes each remote owns: the part of the route table that stays shared (and versioned
 * with this lib) when remotes ship alone. A path belongs to the longest prefix it equals or lies
 * under; '/' alone is an exact path, not a prefix of everything.
 */
export const remotePrefixes: Readonly<Record<RemoteName, readonly string[]>> = {
  'auth-login': ['/login', '/logout', '/password', '/forgetpassword', '/newpassword'],
  signup: ['/signup'],
  'oidc-interaction': ['/oidc'],
  mypage: ['/mypage', '/withdraw'],
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

/** A release route outside its remote's prefixes, which would take another team's page. */
export function foreignRoutes(remote: RemoteName, routes: readonly ReleaseRoute[]): ReleaseRoute[] {
  return routes.filter((route) => ownerOfPath(route.path) !== remote);
}

/**
 * The site's route table at run time: the compiled table, where each remote that published its own
 * route list replaces its routes with that list. Routes outside the remote's prefixes are dropped.
 */
export function deriveRouteTable(
  published: Partial<Record<RemoteName, readonly ReleaseRoute[]>>,
  table: readonly RouteDef[] = routeTable,
): readonly RouteDef[] {
  const replaced = new Set(Object.keys(published));
  const kept = table.filter((route) => !replaced.has(route.remote));
  const added = (Object.entries(published) as [RemoteName, readonly ReleaseRoute[]][]).flatMap(([remote, routes]) =>
    routes.filter((route) => ownerOfPath(route.path) === remote).map((route) => ({ ...route, remote })),
  );
  return [...kept, ...added];
}
