import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, lt } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcSigningKeys, type SigningKeyState } from '../../db/schema';
import { derivedKeyOf, openOtpSecret, previousDerivedKeyOf } from '../mfa/otp-secret-seal';
import { openOidcSecret, sealOidcSecret } from './oidc-seal';

/** How long a key signs before the scheduled rotation retires it (docs/deploy.md "OIDC signing keys"). */
export const SIGNING_KEY_ROTATION_DAYS = 90;
/** A next key signs only once it has been published this long: relying parties' JWKS caches have it. */
export const NEXT_KEY_PUBLISHED_HOURS = 24;
/** A retired key stays published this long, so what it signed (ID tokens, id_token_hint) still verifies. */
export const RETIRED_KEY_PUBLISHED_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;
const makeKeyPair = promisify(generateKeyPair);

export type SigningKeyRow = typeof oidcSigningKeys.$inferSelect;

/** The keys the provider is built with: `current` first (oidc-provider signs with the first key that fits). */
export interface SigningKeySet {
  readonly keys: JWK[];
  /** kid and state of each published key, for the command's report and the tests. */
  readonly states: { readonly kid: string; readonly state: SigningKeyState }[];
}

/**
 * The store's published keys (RS256, what every OIDC client must accept): the current one, the next
 * one and those retired within RETIRED_KEY_PUBLISHED_DAYS. The first use makes the current and the
 * next key; every process and restart reads the same rows.
 */
export async function signingKeySetOf(db: Db, storeId: string, now: Date): Promise<SigningKeySet> {
  let rows = await keyRowsOf(db, storeId);
  if (!rows.some((row) => row.state === 'current')) {
    await insertKey(db, storeId, 'current', now);
    rows = await keyRowsOf(db, storeId);
  }
  if (!rows.some((row) => row.state === 'next')) {
    await insertKey(db, storeId, 'next', now);
    rows = await keyRowsOf(db, storeId);
  }
  const publishedSince = now.getTime() - RETIRED_KEY_PUBLISHED_DAYS * DAY_MS;
  const order: Record<SigningKeyState, number> = { current: 0, next: 1, retired: 2 };
  const published = rows
    .filter((row) => row.state !== 'retired' || (row.retiredAt?.getTime() ?? 0) > publishedSince)
    .sort((a, b) => order[a.state] - order[b.state] || b.createdAt.getTime() - a.createdAt.getTime());
  const keys = await Promise.all(published.map((row) => openKeyRow(db, row)));
  return {
    keys,
    states: published.map((row, index) => ({ kid: String(keys[index]?.kid), state: row.state })),
  };
}

/**
 * One rotation of the store's keys (made and published first by signingKeySetOf), in one transaction:
 * the current key retires (still published), the next one (already published) signs, a new next one
 * is made and published, and keys retired longer than RETIRED_KEY_PUBLISHED_DAYS are deleted. `when`
 * decides on the locked rows whether to go on (the scheduled rotation's check), so two rotations at
 * once rotate once. Answers false, changing nothing, when there is no next key or `when` says no.
 */
export async function rotateSigningKeys(
  db: Db,
  storeId: string,
  now: Date,
  when: (rows: readonly SigningKeyRow[]) => boolean = () => true,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(oidcSigningKeys).where(eq(oidcSigningKeys.storeId, storeId)).for('update');
    if (!rows.some((row) => row.state === 'next') || !when(rows)) return false;
    const ofStore = (state: SigningKeyState) =>
      and(eq(oidcSigningKeys.storeId, storeId), eq(oidcSigningKeys.state, state));
    await tx.update(oidcSigningKeys).set({ state: 'retired', retiredAt: now }).where(ofStore('current'));
    await tx.update(oidcSigningKeys).set({ state: 'current', activatedAt: now }).where(ofStore('next'));
    await insertKey(tx, storeId, 'next', now);
    await tx
      .delete(oidcSigningKeys)
      .where(
        and(
          ofStore('retired'),
          lt(oidcSigningKeys.retiredAt, new Date(now.getTime() - RETIRED_KEY_PUBLISHED_DAYS * DAY_MS)),
        ),
      );
    return true;
  });
}

/** Whether the scheduled rotation is due: the current key is old and the next one long enough published. */
export function rotationDue(rows: readonly SigningKeyRow[], now: Date): boolean {
  const current = rows.find((row) => row.state === 'current');
  const next = rows.find((row) => row.state === 'next');
  if (!current || !next) return false;
  const signedSince = (current.activatedAt ?? current.createdAt).getTime();
  return (
    now.getTime() - signedSince >= SIGNING_KEY_ROTATION_DAYS * DAY_MS &&
    now.getTime() - next.createdAt.getTime() >= NEXT_KEY_PUBLISHED_HOURS * 60 * 60_000
  );
}

/**
 * The scheduled rotation (a periodic cleanup) over every store that signs: a store without a next key
 * (its key predates rotation) gets one published, one whose current key is due rotates. Answers those rotated.
 */
export async function rotateDueSigningKeys(db: Db, now: Date): Promise<string[]> {
  const rows = await db.select().from(oidcSigningKeys);
  const stores = new Set(rows.filter((row) => row.state === 'current').map((row) => row.storeId));
  const rotated: string[] = [];
  for (const storeId of stores) {
    if (!rows.some((row) => row.storeId === storeId && row.state === 'next')) {
      await insertKey(db, storeId, 'next', now);
      continue;
    }
    if (await rotateSigningKeys(db, storeId, now, (locked) => rotationDue(locked, now))) rotated.push(storeId);
  }
  return rotated;
}

async function keyRowsOf(db: Db, storeId: string): Promise<SigningKeyRow[]> {
  return db.select().from(oidcSigningKeys).where(eq(oidcSigningKeys.storeId, storeId));
}

/** A new RSA key; two processes racing to make the store's first keys leave one of each (unique indexes). */
async function insertKey(db: Db, storeId: string, state: SigningKeyState, now: Date): Promise<void> {
  const { privateKey } = await makeKeyPair('rsa', { modulusLength: 2048 });
  const kid = randomBytes(12).toString('base64url');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const sealedJwk = await sealOidcSecret(db, 'oidc-signing-keys', JSON.stringify(jwk));
  await db
    .insert(oidcSigningKeys)
    .values({ storeId, kid, state, sealedJwk, createdAt: now, activatedAt: state === 'current' ? now : null })
    .onConflictDoNothing();
}

/** A key row's private JWK; a row from before rotation (no kid yet) was sealed under the OTP key itself. */
export async function openKeyRow(db: Db, row: Pick<SigningKeyRow, 'kid' | 'sealedJwk'>): Promise<JWK> {
  const json =
    row.kid === null
      ? await openOtpSecret(db, row.sealedJwk)
      : await openOidcSecret(db, 'oidc-signing-keys', row.sealedJwk);
  return JSON.parse(json) as JWK;
}

/**
 * The keys that sign the provider's cookies, derived per store from the sealing key (nothing more to
 * configure); during an OTP_SEAL_KEY rotation the previous key's still verifies cookies set before it.
 */
export async function cookieKeysOf(db: Db, storeId: string): Promise<string[]> {
  const purpose = `oidc-cookies:${storeId}`;
  const previous = await previousDerivedKeyOf(db, purpose);
  return [await derivedKeyOf(db, purpose), ...(previous ? [previous] : [])].map((key) => key.toString('base64url'));
}
