import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * A relying party registered with one store. `metadata` is the client's OAuth/OIDC
 * registration as oidc-provider reads it (redirect_uris, token_endpoint_auth_method, client_secret …);
 * the other columns are what the consent page and My Page show (spec 000 §3 "OIDC consent").
 */
export const oidcClients = pgTable(
  'oidc_clients',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    clientName: text('client_name').notNull(),
    clientNameJa: text('client_name_ja').notNull(),
    logoUri: text('logo_uri'),
    description: text('description').notNull().default(''),
    providerName: text('provider_name').notNull().default(''),
    tosUri: text('tos_uri'),
    privacyUri: text('privacy_uri'),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * A confidential client's secret, sealed (modules/oidc/oidc-seal.ts); the adapter opens it into
     * `client_secret`. A secret written into `metadata` in the clear is moved here at boot.
     */
    clientSecretSealed: text('client_secret_sealed'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.clientId] })],
);

/**
 * The scopes a store offers (spec 000 §3 "storeScopeSettings"): names and descriptions in both
 * languages, the claims each releases, and whether consent to it is required (locked on).
 */
export const oidcScopes = pgTable(
  'oidc_scopes',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    scopeKey: text('scope_key').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionJa: text('description_ja').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    claims: jsonb('claims').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.scopeKey] })],
);

/**
 * Every object oidc-provider stores (sessions, interactions, codes, tokens, grants), one adapter
 * table for all kinds. `account_id` (the member's authId, the `sub`) and `client_id` are copied
 * out of the payload so grants can be found per member and client (consent, My Page connections).
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    accountId: text('account_id'),
    clientId: text('client_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.kind, t.id] }),
    index('oidc_payloads_grant_idx').on(t.storeId, t.grantId),
    index('oidc_payloads_uid_idx').on(t.storeId, t.uid),
    index('oidc_payloads_account_client_idx').on(t.storeId, t.kind, t.accountId, t.clientId),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Where a signing key is in its life (signing-key-rotation.ts). */
export type SigningKeyState = 'next' | 'current' | 'retired';

/**
 * A store's signing keys (private JWKs, sealed under their own purpose's key): `next` is published
 * before it signs, `current` signs, `retired` stays published a while so tokens it signed still verify.
 * `kid` is null only on a key stored before rotation existed, until the boot upgrade reads it.
 */
export const oidcSigningKeys = pgTable(
  'oidc_signing_keys',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kid: text('kid'),
    state: text('state').$type<SigningKeyState>().notNull().default('current'),
    sealedJwk: text('sealed_jwk').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_signing_keys_kid_idx').on(t.storeId, t.kid),
    // One current and one next key per store, whatever number of processes rotate at once.
    uniqueIndex('oidc_signing_keys_current_idx')
      .on(t.storeId)
      .where(sql`${t.state} = 'current'`),
    uniqueIndex('oidc_signing_keys_next_idx')
      .on(t.storeId)
      .where(sql`${t.state} = 'next'`),
  ],
);

/**
 * The store's precautions block on the consent page (spec 000 §3 "oidcPrecautions": title,
 * renderData), one row per language. `render_data` is stored markup, sanitised by the page like a
 * policy's text.
 */
export const oidcPrecautions = pgTable(
  'oidc_precautions',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    language: text('language').$type<'ja' | 'en'>().notNull(),
    title: text('title').notNull(),
    renderData: text('render_data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.language] })],
);
