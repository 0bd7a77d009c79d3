import type { PolicyConsent, PolicyView } from '@vs/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policies, policyConsents, policyRevisions } from '../../db/schema';

/** A store's policies at their current revision: the newest one already published. */
export async function currentPolicies(db: Db, storeId: string, now: Date): Promise<PolicyView[]> {
  const rows = await db
    .select({
      id: policies.id,
      key: policies.key,
      title: policies.title,
      isExternal: policies.isExternal,
      dataSource: policies.dataSource,
      revision: policyRevisions.revision,
      renderData: policyRevisions.renderData,
    })
    .from(policies)
    .innerJoin(policyRevisions, eq(policyRevisions.policyId, policies.id))
    .where(
      and(
        eq(policies.storeId, storeId),
        eq(
          policyRevisions.revision,
          sql`(select max(r.revision) from ${policyRevisions} r
            where r.policy_id = ${policies.id} and r.published_at <= ${now})`,
        ),
      ),
    )
    .orderBy(asc(policies.id));
  return rows.map((row) => ({
    policyId: String(row.id),
    revision: row.revision,
    key: row.key,
    title: row.title,
    isExternal: row.isExternal,
    dataSource: row.dataSource,
    renderData: row.isExternal ? null : row.renderData,
  }));
}

/** Records the consents of a new member (inside the sign-up transaction). */
export async function insertConsents(
  db: Db,
  accountId: string,
  consents: readonly PolicyConsent[],
  at: Date,
): Promise<void> {
  if (consents.length === 0) return;
  await db
    .insert(policyConsents)
    .values(
      consents.map((c) => ({
        accountId,
        policyId: Number(c.policyId),
        revision: c.revision,
        key: c.key,
        consentedAt: at,
      })),
    )
    .onConflictDoNothing();
}
