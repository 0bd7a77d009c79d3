import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * Signed double submit: the token is an HMAC of the store and the session id (a session's or a
 * pre-session's), so only this server can mint one, and one store's token is worthless on another.
 */
export function csrfTokenFor(secret: string, storeId: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${storeId}:${sessionId}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * CSRF_SECRET when configured; otherwise one generated on first boot and kept in the database, so
 * every server process and every restart agrees on it.
 */
export async function loadCsrfSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'csrf', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'csrf')).limit(1);
  if (!row) throw new Error('the CSRF secret could not be stored');
  return row.value;
}
