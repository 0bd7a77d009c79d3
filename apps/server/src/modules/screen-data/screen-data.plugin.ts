import { endpoints, pagePathOfScreenData } from '@vs/contract';
import { matchRoute } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { pathnameOf, searchOf } from '../../http/paths';
import { requireStore } from '../store/store.plugin';
import { ScreenDataRegistry } from './registry';
import { rootScreenDataOf } from './root-data';

declare module 'fastify' {
  interface FastifyInstance {
    readonly screenData: ScreenDataRegistry;
  }
}

/**
 * GET /zapi/internal/{page path}/screen-data: the page path is matched against the site's route table
 * (the compiled one, or the web module's that follows the remote releases) and handed to the owning
 * module's handler; a page only a release declares gets its layout's generic answer
 * (ReleasePageScreenData: the server answers screen data for every route it knows). Root is a fixed
 * endpoint (account-profile serves the account header and the release pages' answer).
 */
export const screenDataPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('screenData', new ScreenDataRegistry());
    // Spec 000 §2: the licences of the site's packages; the list is part of the page's build.
    app.screenData.register('/app/licenses', async () => ({ ok: true }));

    route(app, endpoints.rootScreenData, async ({ request }) => {
      // The shell calls this first, so this is where a browser gets its CSRF cookie outside production hosting.
      await request.session.issueCsrfCookie();
      return rootScreenDataOf(request);
    });

    app.get('/zapi/internal/*', async (request, reply) => {
      const pagePath = pagePathOfScreenData(pathnameOf(request.url));
      const match = pagePath === null ? null : matchRoute(pagePath, app.screenData.routeTable());
      if (!match) throw notFound();
      const context = {
        request,
        reply,
        store: requireStore(request),
        params: match.params,
        query: new URLSearchParams(searchOf(request.url)),
      };
      const handler = app.screenData.handlerOf(match.route.path);
      if (handler) return handler(context);
      const releasePage = app.screenData.releasePageHandlerOf(match.route);
      if (!releasePage) throw notFound();
      return releasePage(context, match.route);
    });
  },
  { name: 'screen-data', dependencies: ['store', 'session'] },
);
