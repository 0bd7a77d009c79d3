import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { endpoints, screenDataPath } from '@vs/contract';
import { matchRoute, remoteNames, remoteNamespaces, type RemoteName } from '@vs/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { cookieLanguageOf } from '../../http/language';
import { isApiPath, pathnameOf, searchOf } from '../../http/paths';
import { accountHeaderOf } from '../account-profile/account-header';
import { rootScreenDataOf } from '../screen-data/root-data';
import { cacheControlFor } from './cache-control';
import { sendHtml } from './compress-html';
import { firstPaintHtml } from './first-paint';
import { LiveWebState } from './live-web-state';
import type { ReleaseOrigins } from './web-state';
import { remotesManifest } from './remotes-manifest';
import { pageCatalogues } from './page-catalogues';
import { renderShellHtml } from './shell-html';
import { unsignedTrust } from './remote-releases';
import type { ReleaseTrust } from './release-signature';
import { StandalonePage, standaloneRemote } from './standalone-page';
import { readManifest, type ViteManifest } from './vite-manifest';

export interface WebPluginOptions {
  readonly webDist: string;
  readonly devRemotes: boolean;
  /** Published remote releases and their registry.json (tools/deploy), served at /releases/. */
  readonly releasesDir?: string;
  readonly registryPollMs?: number;
  /** The keys releases must be signed by; unsigned releases are served when absent (tests). */
  readonly releaseTrust?: ReleaseTrust;
  /** Told the origins (a CDN) the current releases load from, for the CSP. */
  readonly onOriginsChange?: (origins: ReleaseOrigins) => void;
}

/** Paths that name a file: a miss there is a real 404, not a page for the shell to render. */
function isAssetPath(pathname: string): boolean {
  return (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/remotes/') ||
    pathname.startsWith('/releases/') ||
    /\/[^/]*\.[a-z0-9]+$/i.test(pathname)
  );
}

function staticOptions(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    // Routes per file found at boot: anything else falls through to the page handler below.
    wildcard: false,
    index: false,
    // An app's HTML is only ever served transformed (store data, CSRF cookie, preloads).
    allowedPath: (pathName: string) => !pathName.endsWith('.html'),
    cacheControl: false,
    // The build writes .br/.gz beside each asset (tools/mf/precompress.ts).
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControlFor(path.slice(root.length)));
      res.setHeader('vary', 'accept-encoding');
    },
  };
}

/**
 * GET /zapi/internal/remotes, and in production the built apps plus the per-request shell HTML. The
 * remotes manifest, the route table and the preloads follow the remote registry (live-web-state.ts).
 */
export async function webPlugin(
  app: FastifyInstance,
  {
    webDist,
    devRemotes,
    releasesDir,
    registryPollMs = 1000,
    releaseTrust = unsignedTrust,
    onOriginsChange,
  }: WebPluginOptions,
): Promise<void> {
  const dist = resolve(webDist);
  const indexFile = join(dist, 'shell', 'index.html');
  if (!existsSync(indexFile)) {
    const manifest = remotesManifest(devRemotes);
    route(app, endpoints.remotesManifest, async () => manifest);
    app.log.info({ webDist: dist }, 'no built shell found: web hosting is off (use the Vite dev servers)');
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const builtRemotes = remoteNames.filter((remote) => existsSync(join(dist, remote)));
  const bootBuilds = new Map<RemoteName, ViteManifest | undefined>(
    builtRemotes.map((remote) => [remote, readManifest(join(dist, remote))]),
  );
  const releases = resolve(releasesDir ?? join(dist, 'releases'));
  mkdirSync(releases, { recursive: true });
  // OIDC clients' users get the oidc-interaction remote's page of its own; the shell still holds the
  // same pages for a navigation inside the site. Served from its current release (web-state.ts).
  const bootStandalone = StandalonePage.read(
    join(dist, standaloneRemote),
    `/remotes/${standaloneRemote}/`,
    remoteNamespaces[standaloneRemote],
  );
  const web = new LiveWebState(
    { shell: readManifest(join(dist, 'shell')), bootBuilds, bootStandalone },
    releases,
    releaseTrust,
    app.log,
    onOriginsChange,
  );
  web.watch(registryPollMs);
  // Screen data follows the same table: a page a release adds is answered (screen-data.plugin.ts).
  app.screenData.followRouteTable(() => web.current().table);
  app.addHook('onClose', async () => web.close());

  route(app, endpoints.remotesManifest, async () => web.current().remotes);
  await app.register(fastifyStatic, staticOptions(join(dist, 'shell'), '/'));
  for (const remote of builtRemotes) {
    await app.register(fastifyStatic, {
      ...staticOptions(join(dist, remote), `/remotes/${remote}/`),
      decorateReply: false,
    });
  }
  // Releases appear while the server runs: looked up per request, every file immutable (its folder is its version).
  await app.register(fastifyStatic, {
    ...staticOptions(releases, '/releases/'),
    wildcard: true,
    allowedPath: (pathName: string) => !pathName.endsWith('.html') && !pathName.endsWith('/registry.json'),
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('vary', 'accept-encoding');
    },
    decorateReply: false,
  });

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = web.current();
    const pathname = pathnameOf(request.url);
    const match = matchRoute(pathname, state.table);
    if (isApiPath(pathname) || (!match && isAssetPath(pathname))) throw notFound();
    await request.session.issueCsrfCookie();
    // The browser's i18n reads only the cookie too: <html lang> and the first render agree.
    const lang = cookieLanguageOf(request) ?? 'ja';
    const rootData = await rootScreenDataOf(request);
    const route = match?.route ?? null;
    const page = {
      lang,
      rootData,
      screenDataHref: route ? screenDataPath(pathname, searchOf(request.url)) : null,
      integrity: state.integrity,
    };
    const oidcPage = state.standalonePage;
    const html =
      route && oidcPage?.serves(route)
        ? renderShellHtml(oidcPage.template, {
            ...page,
            remotes: null,
            modulePreloads: oidcPage.hrefsFor(route, lang),
            catalogues: pageCatalogues(lang, oidcPage.namespacesFor()),
            firstPaint: '',
          })
        : renderShellHtml(template, {
            ...page,
            remotes: state.remotes,
            modulePreloads: state.preloads.hrefsFor(route, lang),
            catalogues: pageCatalogues(lang, state.preloads.namespacesFor(route)),
            // The account layout's loader would otherwise ask for it only once the code has run.
            accountHeader: route?.layout === 'account' ? await accountHeaderOf(app, request) : null,
            // An unknown path renders the shell's 404 page in the guest layout.
            firstPaint: firstPaintHtml(route?.layout ?? 'guest', rootData.storeSettingData),
          });
    // An unknown path still gets the shell, so it can show its own 404 page, with the 404 status.
    return sendHtml(
      request,
      reply
        .code(match ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store'),
      html,
    );
  };
  app.get('/', renderPage);
  app.get('/*', renderPage);
  app.log.info({ webDist: dist, remotes: builtRemotes, releases }, 'serving the built shell and remotes');
}
