import { createHash, createHmac, randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH } from '@vs/contract';
import { and, count, eq, inArray, isNull, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupCodes } from '../../db/schema';
import { derivedKeyOf, previousDerivedKeyOf } from './otp-secret-seal';

/** a–z and 2–9 without the look-alikes 0/o, 1/l/i (the contract's shape): 31 symbols, ~49 bits a code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: BACKUP_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** What the member typed, as the code was handed out: spaces, hyphens and case do not matter. */
const normalised = (code: string): string => code.trim().toLowerCase().replace(/[\s-]/g, '');

/** The unkeyed digest codes were stored as before; still the HMAC's input, so old rows upgrade without their codes. */
const unkeyedDigestOf = (code: string): string =>
  createHash('sha256')
    .update(`backup-code:${normalised(code)}`)
    .digest('hex');

const KEYED = 'hmac:';
const PEPPER = 'backup-code-pepper';
const pepperOf = (db: Db): Promise<Buffer> => derivedKeyOf(db, PEPPER);
const keyedDigestOf = (pepper: Buffer, unkeyed: string): string =>
  `${KEYED}${createHmac('sha256', pepper).update(unkeyed).digest('hex')}`;

/**
 * The stored form: HMAC-SHA256 under a server pepper (derived from the OTP sealing key, which
 * production takes from the environment). A code carries ~49 random bits: an unkeyed digest could
 * be searched offline by whoever reads the table, a keyed one not without the key.
 */
const digestOf = async (db: Db, code: string): Promise<string> =>
  keyedDigestOf(await pepperOf(db), unkeyedDigestOf(code));

/** The account's new codes; every older one stops working. Only digests are stored. */
export async function replaceBackupCodes(
  db: Db,
  accountId: string,
  codes: readonly string[],
  now: Date,
): Promise<void> {
  const digests = await Promise.all(codes.map((code) => digestOf(db, code)));
  await db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.accountId, accountId));
    if (digests.length > 0)
      await tx.insert(backupCodes).values(digests.map((codeHash) => ({ accountId, codeHash, createdAt: now })));
  });
}

/**
 * Uses one code up in one UPDATE … RETURNING: of two parallel uses of a code, one wins. During an
 * OTP_SEAL_KEY rotation a code handed out under the previous key still works (an HMAC cannot be
 * re-keyed without the code, so those rows keep the old pepper until used or regenerated).
 */
export async function consumeBackupCode(db: Db, accountId: string, code: string, now: Date): Promise<boolean> {
  if (normalised(code) === '') return false;
  const unkeyed = unkeyedDigestOf(code);
  const previousPepper = await previousDerivedKeyOf(db, PEPPER);
  const codeHashes = [keyedDigestOf(await pepperOf(db), unkeyed)];
  if (previousPepper) codeHashes.push(keyedDigestOf(previousPepper, unkeyed));
  const rows = await db
    .update(backupCodes)
    .set({ usedAt: now })
    .where(
      and(eq(backupCodes.accountId, accountId), inArray(backupCodes.codeHash, codeHashes), isNull(backupCodes.usedAt)),
    )
    .returning({ id: backupCodes.id });
  return rows.length > 0;
}

export async function backupCodesLeft(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.accountId, accountId), isNull(backupCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteBackupCodes(db: Db, accountId: string): Promise<void> {
  await db.delete(backupCodes).where(eq(backupCodes.accountId, accountId));
}

/**
 * Codes stored unkeyed (before the pepper) get the keyed form: run at boot, harmless to repeat or to
 * run in several processes at once (each row changes only from its unkeyed value). Answers how many.
 */
export async function upgradeUnkeyedBackupCodes(db: Db): Promise<number> {
  const rows = await db
    .select({ id: backupCodes.id, codeHash: backupCodes.codeHash })
    .from(backupCodes)
    .where(notLike(backupCodes.codeHash, `${KEYED}%`));
  if (rows.length === 0) return 0;
  const pepper = await pepperOf(db);
  for (const row of rows)
    await db
      .update(backupCodes)
      .set({ codeHash: keyedDigestOf(pepper, row.codeHash) })
      .where(and(eq(backupCodes.id, row.id), eq(backupCodes.codeHash, row.codeHash)));
  return rows.length;
}
