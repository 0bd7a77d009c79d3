import { createHash, randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH } from '@vs/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupCodes } from '../../db/schema';

/** a–z and 2–9 without the look-alikes 0/o, 1/l/i (the contract's shape): 31 symbols, ~49 bits a code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: BACKUP_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** What the member typed, as the code was handed out: spaces, hyphens and case do not matter. */
const normalised = (code: string): string => code.trim().toLowerCase().replace(/[\s-]/g, '');

/** sha256 is enough: the codes carry ~49 random bits each and guesses are throttled. */
const digestOf = (code: string): string =>
  createHash('sha256')
    .update(`backup-code:${normalised(code)}`)
    .digest('hex');

/** The account's new codes; every older one stops working. Only digests are stored. */
export async function replaceBackupCodes(
  db: Db,
  accountId: string,
  codes: readonly string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.accountId, accountId));
    if (codes.length > 0)
      await tx
        .insert(backupCodes)
        .values(codes.map((code) => ({ accountId, codeHash: digestOf(code), createdAt: now })));
  });
}

/** Uses one code up in one UPDATE … RETURNING: of two parallel uses of a code, one wins. */
export async function consumeBackupCode(db: Db, accountId: string, code: string, now: Date): Promise<boolean> {
  if (normalised(code) === '') return false;
  const rows = await db
    .update(backupCodes)
    .set({ usedAt: now })
    .where(
      and(eq(backupCodes.accountId, accountId), eq(backupCodes.codeHash, digestOf(code)), isNull(backupCodes.usedAt)),
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
