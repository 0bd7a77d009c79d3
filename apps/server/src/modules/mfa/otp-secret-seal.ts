import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const SECRET_NAME = 'otp-seal';
const VERSION = 'v1';

/**
 * The sealing key: OTP_SEAL_KEY (base64url or base64 of 32 bytes) when set; otherwise one generated
 * on first use and kept in app_secrets, so every process and restart agrees (like the CSRF key).
 * Cached per database handle.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();

function keyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function loadKey(db: Db): Promise<Buffer> {
  const configured = process.env['OTP_SEAL_KEY']?.trim();
  if (configured) {
    const key = Buffer.from(configured, 'base64url');
    if (key.length !== 32) throw new Error('OTP_SEAL_KEY must be 32 bytes in base64url');
    return key;
  }
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
  return Buffer.from(hkdfSync('sha256', await keyOf(db), Buffer.alloc(0), purpose, 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. A reader of the table gets no secret. */
export async function sealOtpSecret(db: Db, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/** The secret back; throws when the value was altered or sealed under another key. */
export async function openOtpSecret(db: Db, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('not a sealed OTP secret');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
