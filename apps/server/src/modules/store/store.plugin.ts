import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { pathnameOf } from '../../http/paths';
import { isWellFormedHost, normalizeHost } from './host';
import { TtlCache } from './ttl-cache';
import { findStoreByHost, type StoreRecord } from './store.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request's host belongs to; set by the first onRequest hooks. */
    store: StoreRecord | null;
    /** The store's canonical origin, the only one absolute links in mail may use (see canonicalOrigin). */
    storeOrigin: string | null;
  }
}

export interface StorePluginOptions {
  /** PUBLIC_ORIGIN: the canonical origin of the store whose host it names. */
  readonly publicOrigin: string | null;
}

/** Paths that answer without a store (load balancer health checks arrive with any Host). */
const storeless = new Set(['/healthz', '/readyz']);

/** The store of a request that passed store resolution; a handler without one is a wiring bug. */
export function requireStore(request: FastifyRequest): StoreRecord {
  if (!request.store) throw new Error('request has no store: is the route storeless?');
  return request.store;
}

/**
 * The origin absolute links in mail are built from: PUBLIC_ORIGIN for the store it names, else the
 * request's own Host, which by then is exactly hostname[:port] of one of the store's hosts.
 */
export function canonicalOrigin(request: FastifyRequest): string {
  if (!request.storeOrigin) throw new Error('request has no store origin: is the route storeless?');
  return request.storeOrigin;
}

/** White-label: every request belongs to the store its Host header names, or it is refused. */
export const storePlugin = fp<StorePluginOptions>(
  async (app: FastifyInstance, { publicOrigin }) => {
    // Every request (assets included) resolves its store, so known hosts are kept for a short while.
    const cache = new TtlCache<StoreRecord>(30_000);
    const storeOf = async (host: string): Promise<StoreRecord | null> => {
      const cached = cache.get(host);
      if (cached) return cached;
      const store = await findStoreByHost(app.db, host);
      if (store) cache.set(host, store);
      return store;
    };
    const publicHost = publicOrigin ? normalizeHost(new URL(publicOrigin).host) : null;

    app.decorateRequest('store', null);
    app.decorateRequest('storeOrigin', null);
    app.addHook('onRequest', async (request) => {
      if (storeless.has(pathnameOf(request.url))) return;
      if (!isWellFormedHost(request.host))
        throw new AppError(400, 'MALFORMED_REQUEST', 'The Host header is not a host name.');
      const host = normalizeHost(request.host);
      const store = host ? await storeOf(host) : null;
      if (!store) throw new AppError(404, 'UNKNOWN_STORE', 'No store is configured for this host.');
      request.store = store;
      const named = publicOrigin && publicHost ? await storeOf(publicHost) : null;
      request.storeOrigin =
        named?.id === store.id && publicOrigin ? publicOrigin : `${request.protocol}://${request.host.toLowerCase()}`;
    });
  },
  { name: 'store', dependencies: ['database'] },
);
