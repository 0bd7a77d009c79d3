import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountFactors, appSecrets } from '../../db/schema';

const SECRET_NAME = 'otp-seal';
const VERSION = 'v1';

/**
 * The sealing key: OTP_SEAL_KEY (base64url or base64 of 32 bytes) when set; otherwise one generated
 * on first use and kept in app_secrets, so every process and restart agrees (like the CSRF key).
 * OTP_SEAL_KEY_PREVIOUS, during a rotation, still opens what the old key sealed. Cached per database handle.
 */
interface SealKeys {
  readonly current: Buffer;
  readonly previous: Buffer | null;
}
const keys = new WeakMap<Db, Promise<SealKeys>>();

function keysOf(db: Db): Promise<SealKeys> {
  let key = keys.get(db);
  if (!key) {
    key = loadKeys(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const keyOf = async (db: Db): Promise<Buffer> => (await keysOf(db)).current;

function keyFromEnv(name: 'OTP_SEAL_KEY' | 'OTP_SEAL_KEY_PREVIOUS'): Buffer | null {
  const configured = process.env[name]?.trim();
  if (!configured) return null;
  const key = Buffer.from(configured, 'base64url');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes in base64url`);
  return key;
}

async function loadKeys(db: Db): Promise<SealKeys> {
  return {
    current: keyFromEnv('OTP_SEAL_KEY') ?? (await storedKey(db)),
    previous: keyFromEnv('OTP_SEAL_KEY_PREVIOUS'),
  };
}

async function storedKey(db: Db): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).limit(1);
  if (!row) throw new Error('the OTP sealing key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/**
 * A key for another purpose (e.g. the backup codes' pepper), derived from the sealing key with
 * HKDF-SHA256: it comes from the environment wherever the sealing key does (production requires
 * OTP_SEAL_KEY), and no second secret has to be configured.
 */
export async function derivedKeyOf(db: Db, purpose: string): Promise<Buffer> {
  return derive(await keyOf(db), purpose);
}

/** The same purpose's key under OTP_SEAL_KEY_PREVIOUS, while a rotation is under way; else null. */
export async function previousDerivedKeyOf(db: Db, purpose: string): Promise<Buffer | null> {
  const { previous } = await keysOf(db);
  return previous ? derive(previous, purpose) : null;
}

const derive = (key: Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32));

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. A reader of the table gets no secret. */
export async function sealOtpSecret(db: Db, secret: string): Promise<string> {
  return sealWith(await keyOf(db), secret);
}

/** The seal's form under any 32-byte key (a purpose's derived key seals other secrets the same way). */
export function sealWith(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

export function openWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('not a sealed OTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The secret back; throws when the value was altered or sealed under neither the current nor the previous key. */
export async function openOtpSecret(db: Db, sealed: string): Promise<string> {
  const { current, previous } = await keysOf(db);
  try {
    return openWith(current, sealed);
  } catch (error) {
    if (!previous) throw error;
    return openWith(previous, sealed);
  }
}

/**
 * After OTP_SEAL_KEY changed (the old one in OTP_SEAL_KEY_PREVIOUS): every OTP secret the old key
 * sealed is sealed again under the new one. Run at boot; harmless to repeat or to run in several
 * processes at once (a row changes only from the value it was read with). Answers how many.
 */
export async function resealOtpSecrets(db: Db): Promise<number> {
  const { current, previous } = await keysOf(db);
  if (!previous) return 0;
  const rows = await db
    .select({ accountId: accountFactors.accountId, type: accountFactors.type, sealed: accountFactors.otpSecretSealed })
    .from(accountFactors)
    .where(isNotNull(accountFactors.otpSecretSealed));
  let resealed = 0;
  for (const row of rows) {
    if (row.sealed === null || opensWith(current, row.sealed)) continue;
    const secret = openWith(previous, row.sealed);
    await db
      .update(accountFactors)
      .set({ otpSecretSealed: await sealOtpSecret(db, secret) })
      .where(
        and(
          eq(accountFactors.accountId, row.accountId),
          eq(accountFactors.type, row.type),
          eq(accountFactors.otpSecretSealed, row.sealed),
        ),
      );
    resealed += 1;
  }
  return resealed;
}

export function opensWith(key: Buffer, sealed: string): boolean {
  try {
    openWith(key, sealed);
    return true;
  } catch {
    return false;
  }
}
