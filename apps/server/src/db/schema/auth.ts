import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stores } from './stores';

/**
 * Every login attempt, good or bad (spec 000 §3 "Login history entry"). `accountId` is null when
 * the identifier matched nobody. Device type and browser are parsed from the user agent; the country
 * comes with a later slice.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'success' or the failure's code (e.g. LOGIN_INVALID_EMAIL_OR_PASSWORD, TOO_MANY_REQUESTS). */
    result: text('result').notNull(),
    identifier: text('identifier').notNull(),
    loginMethod: text('login_method').notNull(),
    ip: text('ip').notNull(),
    /** Truncated to 500 characters (spec 001 §9). */
    userAgent: text('user_agent').notNull(),
    /** 'android' | 'iphone' | 'ipad' | 'mac' | 'pc' | 'other', parsed from the user agent. */
    deviceType: text('device_type').notNull().default('other'),
    /** The browser's name as the parser knows it (Chrome, Safari, Edge …), or null. */
    browser: text('browser'),
    /** ISO 3166-1 alpha-2 of the client address; null until the offline database is wired in. */
    country: text('country'),
    /** The second factor used, and whether one was asked for (multi-factor comes with a later slice). */
    multiFactorType: text('multi_factor_type'),
    multiFactorRequested: boolean('multi_factor_requested').notNull().default(false),
  },
  (t) => [
    index('login_history_account_idx').on(t.accountId, t.at),
    index('login_history_store_at_idx').on(t.storeId, t.at),
  ],
);

/**
 * Consecutive failed guesses of one subject (an account or a client address): the wait before the
 * next try grows with `failures` (Keycloak-style), and a success resets it. Counted atomically.
 * An account's row also holds NIST's ceiling: past it only a password reset lets it guess again.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** The nonce of the last attempt let through: how a request learns, from RETURNING, that it got the try. */
  lastGrant: text('last_grant').notNull(),
  /**
   * A row of a rule with a ceiling (one account's guesses): consecutive failures count until a
   * success or a password reset clears them, so the stale sweep leaves it alone.
   */
  keptUntilCleared: boolean('kept_until_cleared').notNull().default(false),
});

/** A password-reset link: the token itself is mailed, only its sha256 is kept; single-use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountId)],
);
