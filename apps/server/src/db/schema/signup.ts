import type {
  CustomAssociatedInfoDef,
  GenderInputType,
  PasswordStrength,
  PolicyConsent,
  ProfileFieldRules,
} from '@vs/contract';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stores } from './stores';

/** A store's sign-up form: which profile fields it asks for and how (spec 000 §3, 001 §5). */
export const storeSignupSettings = pgTable('store_signup_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  fieldRules: jsonb('field_rules').$type<ProfileFieldRules>().notNull().default({}),
  genderInputType: text('gender_input_type').$type<GenderInputType>().notNull().default('Radio'),
  disallowUnknownGender: boolean('disallow_unknown_gender').notNull().default(false),
  passwordStrength: text('password_strength').$type<PasswordStrength>().notNull().default('default'),
  isEnabledUserId: boolean('is_enabled_user_id').notNull().default(false),
  /** The policy step comes first (4 steps); otherwise policies are agreed to on the e-mail step. */
  showPolicyFirst: boolean('show_policy_first').notNull().default(false),
  customAssociatedInfo: jsonb('custom_associated_info').$type<CustomAssociatedInfoDef[]>().notNull().default([]),
});

/**
 * One visitor's sign-up in progress; the session holds its id. No account exists until the PIN
 * is verified and the form accepted. The PIN is stored as a digest only.
 */
export const signupFlows = pgTable(
  'signup_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The policies agreed to (policy step or e-mail step), checked again against the current revisions. */
    consents: jsonb('consents').$type<PolicyConsent[]>(),
    email: text('email'),
    pinHash: text('pin_hash'),
    pinExpiresAt: timestamp('pin_expires_at', { withTimezone: true }),
    /** Attempts on the current code (reset by a new code); at the cap the code is dead. */
    pinTries: integer('pin_tries').notNull().default(0),
    /** Wrong codes over the whole flow; never reset, so resending cannot buy unlimited guesses. */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinVerifiedAt: timestamp('pin_verified_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signup_flows_expires_at_idx').on(t.expiresAt)],
);

/** Fixed-window counters (sends per e-mail, per client address …), counted in one atomic upsert. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
