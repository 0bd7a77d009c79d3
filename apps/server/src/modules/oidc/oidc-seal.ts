import type { Db } from '../../db/client';
import { derivedKeyOf, openWith, opensWith, previousDerivedKeyOf, sealWith } from '../mfa/otp-secret-seal';

/**
 * What the provider keeps secret at rest, each under a key of its own purpose derived from OTP_SEAL_KEY
 * (HKDF, otp-secret-seal.ts): a reader of the table, or of the OTP secrets' key, opens neither.
 */
export type OidcSealPurpose = 'oidc-signing-keys' | 'oidc-client-secrets';

export async function sealOidcSecret(db: Db, purpose: OidcSealPurpose, secret: string): Promise<string> {
  return sealWith(await derivedKeyOf(db, purpose), secret);
}

/** The secret back, under the current OTP_SEAL_KEY or, during its rotation, OTP_SEAL_KEY_PREVIOUS. */
export async function openOidcSecret(db: Db, purpose: OidcSealPurpose, sealed: string): Promise<string> {
  try {
    return openWith(await derivedKeyOf(db, purpose), sealed);
  } catch (error) {
    const previous = await previousDerivedKeyOf(db, purpose);
    if (!previous) throw error;
    return openWith(previous, sealed);
  }
}

/** Whether a value must be sealed again: the current key does not open it (sealed before a rotation). */
export async function sealedBeforeRotation(db: Db, purpose: OidcSealPurpose, sealed: string): Promise<boolean> {
  return !opensWith(await derivedKeyOf(db, purpose), sealed);
}
