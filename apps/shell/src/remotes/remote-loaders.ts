import { loadRemote } from '@module-federation/runtime';
import { registerReleaseCatalogues } from '@vs/i18n';
import { pageLoaderOf, RemoteUnavailableError, type RemoteRoutesModule } from '@vs/mf';
import type { RemoteName, RouteDef } from '@vs/routes';
import type { ComponentType } from 'react';

/**
 * One loader function per remote, each with its own literal specifier: no shared expression that a
 * bundler could merge (TOOLCHAIN trap: two imports behind one ternary merged their preload lists).
 */
export const remoteLoaders: Readonly<Record<RemoteName, () => Promise<RemoteRoutesModule | null>>> = {
  'auth-login': () => loadRemote<RemoteRoutesModule>('auth_login/routes'),
  signup: () => loadRemote<RemoteRoutesModule>('signup/routes'),
  'oidc-interaction': () => loadRemote<RemoteRoutesModule>('oidc_interaction/routes'),
  mypage: () => loadRemote<RemoteRoutesModule>('mypage/routes'),
  'plans-checkout': () => loadRemote<RemoteRoutesModule>('plans_checkout/routes'),
};

/** A route's page component from its remote; any failure becomes RemoteUnavailableError (an error page). */
export async function loadRemotePage(route: RouteDef): Promise<ComponentType> {
  let module: RemoteRoutesModule | null;
  try {
    module = await remoteLoaders[route.remote]();
  } catch (cause) {
    throw new RemoteUnavailableError(route.remote, route.page, { cause });
  }
  // A release may bring catalogues of namespaces the shell has none of: known before its page renders.
  if (module?.catalogues) registerReleaseCatalogues(module.catalogues);
  const load = module ? pageLoaderOf(module.pages, route.page) : undefined;
  if (!load) throw new RemoteUnavailableError(route.remote, route.page);
  try {
    return (await load()).default;
  } catch (cause) {
    throw new RemoteUnavailableError(route.remote, route.page, { cause });
  }
}
