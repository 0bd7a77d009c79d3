import { pathOf, type PathParamNames, type PathParams } from '@vs/contract';
import type { RoutePath } from './route-table';

type HrefArgs<P extends RoutePath> = [PathParamNames<P>] extends [never]
  ? [params?: undefined, query?: Readonly<Record<string, string>>]
  : [params: PathParams<P>, query?: Readonly<Record<string, string>>];

/**
 * A link to a page of the route table: `href('/plans/:planId', { planId })`, `href('/login', undefined,
 * { redirect })`. The pattern must be a route of the table, so a renamed page breaks the build, not
 * the link; the server's `redirectTo` answers and the remotes' links both use it.
 */
export function href<P extends RoutePath>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  const path = pathOf(pattern, (params ?? {}) as PathParams<P>);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
