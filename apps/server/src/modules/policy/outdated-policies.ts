import type { PolicyView } from '@vs/contract';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policies, policyConsents, policyRevisions } from '../../db/schema';
import { currentPolicies } from './policy.repository';

/**
 * Whether the member has not agreed to the current revision of some policy of the store, as an SQL
 * condition (values or placeholders), so a member page's one statement can carry it. The current
 * revision comes from policy_revisions' primary key, the consent from policy_consents' (account,
 * policy, revision) key. A policy with no published revision asks for nothing.
 */
export function outdatedConsentExists(storeId: SQLWrapper, accountId: SQLWrapper, now: SQLWrapper): SQL {
  const currentRevision = sql`(select max(r.revision) from ${policyRevisions} r
    where r.policy_id = p.id and r.published_at <= (${now})::timestamptz)`;
  return sql`exists (select 1 from ${policies} p
    where p.store_id = ${storeId} and ${currentRevision} is not null
      and not exists (select 1 from ${policyConsents} c
        where c.account_id = ${accountId} and c.policy_id = p.id and c.revision = ${currentRevision}))`;
}

/** {@link outdatedConsentExists} on its own (the re-consent page's callers). */
export async function hasOutdatedConsent(db: Db, storeId: string, accountId: string, now: Date): Promise<boolean> {
  // Both drivers answer { rows }; the shared Db type leaves execute's result untyped.
  const result = (await db.execute(
    sql`select ${outdatedConsentExists(sql`${storeId}`, sql`${accountId}`, sql`${now.toISOString()}`)} as outdated`,
  )) as { rows: { outdated: boolean }[] };
  return result.rows[0]?.outdated === true;
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
