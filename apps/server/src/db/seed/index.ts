import type { Db } from '../client';
import {
  campaignCodes,
  consentOptions,
  plans,
  policies,
  policyRevisions,
  storeAccountSettings,
  storeHosts,
  storeLoginSettings,
  storeSignupSettings,
  storePurchaseSettings,
  storeBillingSettings,
  stores,
} from '../schema';
import { demoStore } from './demo-store';
import { insertOidcClients, insertOidcPrecautions, insertOidcScopes } from './oidc-rows';
import { topUpBilling } from './billing-top-up';
import { topUpOidc } from './oidc-top-up';
import { secondStore } from './second-store';
import type { OidcSeed, StoreSeed } from './types';

export const seedStores: readonly StoreSeed[] = [demoStore, secondStore];

export async function insertStore(db: Db, seedData: StoreSeed): Promise<void> {
  const storeId = seedData.store.id;
  await db.insert(stores).values(seedData.store);
  await db.insert(storeHosts).values(seedData.hosts.map((host) => ({ host, storeId })));
  for (const { revisions, ...policy } of seedData.policies) {
    const [row] = await db
      .insert(policies)
      .values({ ...policy, storeId })
      .returning({ id: policies.id });
    if (!row) throw new Error(`policy ${policy.key} was not inserted`);
    if (revisions.length > 0)
      await db.insert(policyRevisions).values(revisions.map((revision) => ({ ...revision, policyId: row.id })));
  }
  if (seedData.signup) await db.insert(storeSignupSettings).values({ ...seedData.signup, storeId });
  if (seedData.login) await db.insert(storeLoginSettings).values({ ...seedData.login, storeId });
  if (seedData.account) await db.insert(storeAccountSettings).values({ ...seedData.account, storeId });
  const options = seedData.consentOptions ?? [];
  if (options.length > 0)
    await db
      .insert(consentOptions)
      .values(options.map((option, index) => ({ ...option, storeId, displayOrder: (index + 1) * 10 })));
  if (seedData.purchase) await db.insert(storePurchaseSettings).values({ ...seedData.purchase, storeId });
  if (seedData.billing) await db.insert(storeBillingSettings).values({ ...seedData.billing, storeId });
  const codes = seedData.campaignCodes ?? [];
  if (codes.length > 0) await db.insert(campaignCodes).values(codes.map((code) => ({ ...code, storeId })));
  if (seedData.oidc) await insertOidc(db, storeId, seedData.oidc);
  if (seedData.plans.length === 0) return;
  await db
    .insert(plans)
    .values(seedData.plans.map((plan, index) => ({ ...plan, storeId, displayOrder: (index + 1) * 10 })));
}

async function insertOidc(db: Db, storeId: string, oidc: OidcSeed): Promise<void> {
  await insertOidcClients(db, storeId, oidc);
  await insertOidcScopes(db, storeId, oidc);
  await insertOidcPrecautions(db, storeId, oidc);
}

/**
 * Seeds the demo stores when the database has no store yet. A database in use keeps its rows; only
 * the seeded stores' OpenID Connect part and invoice issuer, which came later, are added where missing
 * (oidc-top-up.ts, billing-top-up.ts).
 */
export async function seed(db: Db): Promise<void> {
  const existing = await db.select({ id: stores.id }).from(stores).limit(1);
  if (existing.length > 0) {
    await topUpOidc(db, seedStores);
    await topUpBilling(db, seedStores);
    return;
  }
  await db.transaction(async (tx) => {
    for (const seedData of seedStores) await insertStore(tx, seedData);
  });
}
