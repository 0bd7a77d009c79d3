/**
 * One provider per store and issuer, built on first use and kept for `maxAgeMs`, then built
 * again on the next request: so a process picks up signing keys another process (or the rotation
 * command) rotated, well inside the overlap the rotation keeps (oidc-keys.ts).
 * Concurrent first requests share one build; a failed build is forgotten, so the next request retries.
 * Clients and grants are read from the database on each use, so a kept provider never serves stale rows.
 */
export class ProviderCache<T> {
  private readonly entries = new Map<string, { readonly built: Promise<T>; readonly at: number }>();

  constructor(
    private readonly build: (storeId: string, issuer: string) => Promise<T>,
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}

  get(storeId: string, issuer: string): Promise<T> {
    const key = `${storeId}\n${issuer}`;
    let entry = this.entries.get(key);
    if (!entry || this.now() - entry.at >= this.maxAgeMs) {
      const built = this.build(storeId, issuer);
      const made = { built, at: this.now() };
      entry = made;
      this.entries.set(key, made);
      built.catch(() => {
        if (this.entries.get(key) === made) this.entries.delete(key);
      });
    }
    return entry.built;
  }

  /** Drops a store's providers (its keys or scopes changed); the next request builds them again. */
  forget(storeId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${storeId}\n`)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
