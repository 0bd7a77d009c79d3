import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcClients, oidcSigningKeys } from '../../db/schema';
import { openKeyRow } from './oidc-keys';
import { openOidcSecret, sealedBeforeRotation, sealOidcSecret } from './oidc-seal';

export interface Resealed {
  readonly signingKeys: number;
  readonly clientSecrets: number;
}

/**
 * Run at boot, like the OTP secrets' reseal (harmless to repeat, or to run in several processes at
 * once: a row changes only from the value it was read with). Signing keys stored before rotation get
 * their kid and their own purpose's seal; clients' secrets written in the clear into `metadata` move
 * to the sealed column; after OTP_SEAL_KEY changed (the old one in OTP_SEAL_KEY_PREVIOUS) both are
 * sealed again under the new one, so unsetting the old key leaves the provider working.
 */
export async function resealOidcSecrets(db: Db): Promise<Resealed> {
  return { signingKeys: await resealSigningKeys(db), clientSecrets: await resealClientSecrets(db) };
}

async function resealSigningKeys(db: Db): Promise<number> {
  const rows = await db.select().from(oidcSigningKeys);
  let resealed = 0;
  for (const row of rows) {
    if (row.kid !== null && !(await sealedBeforeRotation(db, 'oidc-signing-keys', row.sealedJwk))) continue;
    const jwk = await openKeyRow(db, row);
    await db
      .update(oidcSigningKeys)
      .set({
        kid: typeof jwk.kid === 'string' ? jwk.kid : row.kid,
        sealedJwk: await sealOidcSecret(db, 'oidc-signing-keys', JSON.stringify(jwk)),
      })
      .where(and(eq(oidcSigningKeys.storeId, row.storeId), eq(oidcSigningKeys.sealedJwk, row.sealedJwk)));
    resealed += 1;
  }
  return resealed;
}

async function resealClientSecrets(db: Db): Promise<number> {
  const rows = await db.select().from(oidcClients);
  let resealed = 0;
  for (const row of rows) {
    const { client_secret: clear, ...metadata } = row.metadata;
    const ofClient = and(eq(oidcClients.storeId, row.storeId), eq(oidcClients.clientId, row.clientId));
    if (typeof clear === 'string') {
      const sealed = await sealOidcSecret(db, 'oidc-client-secrets', clear);
      await db.update(oidcClients).set({ metadata, clientSecretSealed: sealed }).where(ofClient);
    } else if (
      row.clientSecretSealed &&
      (await sealedBeforeRotation(db, 'oidc-client-secrets', row.clientSecretSealed))
    ) {
      const secret = await openOidcSecret(db, 'oidc-client-secrets', row.clientSecretSealed);
      await db
        .update(oidcClients)
        .set({ clientSecretSealed: await sealOidcSecret(db, 'oidc-client-secrets', secret) })
        .where(and(ofClient, eq(oidcClients.clientSecretSealed, row.clientSecretSealed)));
    } else continue;
    resealed += 1;
  }
  return resealed;
}

/** A client's secret for the provider: the sealed column opened, else one still in `metadata` (not moved yet). */
export async function clientSecretOf(
  db: Db,
  row: { readonly metadata: Record<string, unknown>; readonly clientSecretSealed: string | null },
): Promise<string | undefined> {
  if (row.clientSecretSealed) return openOidcSecret(db, 'oidc-client-secrets', row.clientSecretSealed);
  const clear = row.metadata['client_secret'];
  return typeof clear === 'string' ? clear : undefined;
}
