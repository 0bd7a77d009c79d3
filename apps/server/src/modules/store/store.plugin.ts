import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { pathnameOf } from '../../http/paths';
import { normalizeHost } from './host';
import { TtlCache } from './ttl-cache';
import { findStoreByHost, type StoreRecord } from './store.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request's host belongs to; set by the first onRequest hooks. */
    store: StoreRecord | null;
  }
}

/** Paths that answer without a store (load balancer health checks arrive with any Host). */
const storeless = new Set(['/healthz', '/readyz']);

/** The store of a request that passed store resolution; a handler without one is a wiring bug. */
export function requireStore(request: FastifyRequest): StoreRecord {
  if (!request.store) throw new Error('request has no store: is the route storeless?');
  return request.store;
}

/** White-label: every request belongs to the store its Host header names, or it is refused. */
export const storePlugin = fp(
  async (app: FastifyInstance) => {
    // Every request (assets included) resolves its store, so known hosts are kept for a short while.
    const cache = new TtlCache<StoreRecord>(30_000);
    app.decorateRequest('store', null);
    app.addHook('onRequest', async (request) => {
      if (storeless.has(pathnameOf(request.url))) return;
      const host = normalizeHost(request.host);
      const cached = host ? cache.get(host) : undefined;
      const store = cached ?? (host ? await findStoreByHost(app.db, host) : null);
      if (!host || !store) throw new AppError(404, 'UNKNOWN_STORE', 'No store is configured for this host.');
      if (!cached) cache.set(host, store);
      request.store = store;
    });
  },
  { name: 'store', dependencies: ['database'] },
);
