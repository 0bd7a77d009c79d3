// Standalone development (`nx serve plans-checkout`): the shell's providers, route builder and loaders
// around this remote's own pages; it fetches root data from the server through the /zapi proxy.
import { renderStandalone } from '@vs/mf';
import { pageRoutes } from './page-routes';
import { pages } from './routes';

void renderStandalone('plans-checkout', pages, { routes: pageRoutes.routes });
