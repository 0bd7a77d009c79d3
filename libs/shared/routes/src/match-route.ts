import { routeTable, type RouteDef } from './route-table';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Matches a pathname (no query) against one pattern; trailing slashes are ignored. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = splitPath(pattern);
  const pathParts = splitPath(pathname);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] as string;
    const actual = pathParts[i] as string;
    if (expected.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        return null;
      }
      params[expected.slice(1)] = decoded;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Static segments win over parameters, so `/plans/new` could never be shadowed by `/plans/:planId`. */
export function matchRoute(pathname: string, table: readonly RouteDef[] = routeTable): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const route of table) {
    const params = matchPattern(route.path, pathname);
    if (!params) continue;
    const score = splitPath(route.path).filter((s) => !s.startsWith(':')).length;
    if (score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

export function routesOf(remote: RouteDef['remote'], table: readonly RouteDef[] = routeTable): RouteDef[] {
  return table.filter((route) => route.remote === remote);
}
