import type { RemotesManifest } from '@vs/contract';
import { matchRoute, type RouteDef } from '@vs/routes';

/**
 * A page's CSP allows the release origin of the remote that renders it and no other (the server's
 * security headers), so the code of a remote released on another origin (a CDN) cannot be loaded into
 * another remote's document: its pages are loaded as documents of their own, each with its CSP. The
 * remote that rendered the current document keeps its client-side navigation.
 */
export function crossOriginRemotePages(
  manifest: RemotesManifest,
  table: readonly RouteDef[],
  location: Pick<Location, 'origin' | 'pathname'>,
): (route: RouteDef) => boolean {
  const documentRemote = matchRoute(location.pathname, table)?.route.remote;
  const elsewhere = new Set(
    manifest.remotes
      .filter(({ entry }) => new URL(entry, location.origin).origin !== location.origin)
      .map(({ name }) => name),
  );
  // Container names are the remotes' names with underscores (remotes-manifest.ts on the server).
  return (route) => route.remote !== documentRemote && elsewhere.has(route.remote.replace(/-/g, '_'));
}
