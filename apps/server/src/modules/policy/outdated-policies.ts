import type { PolicyView } from '@vs/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policies, policyConsents, policyRevisions } from '../../db/schema';
import { currentPolicies } from './policy.repository';

/**
 * Whether the member has not agreed to the current revision of some policy of the store. One
 * statement for every My Page screen data: the current revision comes from policy_revisions' primary
 * key, the consent from policy_consents' (account, policy, revision) key. A policy with no published
 * revision asks for nothing.
 */
export async function hasOutdatedConsent(db: Db, storeId: string, accountId: string, now: Date): Promise<boolean> {
  const currentRevision = sql`(select max(r.revision) from ${policyRevisions} r
    where r.policy_id = ${policies.id} and r.published_at <= ${now})`;
  const rows = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.storeId, storeId),
        sql`${currentRevision} is not null`,
        sql`not exists (select 1 from ${policyConsents} c
          where c.account_id = ${accountId} and c.policy_id = ${policies.id} and c.revision = ${currentRevision})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The store's current policies whose current revision the member has not agreed to, in the store's order. */
export async function outdatedPoliciesOf(db: Db, storeId: string, accountId: string, now: Date): Promise<PolicyView[]> {
  const current = await currentPolicies(db, storeId, now);
  if (current.length === 0) return [];
  const agreed = await db
    .select({ policyId: policyConsents.policyId, revision: policyConsents.revision })
    .from(policyConsents)
    .where(
      and(
        eq(policyConsents.accountId, accountId),
        inArray(
          policyConsents.policyId,
          current.map((policy) => Number(policy.policyId)),
        ),
      ),
    );
  return current.filter(
    (policy) => !agreed.some((row) => String(row.policyId) === policy.policyId && row.revision === policy.revision),
  );
}
