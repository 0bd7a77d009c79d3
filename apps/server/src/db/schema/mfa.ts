import type { EnablableMultiFactorType, LoginType } from '@vs/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stores } from './stores';

/** A store's login page settings (spec 000 §3 "Login page settings") and the second factors it offers. */
export const storeLoginSettings = pgTable('store_login_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  isEnabledAuthCode: boolean('is_enabled_auth_code').notNull().default(true),
  defaultLoginType: text('default_login_type').$type<LoginType>().notNull().default('password'),
  /** The bot check is asked for only where the server also has a verifier configured. */
  isRecaptchaEnabled: boolean('is_recaptcha_enabled').notNull().default(false),
  multiFactorTypes: jsonb('multi_factor_types')
    .$type<EnablableMultiFactorType[]>()
    .notNull()
    .default(['Email', 'SMS', 'OTP']),
});

/** A second factor a member enabled. The OTP secret is kept sealed (AES-GCM under the app secret). */
export const accountFactors = pgTable(
  'account_factors',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<EnablableMultiFactorType>().notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull(),
    isPreferred: boolean('is_preferred').notNull().default(false),
    otpSecretSealed: text('otp_secret_sealed'),
    /** The last 30-second step whose code was accepted: that step and earlier ones are refused (replay). */
    otpLastStep: bigint('otp_last_step', { mode: 'number' }),
    /**
     * SMS: the number the set-up code was sent to and proved on; codes go only here, never to the
     * profile's phone number (which the member edits without step-up).
     */
    phoneNumber: text('phone_number'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type] })],
);

/** Backup codes: sha256 digests only; each works once. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('backup_codes_account_idx').on(t.accountId)],
);

/**
 * A code that logs in or acts as a second factor (10 minutes, single use, capped wrong tries), bound
 * to the flow that asked for it (`flowId`, kept in that browser's session) and to its purpose.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: text('flow_id').notNull(),
    /** 'login' | 'mfa:Email' | 'mfa:SMS' | 'enable:Email' | 'enable:SMS' */
    purpose: text('purpose').notNull(),
    /** Null for a login code mailed to no member (the answer must not tell). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_flow_idx').on(t.flowId, t.purpose)],
);

/** A browser the member chose to remember: the cookie holds a random token, only its sha256 is kept. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('trusted_devices_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deviceType: text('device_type').notNull(),
    browser: text('browser'),
  },
  (t) => [index('trusted_devices_account_idx').on(t.accountId)],
);

/** Development and test outbox of text messages (the SMS twin of mail_outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    storeId: text('store_id').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_store_idx').on(t.storeId, t.createdAt)],
);
