import type { ConsentEntry, ConsentType } from '@vs/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountConsents, consentOptions } from '../../db/schema';
import { recentPerStore } from '../store/recent-store-settings';

export type ConsentOptionRow = typeof consentOptions.$inferSelect;

export async function hasConsentOptions(db: Db, storeId: string, type: ConsentType): Promise<boolean> {
  const rows = await db
    .select({ id: consentOptions.id })
    .from(consentOptions)
    .where(and(eq(consentOptions.storeId, storeId), eq(consentOptions.type, type)))
    .limit(1);
  return rows.length > 0;
}

/** The types of which the store offers options (one statement for all of them). */
export async function consentTypesOf(db: Db, storeId: string): Promise<ReadonlySet<ConsentType>> {
  const rows = await db
    .selectDistinct({ type: consentOptions.type })
    .from(consentOptions)
    .where(eq(consentOptions.storeId, storeId));
  return new Set(rows.map((row) => row.type as ConsentType));
}

/** {@link consentTypesOf} up to a few seconds old (My Page's top links the consent pages by it). */
export const recentConsentTypesOf = recentPerStore(consentTypesOf);

/** The store's options of one type in display order, each with the member's answer or the option's default. */
export async function consentEntriesOf(
  db: Db,
  storeId: string,
  accountId: string,
  type: ConsentType,
): Promise<ConsentEntry[]> {
  const rows = await db
    .select({
      id: consentOptions.id,
      key: consentOptions.key,
      title: consentOptions.title,
      description: consentOptions.description,
      value: sql<boolean>`coalesce(${accountConsents.value}, ${consentOptions.defaultValue})`,
    })
    .from(consentOptions)
    .leftJoin(
      accountConsents,
      and(eq(accountConsents.consentOptionId, consentOptions.id), eq(accountConsents.accountId, accountId)),
    )
    .where(and(eq(consentOptions.storeId, storeId), eq(consentOptions.type, type)))
    .orderBy(asc(consentOptions.displayOrder), asc(consentOptions.id));
  return rows.map(({ id, ...entry }) => ({ consentOptionId: String(id), ...entry }));
}

export async function findConsentOption(db: Db, storeId: string, id: number): Promise<ConsentOptionRow | null> {
  const [row] = await db
    .select()
    .from(consentOptions)
    .where(and(eq(consentOptions.storeId, storeId), eq(consentOptions.id, id)))
    .limit(1);
  return row ?? null;
}

export async function saveConsent(
  db: Db,
  accountId: string,
  consentOptionId: number,
  value: boolean,
  at: Date,
): Promise<void> {
  await db
    .insert(accountConsents)
    .values({ accountId, consentOptionId, value, updatedAt: at })
    .onConflictDoUpdate({
      target: [accountConsents.accountId, accountConsents.consentOptionId],
      set: { value, updatedAt: at },
    });
}
