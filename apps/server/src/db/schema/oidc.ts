import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * A relying party registered with one store (issue 17). `metadata` is the client's OAuth/OIDC
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

/** A store's signing key (a private JWK, sealed like the OTP secrets): its issuer's `jwks`. */
export const oidcSigningKeys = pgTable('oidc_signing_keys', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  sealedJwk: text('sealed_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
