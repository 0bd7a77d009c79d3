import type { RenewSpanUnit } from '@vs/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargeAttempts, entitlements, paymentMethods, plans, subscriptions } from '../../db/schema';
import { cardTokensAt, type RunningSandbox } from '../../test/payment-sandbox';
import { insertAccount } from '../account/accounts.repository';

/** Test cards of the sandbox (apps/payment-sandbox/src/test-cards.ts). */
export const CARDS = { ok: '4111111111111111', declined: '4000000000000341', slow: '4000000000009995' } as const;

/** A card registered at the sandbox as the card form would (its tokens, then POST /v1/cards): a real reference. */
export async function sandboxCardReference(sandbox: RunningSandbox, ccNumber: string): Promise<string> {
  const tokens = await cardTokensAt(sandbox, ccNumber);
  const response = await fetch(`${sandbox.url}/v1/cards`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...tokens, returnUrl: 'http://localhost/return' }),
  });
  const answer = (await response.json()) as { status: string; card?: { reference: string } };
  if (answer.status !== 'registered' || !answer.card) throw new Error(`card not registered: ${JSON.stringify(answer)}`);
  return answer.card.reference;
}

/** A billable plan of the demo store. */
export async function insertPlan(
  db: Db,
  plan: { planId: string; price: number; unit: RenewSpanUnit; span: number; taxRate?: number; forceStop?: Date },
): Promise<void> {
  await db.insert(plans).values({
    storeId: 'demo',
    planId: plan.planId,
    planType: 'subscription',
    planName: `Plan ${plan.planId}`,
    renewSpanUnit: plan.unit,
    renewSpan: plan.span,
    price: plan.price,
    taxRate: plan.taxRate ?? 10,
    forceStopRenewDate: plan.forceStop ?? null,
  });
}

let members = 0;

/** A demo-store member with a saved sandbox card (the given reference). */
export async function memberWithCard(
  db: Db,
  cardReference: string | null,
): Promise<{ accountId: string; methodId: string | null }> {
  members += 1;
  const account = await insertAccount(db, {
    storeId: 'demo',
    email: `billing-${members}-${Date.now()}@example.com`,
    userId: null,
    passwordHash: null,
    customAssociatedInfo: {},
  });
  return { accountId: account.id, methodId: cardReference ? await addCard(db, account.id, cardReference) : null };
}

/** A saved sandbox card of the member. */
export async function addCard(db: Db, accountId: string, cardReference: string): Promise<string> {
  const [method] = await db
    .insert(paymentMethods)
    .values({
      storeId: 'demo',
      accountId,
      type: 'SbpsCredit',
      provider: 'sandbox',
      providerReference: cardReference,
      cardBrand: 'V',
      cardLast4: '1111',
      cardExpireDate: '203012',
      createdAt: new Date(),
    })
    .returning({ id: paymentMethods.id });
  if (!method) throw new Error('no card inserted');
  return method.id;
}

/** A running contract due on `nextSettlementDay`, with its entitlement up to that day's start (JST). */
export async function insertDueContract(
  db: Db,
  contract: Partial<typeof subscriptions.$inferInsert> & {
    accountId: string;
    planId: string;
    nextSettlementDay: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      storeId: 'demo',
      planType: 'subscription',
      status: 'ONGOING_CONTRACT',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      ...contract,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('no contract inserted');
  await db.insert(entitlements).values({
    storeId: 'demo',
    accountId: contract.accountId,
    planId: contract.planId,
    subscriptionId: row.id,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: contract.nextSettlementDay ? new Date(`${contract.nextSettlementDay}T00:00:00+09:00`) : null,
  });
  return row.id;
}

export async function contractOf(db: Db, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no contract ${id}`);
  const [entitlement] = await db.select().from(entitlements).where(eq(entitlements.subscriptionId, id));
  return { ...row, entitlementEnds: entitlement?.expiresAt ?? null };
}

export async function attemptsOf(db: Db, subscriptionId: string) {
  return db
    .select()
    .from(chargeAttempts)
    .where(eq(chargeAttempts.subscriptionId, subscriptionId))
    .orderBy(chargeAttempts.createdAt);
}

/**
 * `count` members of the demo store, each with a saved card (one sandbox reference for all) and one
 * contract of `planId` due on `day`, written in three statements: the concurrency spec's thousand.
 */
export async function seedDueContracts(
  db: Db,
  {
    count,
    planId,
    cardReference,
    day,
    tag,
  }: { count: number; planId: string; cardReference: string; day: string; tag: string },
): Promise<void> {
  await db.execute(sql`
    insert into accounts (store_id, auth_id, email)
    select 'demo', ${tag} || '-' || n, ${tag} || '-' || n || '@example.com' from generate_series(1, ${count}) n`);
  await db.execute(sql`
    insert into payment_methods (store_id, account_id, type, provider, provider_reference, card_brand, card_last4,
      card_expire_date, created_at)
    select 'demo', id, 'SbpsCredit', 'sandbox', ${cardReference}, 'V', '1111', '203012', now()
    from accounts where auth_id like ${tag} || '-%'`);
  await db.execute(sql`
    insert into subscriptions (store_id, account_id, plan_id, plan_type, status, next_settlement_day,
      payment_method_id, plan_price, created_at)
    select 'demo', a.id, ${planId}, 'subscription', 'ONGOING_CONTRACT', ${day}::date, m.id, null, now()
    from accounts a join payment_methods m on m.account_id = a.id where a.auth_id like ${tag} || '-%'`);
}
