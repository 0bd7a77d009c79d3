import { routeTable, type RouteDef } from './route-table';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Matches pre-split pattern segments against a pre-split pathname; null when they differ. */
function matchParts(patternParts: readonly string[], pathParts: readonly string[]): Record<string, string> | null {
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

/** Matches a pathname (no query) against one pattern; trailing slashes are ignored. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  return matchParts(splitPath(pattern), splitPath(pathname));
}

interface CompiledRoute {
  readonly route: RouteDef;
  readonly parts: readonly string[];
  /** Static segments: the more, the stronger the claim on a path. */
  readonly score: number;
}

/** Each table's patterns split once: the server matches every request against a hundred routes. */
const compiledTables = new WeakMap<readonly RouteDef[], readonly CompiledRoute[]>();

function compiled(table: readonly RouteDef[]): readonly CompiledRoute[] {
  let routes = compiledTables.get(table);
  if (!routes) {
    routes = table.map((route) => {
      const parts = splitPath(route.path);
      return { route, parts, score: parts.filter((part) => !part.startsWith(':')).length };
    });
    compiledTables.set(table, routes);
  }
  return routes;
}

/** Static segments win over parameters, so `/plans/new` could never be shadowed by `/plans/:planId`. */
export function matchRoute(pathname: string, table: readonly RouteDef[] = routeTable): RouteMatch | null {
  const pathParts = splitPath(pathname);
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const { route, parts, score } of compiled(table)) {
    if (score <= bestScore || parts.length !== pathParts.length) continue;
    const params = matchParts(parts, pathParts);
    if (params) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

export function routesOf(remote: RouteDef['remote'], table: readonly RouteDef[] = routeTable): RouteDef[] {
  return table.filter((route) => route.remote === remote);
}
