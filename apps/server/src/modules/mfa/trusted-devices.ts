import { createHash, randomBytes } from 'node:crypto';
import { TRUSTED_DEVICE_LIFETIME_DAYS, type TrustedDevice } from '@vs/contract';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trustedDevices } from '../../db/schema';
import { loginDeviceOf } from '../device/login-device';

/** The cookie's base name; `__Host-vs-td` outside plain-http development, like the session cookie. */
export const TRUSTED_DEVICE_COOKIE = 'vs-td';
export const TRUSTED_DEVICE_LIFETIME_MS = TRUSTED_DEVICE_LIFETIME_DAYS * 24 * 60 * 60_000;

export function trustedDeviceCookieName(secure: boolean): string {
  return secure ? `__Host-${TRUSTED_DEVICE_COOKIE}` : TRUSTED_DEVICE_COOKIE;
}

/** 256 random bits in the cookie; the table keeps only the sha256, so reading it yields no live token. */
const digestOf = (token: string): string => createHash('sha256').update(`trusted-device:${token}`).digest('hex');
const plausible = (token: string | undefined): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Remembers this browser for the account; answers the token for the cookie. */
export async function trustDevice(
  db: Db,
  accountId: string,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(trustedDevices).values({
    ...loginDeviceOf(userAgent),
    accountId,
    tokenHash: digestOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TRUSTED_DEVICE_LIFETIME_MS),
  });
  return token;
}

/** True when `token` is a live remembered device of this account (a cookie of another account is not). */
export async function isTrustedDevice(
  db: Db,
  accountId: string,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!plausible(token)) return false;
  const rows = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trustedDevices.tokenHash, digestOf(token)),
        eq(trustedDevices.accountId, accountId),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

/** The account's live remembered devices, newest first; `currentToken` is this browser's cookie. */
export async function listTrustedDevices(
  db: Db,
  accountId: string,
  currentToken: string | undefined,
  now: Date,
): Promise<TrustedDevice[]> {
  const current = plausible(currentToken) ? digestOf(currentToken) : null;
  const rows = await db
    .select()
    .from(trustedDevices)
    .where(and(eq(trustedDevices.accountId, accountId), gt(trustedDevices.expiresAt, now)))
    .orderBy(desc(trustedDevices.createdAt));
  return rows.map((row) => ({
    deviceToken: row.id,
    currentDevice: row.tokenHash === current,
    createdAt: row.createdAt.toISOString(),
    option: { deviceInfo: row.deviceType, browserInfo: row.browser },
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Forgets one device of the account by its public id; false when the account has no such device. */
export async function deleteTrustedDevice(db: Db, accountId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.accountId, accountId), eq(trustedDevices.id, id)))
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

export async function deleteAllTrustedDevices(db: Db, accountId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.accountId, accountId));
}

export async function deleteExpiredTrustedDevices(db: Db, now: Date): Promise<void> {
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
}
