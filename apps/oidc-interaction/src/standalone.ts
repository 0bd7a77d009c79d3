// The remote on its own, in the OIDC layout: the page OIDC clients are sent to (its production build,
// standalone.html, served by the server for every OIDC page) and `nx serve oidc-interaction`. The
// shell's providers, route builder and loaders around this remote's own pages.
import { OidcLayout, renderStandalone } from '@vs/mf';
import { pageRoutes } from './page-routes';
import { pages } from './routes';

void renderStandalone('oidc-interaction', pages, { layout: OidcLayout, routes: pageRoutes.routes });
