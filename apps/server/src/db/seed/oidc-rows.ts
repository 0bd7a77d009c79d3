import type { Db } from '../client';
import { oidcClients, oidcPrecautions, oidcScopes } from '../schema';
import type { OidcSeed } from './types';

/** A seeded store's OpenID Connect rows, each kind on its own (a first seed and the top-up use them). */
export async function insertOidcClients(db: Db, storeId: string, oidc: OidcSeed): Promise<void> {
  if (oidc.clients.length > 0) await db.insert(oidcClients).values(oidc.clients.map((c) => ({ ...c, storeId })));
}

export async function insertOidcScopes(db: Db, storeId: string, oidc: OidcSeed): Promise<void> {
  if (oidc.scopes.length > 0)
    await db
      .insert(oidcScopes)
      .values(oidc.scopes.map((scope, index) => ({ ...scope, storeId, displayOrder: (index + 1) * 10 })));
}

export async function insertOidcPrecautions(db: Db, storeId: string, oidc: OidcSeed): Promise<void> {
  if (oidc.precautions.length > 0)
    await db.insert(oidcPrecautions).values(oidc.precautions.map((row) => ({ ...row, storeId })));
}
