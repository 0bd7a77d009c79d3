import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { AppError } from '../../http/app-error';
import { memberOf } from '../member/require-member';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { buildProvider } from './oidc-provider';
import { DISCOVERY_PATH, OIDC_PREFIX } from './oidc-paths';
import { ProviderCache } from './provider-cache';
import { setSiteMember } from './site-member';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store's provider for this request's issuer; 404 when the store has OIDC off. */
    oidcProviderOf(request: FastifyRequest): Promise<Provider>;
    /** Builds the store's providers again at their next request (its signing keys rotated). */
    forgetOidcProviders(storeId: string): void;
  }
}

interface Mounted {
  readonly provider: Provider;
  readonly handle: ReturnType<Provider['callback']>;
}

/** How soon a process publishes and signs with keys rotated elsewhere (the overlap is days: oidc-keys.ts). */
const PROVIDER_MAX_AGE_MS = 5 * 60_000;

const notFound = () => new AppError(404, 'NOT_FOUND', 'Page not found.');

/**
 * The provider's Koa app inside Fastify: a route per provider path that hands the raw
 * request to the store's provider after our hooks ran (store, session, security headers set here
 * because a hijacked answer skips onSend). Bodies are left unread for the provider's own parser.
 */
export async function mountProvider(
  app: FastifyInstance,
  securityHeaders: (r: FastifyRequest, a: FastifyReply) => void,
  secureCookies: boolean,
) {
  const cache = new ProviderCache<Mounted>(async (storeId, issuer) => {
    const provider = await buildProvider(app, storeId, issuer, { secureCookies });
    return { provider, handle: provider.callback() };
  }, PROVIDER_MAX_AGE_MS);
  const mountedOf = async (request: FastifyRequest): Promise<Mounted & { readonly issuer: URL }> => {
    const store = requireStore(request);
    if (!store.status.isOidcEnabled) throw notFound();
    const issuer = canonicalOrigin(request);
    return { ...(await cache.get(store.id, issuer)), issuer: new URL(issuer) };
  };
  app.decorate('oidcProviderOf', async (request: FastifyRequest) => (await mountedOf(request)).provider);
  app.decorate('forgetOidcProviders', (storeId: string) => cache.forget(storeId));

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const { handle, issuer } = await mountedOf(request);
      const member = await memberOf(app, request);
      setSiteMember(request.raw, member?.authId ?? null);
      // Koa believes these headers (provider.proxy), and the provider builds every URL it answers
      // (discovery's endpoints, redirects) from them: they name the issuer, never the Host header.
      request.raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
      request.raw.headers['x-forwarded-host'] = issuer.host;
      request.raw.headers['x-forwarded-for'] = request.ip;
      securityHeaders(request, reply);
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      await new Promise<void>((resolve) => {
        reply.raw.once('close', resolve);
        void handle(request.raw, reply.raw);
      });
    };
    // Called by other servers and by the client's own pages: the provider checks what it needs.
    const config = { csrf: false };
    scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: `${OIDC_PREFIX}/*`, config, handler });
    scope.route({ method: ['GET', 'OPTIONS'], url: DISCOVERY_PATH, config, handler });
  });
}
