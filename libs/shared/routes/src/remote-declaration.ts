import type { ReleaseRoute } from '@vs/contract';
import { ownerOfPath } from './remote-release';
import type { RemoteName } from './route-table';

/**
 * What a remote's own code declares about its pages (`apps/<remote>/src/page-routes.ts`): the routes
 * inside its prefixes and the catalogue namespaces they need. Its release build carries it in
 * `remote.json`, so adding, dropping or renaming a page ships with the remote alone.
 */
export interface RemotePageRoutes {
  readonly routes: readonly ReleaseRoute[];
  readonly namespaces: readonly string[];
}

const layouts: ReadonlySet<string> = new Set(['account', 'guest', 'login', 'oidc']);
const pageFolder = /^[a-z0-9][a-z0-9-]*$/;
/** `/`, or segments of URL-safe characters or `:name` parameters. */
const pattern = /^\/$|^(\/([A-Za-z0-9._~-]+|:[A-Za-z]\w*))+$/;

/**
 * One sentence per fault that would make the release serve a page it does not own or cannot
 * render: a path outside the remote's prefixes, a malformed pattern, page or layout, a path twice.
 */
export function declarationProblems(remote: RemoteName, { routes, namespaces }: RemotePageRoutes): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { path, page, layout } of routes) {
    if (!pattern.test(path)) problems.push(`${path}: not a path pattern`);
    else if (ownerOfPath(path) !== remote)
      problems.push(`${path}: outside ${remote}'s prefixes (owned by ${ownerOfPath(path) ?? 'no remote'})`);
    if (!pageFolder.test(page)) problems.push(`${path}: page "${page}" is not a page folder name`);
    if (!layouts.has(layout)) problems.push(`${path}: no layout "${layout}"`);
    if (seen.has(path)) problems.push(`${path}: declared twice`);
    seen.add(path);
  }
  for (const namespace of namespaces)
    if (!pageFolder.test(namespace)) problems.push(`namespace "${namespace}" is not a catalogue name`);
  return problems;
}
