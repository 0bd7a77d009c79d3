import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcSigningKeys } from '../../db/schema';
import { derivedKeyOf, openOtpSecret, sealOtpSecret } from '../mfa/otp-secret-seal';

/**
 * The store's signing key (RS256, what every OIDC client must accept): made on first use and kept,
 * sealed under the server's sealing key, so every process and restart signs with the same key.
 */
export async function signingKeyOf(db: Db, storeId: string): Promise<JWK> {
  const existing = await readKey(db, storeId);
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `${storeId}-${Date.now().toString(36)}`, use: 'sig' };
  const sealedJwk = await sealOtpSecret(db, JSON.stringify(jwk));
  // Two processes may race on the first use: the first row wins and both read it back.
  await db.insert(oidcSigningKeys).values({ storeId, sealedJwk }).onConflictDoNothing();
  const stored = await readKey(db, storeId);
  if (!stored) throw new Error('the OIDC signing key could not be stored');
  return stored;
}

async function readKey(db: Db, storeId: string): Promise<JWK | null> {
  const [row] = await db.select().from(oidcSigningKeys).where(eq(oidcSigningKeys.storeId, storeId)).limit(1);
  return row ? (JSON.parse(await openOtpSecret(db, row.sealedJwk)) as JWK) : null;
}

/** The keys that sign the provider's cookies: derived per store from the sealing key (nothing more to configure). */
export async function cookieKeysOf(db: Db, storeId: string): Promise<string[]> {
  return [(await derivedKeyOf(db, `oidc-cookies:${storeId}`)).toString('base64url')];
}
