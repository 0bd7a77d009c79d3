import type { PlanType } from '@vs/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { subscriptions } from './account-area';
import { stores } from './stores';

/** The purchase rules a store sets. */
export const storePurchaseSettings = pgTable('store_purchase_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** How many live subscription contracts one member may hold; null: no limit. */
  contractLimit: integer('contract_limit'),
});

/**
 * A campaign code (spec 001 §5 "Campaign code", spec 000 §9 "Campaign display"). A free campaign is
 * freeDays of a subscription at no charge (subscriptions only); a discount takes discountPercent off
 * the first discountContinuationCount payments of the plan types and plans it names.
 */
export const campaignCodes = pgTable(
  'campaign_codes',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Upper case: codes are matched case-insensitively. */
    code: text('code').notNull(),
    campaignId: text('campaign_id').notNull(),
    campaignName: text('campaign_name').notNull(),
    campaignDescription: text('campaign_description'),
    campaignType: text('campaign_type').$type<'free' | 'discount'>().notNull(),
    freeDays: integer('free_days'),
    discountPercent: integer('discount_percent'),
    discountContinuationCount: integer('discount_continuation_count'),
    /** The plans it applies to; null: every plan of the store. */
    planIds: jsonb('plan_ids').$type<string[]>(),
    /** The plan types it applies to; null: every type its effect fits (a free campaign: subscriptions). */
    planTypes: jsonb('plan_types').$type<PlanType[]>(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.code] })],
);

/**
 * What a member may watch, and until when (null: no end): made with the contract in one transaction.
 * Entitlement expiry is shown only within 10 years (spec 000 §9).
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('entitlements_account_idx').on(t.accountId, t.planId)],
);

/**
 * Idempotency of POST /zapi/purchase/{planId}: one row per purchase token, kept 24 hours. The first
 * request inserts it ('pending'), runs the purchase and stores the answer ('done'); the same token
 * with the same body gets that answer again, with another body PURCHASE_TOKEN_REUSED.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purchaseToken: text('purchase_token').notNull(),
    /** sha256 of the plan id and the validated body in a canonical form. */
    bodyHash: text('body_hash').notNull(),
    state: text('state').$type<'pending' | 'challenge' | 'done'>().notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.purchaseToken] }),
    index('purchase_requests_created_idx').on(t.createdAt),
  ],
);
