import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** The models a grant's revocation takes with it (the library's own memory adapter's list). */
const grantBound = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode']);

/**
 * One provider's sessions, interactions, codes and tokens, in memory: a sandbox keeps nothing across
 * restarts. The library's own memory adapter would do the same but warns at every start that it is
 * for development only; here that is the point, so the warning would only be noise.
 */
export function memoryAdapter(): AdapterFactory {
  const entries = new Map<string, { readonly payload: AdapterPayload; readonly expiresAt: number }>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };
  const prune = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  const findBy = (model: string, field: 'uid' | 'userCode', value: string) => {
    for (const [key, entry] of entries)
      if (key.startsWith(`${model}:`) && entry.payload[field] === value) return live(key);
    return undefined;
  };

  return (model: string): Adapter => ({
    upsert: async (id, payload, expiresIn) => {
      prune();
      const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
      entries.set(`${model}:${id}`, { payload, expiresAt });
    },
    find: async (id) => live(`${model}:${id}`),
    findByUid: async (uid) => findBy(model, 'uid', uid),
    findByUserCode: async (userCode) => findBy(model, 'userCode', userCode),
    consume: async (id) => {
      const payload = live(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    destroy: async (id) => {
      entries.delete(`${model}:${id}`);
    },
    revokeByGrantId: async (grantId) => {
      for (const [key, entry] of entries)
        if (grantBound.has(key.slice(0, key.indexOf(':'))) && entry.payload.grantId === grantId) entries.delete(key);
    },
  });
}
