import type { PlanType, RenewSpanUnit, Survey } from '@vs/contract';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** Spec 000 §3 "Plan". planId is unique per store only: two stores may both sell 'monthly'. */
export const plans = pgTable(
  'plans',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    planType: text('plan_type').$type<PlanType>().notNull(),
    planName: text('plan_name').notNull(),
    planDescription: text('plan_description').notNull().default(''),
    renewSpanUnit: text('renew_span_unit').$type<RenewSpanUnit>(),
    renewSpan: integer('renew_span'),
    freeTrialDays: integer('free_trial_days'),
    /** Tax-included JPY. */
    price: integer('price').notNull(),
    /** Consumption tax rate in percent: 10 standard, 8 reduced (spec 000 §9 "tax per rate"). */
    taxRate: integer('tax_rate').notNull().default(10),
    salesStartDate: timestamp('sales_start_date', { withTimezone: true }),
    salesEndDate: timestamp('sales_end_date', { withTimezone: true }),
    salesCount: integer('sales_count').notNull().default(0),
    salesLimit: integer('sales_limit'),
    forceStopRenewDate: timestamp('force_stop_renew_date', { withTimezone: true }),
    hasAvailableCampaign: boolean('has_available_campaign').notNull().default(false),
    orderCompletedMessage: text('order_completed_message'),
    /** The plan list's order; ties fall back to planId so the order is stable. */
    displayOrder: integer('display_order').notNull().default(0),
    /** The plan's survey, asked on the confirm page (spec 000 §3 "Plan", "Survey"); null: none. */
    survey: jsonb('survey').$type<Survey>(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.planId] }), index('plans_store_order_idx').on(t.storeId, t.displayOrder)],
);
