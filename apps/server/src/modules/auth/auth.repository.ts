import { and, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../plugins/database';
import { accountFactors, accounts, backupCodes, passwordResetTokens, sessions } from '../../db/schema';
import type { AccountRow } from '../account/accounts.repository';

/** An account as a login finds it, with whether it has a second factor or an unused backup code. */
export interface LoginAccount extends AccountRow {
  readonly hasSecondStep: boolean;
}

/**
 * The account's id named with its table: Drizzle writes a single-table select's columns bare, and a
 * bare "id" inside the backup codes' subquery would be backup_codes.id (it once was).
 */
const accountIdColumn = sql`${accounts}.${sql.identifier(accounts.id.name)}`;

/** Asked in the statement that finds the account: a member with neither needs no more statements to log in. */
export const hasSecondStep = sql<boolean>`(exists (select 1 from ${accountFactors}
      where ${accountFactors}.${sql.identifier(accountFactors.accountId.name)} = ${accountIdColumn})
    or exists (select 1 from ${backupCodes}
      where ${backupCodes}.${sql.identifier(backupCodes.accountId.name)} = ${accountIdColumn}
        and ${backupCodes}.${sql.identifier(backupCodes.usedAt.name)} is null))`;

const accountColumns = getTableColumns(accounts);
const loginColumns = { ...accountColumns, hasSecondStep };

/**
 * The account of a raw row holding the accounts table's columns under their own names and
 * `has_second_step` (a raw statement's row: timestamps as the driver's text, as Drizzle reads them).
 */
export function loginAccountOfRow(row: Readonly<Record<string, unknown>>): LoginAccount {
  const account = Object.fromEntries(
    Object.entries(accountColumns).map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  );
  return { ...(account as unknown as AccountRow), hasSecondStep: row['has_second_step'] === true };
}

/** The lookup of every login by e-mail. */
const byEmailStatement = preparedPer((db) =>
  db
    .select(loginColumns)
    .from(accounts)
    .where(
      and(
        eq(accounts.storeId, sql.placeholder('storeId')),
        sql`lower(${accounts.email}) = lower(${sql.placeholder('email')})`,
      ),
    )
    .limit(1)
    .prepare('find_login_account_by_email'),
);

export async function findAccountByEmail(db: Db, storeId: string, email: string): Promise<LoginAccount | null> {
  const [row] = await byEmailStatement(db).execute({ storeId, email });
  return row ?? null;
}

export async function findAccountByUserId(db: Db, storeId: string, userId: string): Promise<LoginAccount | null> {
  const rows = await db
    .select(loginColumns)
    .from(accounts)
    .where(and(eq(accounts.storeId, storeId), eq(accounts.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function setPasswordHash(
  db: Db,
  accountId: string,
  passwordHash: string,
  updatedAt: Date | null,
): Promise<void> {
  await db
    .update(accounts)
    .set(updatedAt ? { passwordHash, passwordUpdatedAt: updatedAt } : { passwordHash })
    .where(eq(accounts.id, accountId));
}

/** After a password reset: every session of the account except `keep` (the browser doing the reset). */
export async function deleteSessionsOfAccount(
  db: Db,
  storeId: string,
  accountId: string,
  keep: string | null,
): Promise<void> {
  const ofAccount = and(eq(sessions.storeId, storeId), sql`${sessions.data}->>'accountId' = ${accountId}`);
  await db.delete(sessions).where(keep ? and(ofAccount, ne(sessions.id, keep)) : ofAccount);
}

export async function insertResetToken(db: Db, row: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** The account of a live (unused, unexpired) token, or null. */
export async function findLiveResetToken(db: Db, tokenHash: string, now: Date): Promise<{ accountId: string } | null> {
  const rows = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Uses the token up in one UPDATE … RETURNING: of two parallel resets, one wins. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<{ accountId: string } | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordResetTokens.accountId });
  return rows[0] ?? null;
}

/** A new password makes every other outstanding link of the account worthless. */
export async function retireResetTokens(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteOldResetTokens(db: Db, before: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < ${before}`);
}
