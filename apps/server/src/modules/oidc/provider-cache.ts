/**
 * One provider per store and issuer, built on first use and kept for the process's life (issue 17).
 * Concurrent first requests share one build; a failed build is forgotten, so the next request retries.
 * Clients and grants are read from the database on each use, so a kept provider never serves stale rows.
 */
export class ProviderCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly build: (storeId: string, issuer: string) => Promise<T>) {}

  get(storeId: string, issuer: string): Promise<T> {
    const key = `${storeId}\n${issuer}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = this.build(storeId, issuer);
      this.entries.set(key, entry);
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return entry;
  }

  /** Drops a store's providers (its keys or scopes changed); the next request builds them again. */
  forget(storeId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${storeId}\n`)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
