import { and, eq, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { preparedPer } from '../../plugins/database';
import type { AccountRow } from '../account/accounts.repository';
import { outdatedConsentExists } from '../policy/outdated-policies';

/** What a page adds to the member's statement: SQL expressions over {@link memberPagePlaceholders}. */
export type MemberPageColumns = Readonly<Record<string, SQL<unknown>>>;
type Values<E extends MemberPageColumns> = { readonly [K in keyof E]: E[K] extends SQL<infer T> ? T : never };

export interface MemberOfPage<E extends MemberPageColumns = MemberPageColumns> {
  readonly member: AccountRow;
  /** The member has not agreed to the current revision of some policy (the page then asks first). */
  readonly hasOutdatedConsent: boolean;
  /** The page's own columns, read in the same statement. */
  readonly extra: Values<E>;
}

/**
 * `table.column` spelled out: drizzle leaves column names bare in a one-table statement, where a
 * subquery's own table would capture them.
 */
export const qualified = (table: Table, column: Column): SQL => sql`${table}.${sql.identifier(column.name)}`;

/** The placeholders a page's columns may use, and the member's account id (`accounts.id`, qualified). */
export const memberPagePlaceholders = {
  accountId: qualified(accounts, accounts.id),
  storeId: sql.placeholder('storeId'),
  /** ISO 8601 text: cast it (`::timestamptz`) where a time is compared. */
  now: sql.placeholder('now'),
};

export type MemberPageLoader<E extends MemberPageColumns> = (
  db: Db,
  storeId: string,
  accountId: string,
  now: Date,
) => Promise<MemberOfPage<E> | null>;

/**
 * A member page's one statement, built and prepared once under `name`: the account, whether a policy
 * waits for its consent, and the page's `extra` columns, in one round trip (every member screen data
 * runs one; My Page's top reads all its member data with it).
 */
export function memberPageStatement<E extends MemberPageColumns>(name: string, extra: E): MemberPageLoader<E> {
  const { storeId, now } = memberPagePlaceholders;
  const statement = preparedPer((db) =>
    db
      .select({
        member: accounts,
        hasOutdatedConsent: sql<boolean>`${outdatedConsentExists(storeId, memberPagePlaceholders.accountId, now)}`,
        ...(Object.keys(extra).length > 0 ? { extra: { ...extra } } : {}),
      })
      .from(accounts)
      .where(and(eq(accounts.storeId, storeId), eq(accounts.id, sql.placeholder('accountId'))))
      .limit(1)
      .prepare(name),
  );
  return async (db, storeIdValue, accountId, at) => {
    const [row] = await statement(db).execute({ storeId: storeIdValue, accountId, now: at.toISOString() });
    if (!row) return null;
    const extraValues = ('extra' in row ? row.extra : {}) as Values<E>;
    return { member: row.member, hasOutdatedConsent: row.hasOutdatedConsent, extra: extraValues };
  };
}

/** The account and its consent state, for a member page that needs nothing more of the member. */
export const findMemberOfPage = memberPageStatement('member_page', {});
