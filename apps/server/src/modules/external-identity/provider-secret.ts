import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalIdentityProviders } from '../../db/schema';
import { derivedKeyOf, opensWith, openWith, previousDerivedKeyOf, sealWith } from '../mfa/otp-secret-seal';

/**
 * Client secrets of the store's identity providers are sealed like the OTP secrets (AES-256-GCM),
 * under a key derived from OTP_SEAL_KEY for this purpose only: production already takes that key from
 * the environment, and a reader of the table learns no secret.
 */
const PURPOSE = 'external-identity-client-secret';

export async function sealClientSecret(db: Db, secret: string): Promise<string> {
  return sealWith(await derivedKeyOf(db, PURPOSE), secret);
}

/** The secret back; under OTP_SEAL_KEY_PREVIOUS's key while a rotation is under way. */
export async function openClientSecret(db: Db, sealed: string): Promise<string> {
  try {
    return openWith(await derivedKeyOf(db, PURPOSE), sealed);
  } catch (error) {
    const previous = await previousDerivedKeyOf(db, PURPOSE);
    if (!previous) throw error;
    return openWith(previous, sealed);
  }
}

/**
 * After OTP_SEAL_KEY changed, every provider secret the old key sealed is sealed again under the new
 * one, at boot like the OTP secrets; a row changes only from the value it was read with. Answers how many.
 */
export async function resealClientSecrets(db: Db): Promise<number> {
  const previous = await previousDerivedKeyOf(db, PURPOSE);
  if (!previous) return 0;
  const current = await derivedKeyOf(db, PURPOSE);
  const p = externalIdentityProviders;
  const rows = await db.select({ storeId: p.storeId, type: p.type, sealed: p.clientSecretSealed }).from(p);
  let resealed = 0;
  for (const row of rows) {
    if (opensWith(current, row.sealed) || !opensWith(previous, row.sealed)) continue;
    await db
      .update(p)
      .set({ clientSecretSealed: sealWith(current, openWith(previous, row.sealed)) })
      .where(and(eq(p.storeId, row.storeId), eq(p.type, row.type), eq(p.clientSecretSealed, row.sealed)));
    resealed += 1;
  }
  return resealed;
}
