import type { ConsentType, PlanType, Survey, SurveyAnswers } from '@vs/contract';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { stores } from './stores';

/** What My Page offers in a store beyond sign-up's settings (spec 000 §6: depends on store settings). */
export const storeAccountSettings = pgTable('store_account_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  isProfileImageEnabled: boolean('is_profile_image_enabled').notNull().default(true),
  /** The external identities (social logins) the store offers, in display order. */
  externalIdentities: jsonb('external_identities').$type<{ type: string; name: string }[]>().notNull().default([]),
  /** Asked on /withdraw (spec 000 §4 "Withdrawal"); null asks nothing. */
  withdrawalSurvey: jsonb('withdrawal_survey').$type<Survey>(),
});

/** A consent a store asks for on /mypage/consent (spec 000 §3 "Consent entry"). */
export const consentOptions = pgTable(
  'consent_options',
  {
    id: serial('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: text('type').$type<ConsentType>().notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The value of a member who never touched the switch. */
    defaultValue: boolean('default_value').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('consent_options_store_key_idx').on(t.storeId, t.key)],
);

/** A member's answer to one consent option; absent means the option's default. */
export const accountConsents = pgTable(
  'account_consents',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    consentOptionId: integer('consent_option_id')
      .notNull()
      .references(() => consentOptions.id, { onDelete: 'cascade' }),
    value: boolean('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.consentOptionId] })],
);

/** The member's 200×200 profile image, checked and re-encoded as a data URL by the server. */
export const profileImages = pgTable('profile_images', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: text('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** An external identity linked to the account (spec 000 §3 "UserIdentifier"). */
export const accountIdentities = pgTable(
  'account_identities',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The account's store, kept here so that one identity belongs to one account of a store (the unique index). */
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The issuer that vouched for the subject: a subject is only unique within its issuer. */
    issuer: text('issuer').notNull(),
    /** The provider's subject identifier. */
    subject: text('subject').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  // Identities are keyed by (provider, issuer, subject) in a store, never by e-mail.
  (t) => [
    primaryKey({ columns: [t.accountId, t.type] }),
    uniqueIndex('account_identities_store_type_issuer_subject_idx').on(t.storeId, t.type, t.issuer, t.subject),
  ],
);

/**
 * What a member changed and when, for support: the kind and the names of changed fields,
 * never the values (no passwords, PINs or addresses end up here).
 */
export const accountChanges = pgTable(
  'account_changes',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * e.g. 'profile', 'profileImage', 'email', 'emailVerified', 'password', 'passwordEnabled', 'userId',
     * 'consent', 'policy', 'profilePin'
     */
    kind: text('kind').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_changes_account_idx').on(t.accountId, t.createdAt)],
);

/** The contract once paid: its status and its entitlement's period (ISO instants). */
export interface ActivationOnCharge {
  readonly status: string;
  readonly startsAt: string;
  readonly entitlementExpiresAt: string | null;
}

/**
 * A member's contract (spec 000 §3 "Subscription"), as much as My Page and withdrawal need; the
 * purchase and billing modules grow it. Status is one of spec 000 §4's statuses.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    status: text('status').notNull(),
    nextSettlementDay: date('next_settlement_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // --- the purchase module's columns: every contract, of any plan type, is a row here ---
    /** The plan's type when contracted: a purchase never ends, a rental ends at expiresAt. */
    planType: text('plan_type').$type<PlanType>().notNull().default('subscription'),
    /** Tax-included JPY charged by the purchase that made the contract (0: trial or free campaign). */
    billingAmount: integer('billing_amount').notNull().default(0),
    /** The consumption tax inside billingAmount and its rate (percent), computed once per rate. */
    taxAmount: integer('tax_amount').notNull().default(0),
    taxRate: integer('tax_rate').notNull().default(10),
    /** 'CampaignCode' or the payment module's method id; null for contracts made before the purchase module. */
    paymentMethodType: text('payment_method_type'),
    paymentMethodId: text('payment_method_id'),
    campaignId: text('campaign_id'),
    trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
    firstPaymentDay: timestamp('first_payment_day', { withTimezone: true }),
    /** When the contract ends by itself (a rental's end, a campaign-code subscription's end); null: it does not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    surveyAnswers: jsonb('survey_answers').$type<SurveyAnswers>(),
    /** The purchase token (idempotency key) of the purchase that made it. */
    purchaseToken: text('purchase_token'),
    /**
     * What a PENDING contract becomes once its charge is confirmed (status, entitlement period), kept on
     * the row so the ledger's reconciler can make it live after the request that charged is long gone.
     */
    activationOnCharge: jsonb('activation_on_charge').$type<ActivationOnCharge>(),
    // --- billing: renewals, holds and cancellation ---
    /** The plan's price when contracted (the detail's original price beside a campaign's amount). */
    planPrice: integer('plan_price'),
    /** Discounted payments still to come under the campaign (a discount campaign's count). */
    discountRemaining: integer('discount_remaining'),
    campaignStartDate: timestamp('campaign_start_date', { withTimezone: true }),
    campaignEndDate: timestamp('campaign_end_date', { withTimezone: true }),
    /** When the member asked to cancel, and the plan survey's answers then. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelSurveyAnswers: jsonb('cancel_survey_answers').$type<SurveyAnswers>(),
    /** When the renewal charge failed and the contract went on hold; a retry is allowed from the next JST day. */
    holdSince: timestamp('hold_since', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId),
    // The renewal job's scan: contracts whose settlement day has come.
    index('subscriptions_due_idx')
      .on(t.nextSettlementDay)
      .where(sql`${t.nextSettlementDay} is not null`),
    // One contract per purchase token: the last guard of the idempotent purchase.
    uniqueIndex('subscriptions_purchase_token_idx').on(t.accountId, t.purchaseToken),
  ],
);

/** What is kept of a withdrawn member: when, and the survey answers; nothing that identifies them. */
export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  surveyAnswers: jsonb('survey_answers').$type<SurveyAnswers>().notNull().default({}),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
});
