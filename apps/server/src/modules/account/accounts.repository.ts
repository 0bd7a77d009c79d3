import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = Omit<typeof accounts.$inferInsert, 'id' | 'authId'>;

/** 128 random bits, base64url: the public account identifier (authId, vs-aid cookie). */
export function newAuthId(): string {
  return randomBytes(16).toString('base64url');
}

/** Which unique rule a failed insert broke, read from PostgreSQL's 23505 (PGlite and pg alike). */
export type UniqueViolation = 'email' | 'userId' | null;

export function uniqueViolationOf(error: unknown): UniqueViolation {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps the driver's error in `cause`; walk down to the one carrying the SQLSTATE.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      const name = typeof constraint === 'string' ? constraint : typeof message === 'string' ? message : '';
      if (name.includes('accounts_store_email_key')) return 'email';
      if (name.includes('accounts_store_user_id_key')) return 'userId';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export async function emailTaken(db: Db, storeId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.storeId, storeId), sql`lower(${accounts.email}) = lower(${email})`))
    .limit(1);
  return rows.length > 0;
}

export async function userIdTaken(db: Db, storeId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.storeId, storeId), eq(accounts.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertAccount(db: Db, account: NewAccount): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({ ...account, authId: newAuthId() })
    .returning();
  if (!row) throw new Error('the account was not inserted');
  return row;
}

export async function findAccount(db: Db, storeId: string, id: string): Promise<AccountRow | null> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.storeId, storeId), eq(accounts.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The header's name: nickname, else full name, else family + given name, else user ID, else the address. */
export function displayNameOf(
  account: Pick<AccountRow, 'familyName' | 'givenName' | 'nickname' | 'name' | 'userId' | 'email'>,
): string {
  const joined = [account.familyName, account.givenName].filter(Boolean).join(' ');
  return account.nickname || account.name || joined || account.userId || account.email;
}

/** The account row itself; every row with a foreign key to it goes with it (the schema cascades). */
export async function deleteAccount(db: Db, id: string): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}
