import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { TtlCache } from './ttl-cache';

/** How stale a store's settings may be on the hot paths: an operator's edit shows within this. */
export const STORE_SETTINGS_TTL_MS = 5_000;

/**
 * `load` (a store's settings row, read on every login) kept per app for a few seconds, like the
 * store itself: the server never changes these rows, operators rarely do. Loads in flight are
 * shared; a failed one is not kept.
 */
const cachesOfApp = new WeakMap<FastifyInstance, Set<TtlCache<unknown>>>();

/**
 * Drops every copy `app` keeps, as if STORE_SETTINGS_TTL_MS had passed: for a test that plays the
 * operator editing a store's settings in the middle of a visit.
 */
export function forgetRecentStoreSettings(app: FastifyInstance): void {
  for (const cache of cachesOfApp.get(app) ?? []) cache.clear();
}

export function recentPerStore<T>(
  load: (db: Db, storeId: string) => Promise<T>,
): (app: FastifyInstance, storeId: string) => Promise<T> {
  const caches = new WeakMap<FastifyInstance, TtlCache<Promise<T>>>();
  return (app, storeId) => {
    let cache = caches.get(app);
    if (!cache) {
      caches.set(app, (cache = new TtlCache(STORE_SETTINGS_TTL_MS)));
      let all = cachesOfApp.get(app);
      if (!all) cachesOfApp.set(app, (all = new Set()));
      all.add(cache);
    }
    const hit = cache.get(storeId);
    if (hit) return hit;
    const loading = load(app.db, storeId);
    const owner = cache;
    owner.set(storeId, loading);
    loading.catch(() => owner.delete(storeId));
    return loading;
  };
}
