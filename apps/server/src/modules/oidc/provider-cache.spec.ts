import { describe, expect, it, vi } from 'vitest';
import { ProviderCache } from './provider-cache';

describe('ProviderCache', () => {
  it('builds one provider per store and issuer, lazily, and shares it', async () => {
    const build = vi.fn(async (storeId: string, issuer: string) => ({ storeId, issuer }));
    const cache = new ProviderCache(build);
    expect(build).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([cache.get('demo', 'http://a'), cache.get('demo', 'http://a')]);
    expect(a).toBe(b);
    expect(build).toHaveBeenCalledTimes(1);
    const other = await cache.get('second', 'http://a');
    const otherIssuer = await cache.get('demo', 'http://b');
    expect(other).not.toBe(a);
    expect(otherIssuer).not.toBe(a);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed build, so the next request tries again', async () => {
    let fail = true;
    const cache = new ProviderCache(async () => {
      if (fail) throw new Error('no key');
      return 'provider';
    });
    await expect(cache.get('demo', 'http://a')).rejects.toThrow('no key');
    fail = false;
    await expect(cache.get('demo', 'http://a')).resolves.toBe('provider');
  });

  it('forgets one store’s providers on request', async () => {
    const build = vi.fn(async (storeId: string) => ({ storeId }));
    const cache = new ProviderCache(build);
    await cache.get('demo', 'http://a');
    await cache.get('second', 'http://b');
    cache.forget('demo');
    expect(cache.size).toBe(1);
    await cache.get('demo', 'http://a');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('builds a store’s provider again once it is older than the maximum age (keys rotated elsewhere)', async () => {
    let now = 0;
    const build = vi.fn(async (storeId: string) => ({ storeId }));
    const cache = new ProviderCache(build, 60_000, () => now);
    const first = await cache.get('demo', 'http://a');
    now = 59_999;
    expect(await cache.get('demo', 'http://a')).toBe(first);
    now = 60_000;
    expect(await cache.get('demo', 'http://a')).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
