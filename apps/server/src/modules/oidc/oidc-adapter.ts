import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcClients, oidcPayloads } from '../../db/schema';
import { clientSecretOf } from './oidc-secrets-reseal';

/**
 * The kinds whose id is the bearer credential itself (opaque tokens, codes): only its SHA-256 digest
 * is kept, as the row's id, and the payload loses its copy (`jti`); a find by the token's value
 * digests it first and hands the value back in the payload. A read of the table yields no token.
 */
const DIGESTED_KINDS = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'ClientCredentials']);

export const tokenDigestOf = (value: string): string => createHash('sha256').update(value).digest('hex');

/** What oidc-provider stores of each kind, with the columns copied out for lookups. */
const columnsOf = (payload: AdapterPayload) => ({
  grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
  userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
  uid: typeof payload.uid === 'string' ? payload.uid : null,
  accountId: typeof payload.accountId === 'string' ? payload.accountId : null,
  clientId: typeof payload.clientId === 'string' ? payload.clientId : null,
});

/**
 * The one storage of a store's provider: every model in `oidc_payloads`, keyed by store,
 * kind and id (a token's digest, DIGESTED_KINDS); clients are the store's `oidc_clients` rows (read only: no
 * dynamic registration).
 * A row past its expiry is never found, so expiry needs no sweep to be safe (the cleanup only frees space).
 */
export function drizzleAdapterFor(db: Db, storeId: string, now: () => Date): new (kind: string) => Adapter {
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null;
      const { jti: _value, ...withoutValue } = payload;
      const stored = this.digested ? withoutValue : payload;
      const row = {
        storeId,
        kind: this.kind,
        id: this.keyOf(id),
        payload: stored as Record<string, unknown>,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values({ ...row, ...columnsOf(payload) })
        .onConflictDoUpdate({
          target: [oidcPayloads.storeId, oidcPayloads.kind, oidcPayloads.id],
          set: { payload: row.payload, expiresAt, ...columnsOf(payload) },
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.kind === 'Client') return clientOf(db, storeId, id);
      const found = await this.findWhere(eq(oidcPayloads.id, this.keyOf(id)));
      return found && this.digested ? { ...found, jti: id } : found;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: now() })
        .where(and(this.ofKind(), eq(oidcPayloads.id, this.keyOf(id))));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(this.ofKind(), eq(oidcPayloads.id, this.keyOf(id))));
    }

    /** Revoking a grant removes every token of it, whatever its kind. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.storeId, storeId), eq(oidcPayloads.grantId, grantId)));
    }

    private get digested(): boolean {
      return DIGESTED_KINDS.has(this.kind);
    }

    /** The row's id: the digest for a token, the library's own id for everything else. */
    private keyOf(id: string): string {
      return this.digested ? tokenDigestOf(id) : id;
    }

    private ofKind() {
      return and(eq(oidcPayloads.storeId, storeId), eq(oidcPayloads.kind, this.kind));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(this.ofKind(), condition, or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now()))))
        .limit(1);
      if (!row) return undefined;
      const consumed = row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {};
      return { ...(row.payload as AdapterPayload), ...consumed };
    }
  };
}

async function clientOf(db: Db, storeId: string, clientId: string): Promise<AdapterPayload | undefined> {
  const [row] = await db
    .select({ metadata: oidcClients.metadata, clientSecretSealed: oidcClients.clientSecretSealed })
    .from(oidcClients)
    .where(and(eq(oidcClients.storeId, storeId), eq(oidcClients.clientId, clientId), eq(oidcClients.enabled, true)))
    .limit(1);
  if (!row) return undefined;
  // The library compares the secret itself (docs/decisions.md "OIDC client secrets"): it gets it opened.
  const secret = await clientSecretOf(db, row);
  return { ...row.metadata, ...(secret === undefined ? {} : { client_secret: secret }), client_id: clientId };
}
