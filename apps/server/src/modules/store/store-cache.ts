import type { StoreRecord } from './store.repository';

/**
 * Every request (assets included) resolves its store, so known hosts are kept for a short while.
 * Misses are not cached: a flood of made-up Host headers must not fill memory.
 */
export class StoreCache {
  private readonly entries = new Map<string, { store: StoreRecord; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(host: string, now = Date.now()): StoreRecord | null {
    const entry = this.entries.get(host);
    if (!entry) return null;
    if (entry.expires > now) return entry.store;
    this.entries.delete(host);
    return null;
  }

  set(host: string, store: StoreRecord, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(host, { store, expires: now + this.ttlMs });
  }
}
