import type { CustomAssociatedInfoValues } from '@vs/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { policies } from './policies';
import { stores } from './stores';

/**
 * A member of one store (spec 000 §3 "Account"). The same address may be a member of two stores;
 * within a store it is unique regardless of case, enforced by the index on lower(email), so two
 * parallel sign-ups with one address make one account. User IDs are case-sensitive and unique per store.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The public identifier (root screen-data authId, the vs-aid cookie); never the primary key. */
    authId: text('auth_id').notNull().unique('accounts_auth_id_key'),
    email: text('email').notNull(),
    userId: text('user_id'),
    /** argon2id PHC string; null for a member who signed up through an external identity and set none. */
    passwordHash: text('password_hash'),
    /** When the member proved the address (sign-up PIN, verify PIN, change PIN); null if never. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id of the 4-digit profile PIN for the TV app (spec 000 §2 "PIN screen"); null when unset. */
    profilePinHash: text('profile_pin_hash'),
    /** Decided (docs/decisions.md): support can limit an account pending withdrawal. */
    withdrawalLimited: boolean('withdrawal_limited').notNull().default(false),
    name: text('name'),
    nameKana: text('name_kana'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    givenNameKana: text('given_name_kana'),
    familyNameKana: text('family_name_kana'),
    nickname: text('nickname'),
    /** YYYYMMDD */
    birthday: text('birthday'),
    sex: text('sex'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    postalCode: text('postal_code'),
    prefecture: text('prefecture'),
    address: text('address'),
    address2: text('address2'),
    customAssociatedInfo: jsonb('custom_associated_info').$type<CustomAssociatedInfoValues>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_store_email_key').on(t.storeId, sql`lower(${t.email})`),
    uniqueIndex('accounts_store_user_id_key').on(t.storeId, t.userId),
  ],
);

/** Which revision of which policy a member agreed to, and when (re-consent adds rows). */
export const policyConsents = pgTable(
  'policy_consents',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    key: text('key').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.policyId, t.revision] }),
    index('policy_consents_policy_idx').on(t.policyId),
  ],
);
