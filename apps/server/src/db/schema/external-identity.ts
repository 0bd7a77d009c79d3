import type { UserIdentifierMethod } from '@vs/contract';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stores } from './stores';

/**
 * An external identity provider a store offers (LINE, Google, Apple as OpenID Connect; X and
 * Facebook as OAuth 2.0). The client secret is sealed (modules/external-identity/provider-secret.ts).
 */
export const externalIdentityProviders = pgTable(
  'external_identity_providers',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The spec's userIdentifierType (e.g. 'Line'); unique in its store. */
    type: text('type').notNull(),
    /** The spec's userIdentifierName: what the buttons and My Page show. */
    name: text('name').notNull(),
    method: text('method').$type<UserIdentifierMethod>().notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** OpenID Connect: the issuer discovered; OAuth 2.0: the identifier its identities are kept under. */
    issuer: text('issuer').notNull(),
    /** OAuth 2.0 only (OpenID Connect discovers them). */
    authorizationEndpoint: text('authorization_endpoint'),
    tokenEndpoint: text('token_endpoint'),
    profileEndpoint: text('profile_endpoint'),
    /** Dotted paths into the profile answer (X: 'data.id'); OAuth 2.0 only. */
    profileSubjectPath: text('profile_subject_path').notNull().default('id'),
    profileEmailPath: text('profile_email_path'),
    scopes: text('scopes').notNull(),
    /** 'HS256' for providers that sign ID tokens with the client secret (LINE); null: the issuer's keys. */
    idTokenAlg: text('id_token_alg'),
    responseMode: text('response_mode').$type<'query' | 'form_post'>().notNull().default('query'),
    tokenAuthMethod: text('token_auth_method')
      .$type<'client_secret_basic' | 'client_secret_post'>()
      .notNull()
      .default('client_secret_basic'),
    enabled: boolean('enabled').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.type] })],
);

/**
 * One trip to a provider and back: its state (kept as a digest), nonce and PKCE verifier, bound to
 * the browser that started it and used once. A form-post callback parks the provider's answer here
 * until the browser's own same-site request picks it up.
 */
export const externalAuthAttempts = pgTable(
  'external_auth_attempts',
  {
    stateDigest: text('state_digest').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    providerType: text('provider_type').notNull(),
    action: text('action').$type<'login' | 'link'>().notNull(),
    /** The member linking (action 'link'); a login has none. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    browserDigest: text('browser_digest').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectTo: text('redirect_to'),
    formResponse: jsonb('form_response').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('external_auth_attempts_created_idx').on(t.createdAt)],
);
