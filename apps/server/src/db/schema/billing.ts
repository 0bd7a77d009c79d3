import type { Honorific } from '@vs/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { subscriptions } from './account-area';
import { stores } from './stores';

/** What a charge attempt pays for. */
export type ChargeKind = 'purchase' | 'rental' | 'subscription' | 'renewal' | 'retry' | 'trialConversion';

/**
 * pending: written, the provider not yet answered; charged / failed: settled; unknown: the provider's
 * answer was lost (timeout) and the reconciler must ask the provider by `providerKey`.
 */
export type ChargeState = 'pending' | 'charged' | 'failed' | 'unknown';

/** The payment method as it was when charged: payment history shows it even after the method is deleted. */
export interface ChargedMethod {
  readonly paymentMethodType: string;
  readonly cardbrandCode?: string;
  readonly cardNumberSuffix?: string;
}

/**
 * The ledger: one row per charge attempt, written before the provider is asked and settled after.
 * Payment history, invoices and revenue read only this table. At most one attempt of a subscription's
 * period, and one of an order, is live or charged at a time (the partial unique indexes): whatever the
 * number of processes and whatever times out, a period or an order is charged at most once.
 */
export const chargeAttempts = pgTable(
  'charge_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Null once the member withdrew: the store keeps its revenue records. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    /** The plan's name when charged (the history and the invoice show what was bought then). */
    planName: text('plan_name').notNull(),
    kind: text('kind').$type<ChargeKind>().notNull(),
    state: text('state').$type<ChargeState>().notNull(),
    /** Tax-included JPY; 0 for a free order (trial, free campaign), which never reaches the provider. */
    amountJpy: integer('amount_jpy').notNull(),
    /** Consumption tax inside amountJpy at taxRate (percent), rounded down once per rate. */
    taxAmount: integer('tax_amount').notNull(),
    taxRate: integer('tax_rate').notNull(),
    paymentMethodId: text('payment_method_id'),
    paymentMethod: jsonb('payment_method').$type<ChargedMethod>(),
    /** The provider's idempotency key for this attempt: asking again with it never charges twice. */
    providerKey: text('provider_key').notNull().unique(),
    providerChargeId: text('provider_charge_id'),
    /** A subscription period's first day (JST date) for renewals, retries and trial conversions. */
    periodStart: date('period_start'),
    /** The purchase token of the order that made it (purchases, rentals, first subscription charges). */
    orderToken: text('order_token'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('charge_attempts_live_period_idx')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.periodStart} is not null and ${t.state} <> 'failed'`),
    uniqueIndex('charge_attempts_live_order_idx')
      .on(t.accountId, t.orderToken)
      .where(sql`${t.orderToken} is not null and ${t.state} <> 'failed'`),
    index('charge_attempts_account_idx').on(t.accountId, t.createdAt),
    index('charge_attempts_unsettled_idx')
      .on(t.state, t.createdAt)
      .where(sql`${t.state} in ('pending', 'unknown')`),
  ],
);

/**
 * A qualified invoice (適格請求書) as issued: never changed afterwards. Issuing again for the same
 * charge writes a new row marked as a re-issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chargeAttemptId: uuid('charge_attempt_id')
      .notNull()
      .references(() => chargeAttempts.id, { onDelete: 'cascade' }),
    addressee: text('addressee').notNull(),
    honorific: text('honorific').$type<Honorific>().notNull(),
    /** The store's issuer name and registration number when issued. */
    issuerName: text('issuer_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    /** The member's contact e-mail when issued: a later change of address does not change an issued invoice. */
    contactEmail: text('contact_email').notNull(),
    /** 1 for the first issue, 2… for re-issues. */
    issueNumber: integer('issue_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoices_charge_issue_idx').on(t.chargeAttemptId, t.issueNumber)],
);

/** The store's invoice issuer (the qualified-invoice registration: 'T' and 13 digits). */
export const storeBillingSettings = pgTable('store_billing_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  issuerName: text('issuer_name').notNull(),
  registrationNumber: text('registration_number').notNull(),
});
