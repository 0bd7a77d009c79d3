import { releaseRoutesOf, remoteNamespaces, type RemotePageRoutes } from '@vs/routes';

/**
 * This remote's pages, as its release carries them (`remote.json`; tools/mf/release-build.ts checks
 * them). A page added, dropped or renamed here, inside the remote's prefixes in @vs/routes, ships with
 * `npm run deploy:remote -- oidc-interaction` alone (docs/deploy.md, "Shipping one remote"). The list starts from
 * the pages the shared table already knows (those the server answers screen data for and the shell
 * has compiled in), so a first visit carries no route list while the two agree.
 */
export const pageRoutes: RemotePageRoutes = {
  routes: releaseRoutesOf('oidc-interaction'),
  namespaces: remoteNamespaces['oidc-interaction'],
};
