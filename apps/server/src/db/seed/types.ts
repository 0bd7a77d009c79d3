import type {
  campaignCodes,
  consentOptions,
  oidcClients,
  oidcPrecautions,
  oidcScopes,
  plans,
  policies,
  policyRevisions,
  storeAccountSettings,
  storeLoginSettings,
  storeSignupSettings,
  storePurchaseSettings,
  storeBillingSettings,
  stores,
} from '../schema';

export type PlanSeed = Omit<typeof plans.$inferInsert, 'storeId' | 'displayOrder'>;

export interface PolicySeed extends Omit<typeof policies.$inferInsert, 'storeId' | 'id'> {
  readonly revisions: readonly Omit<typeof policyRevisions.$inferInsert, 'policyId'>[];
}

/** Everything one store brings: its row, hosts, policies and plans (listed in display order). */
export interface StoreSeed {
  readonly store: typeof stores.$inferInsert;
  readonly hosts: readonly string[];
  readonly policies: readonly PolicySeed[];
  readonly plans: readonly PlanSeed[];
  /** The sign-up form's settings; absent → the defaults of signup-settings.ts. */
  readonly signup?: Omit<typeof storeSignupSettings.$inferInsert, 'storeId'>;
  /** The login page's settings and offered second factors; absent → the table's defaults. */
  readonly login?: Omit<typeof storeLoginSettings.$inferInsert, 'storeId'>;
  /** What My Page offers beyond sign-up (profile image, external identities); absent → the table's defaults. */
  readonly account?: Omit<typeof storeAccountSettings.$inferInsert, 'storeId'>;
  /** The newsletter and privacy switches of /mypage/consent, in display order per type. */
  readonly consentOptions?: readonly Omit<typeof consentOptions.$inferInsert, 'storeId' | 'id' | 'displayOrder'>[];
  /** The purchase rules (contract limit); absent → no limit. */
  readonly purchase?: Omit<typeof storePurchaseSettings.$inferInsert, 'storeId'>;
  /** The qualified-invoice issuer (name, registration number 'T' + 13 digits); absent → no invoices. */
  readonly billing?: Omit<typeof storeBillingSettings.$inferInsert, 'storeId'>;
  /** Campaign codes (codes upper case). */
  readonly campaignCodes?: readonly Omit<typeof campaignCodes.$inferInsert, 'storeId'>[];
  /** OpenID Connect clients and scopes; absent → none (the store's isOidcEnabled should then be off). */
  readonly oidc?: OidcSeed;
}

/** A store's OpenID Connect relying parties and scopes, in display order. */
export interface OidcSeed {
  readonly clients: readonly Omit<typeof oidcClients.$inferInsert, 'storeId'>[];
  readonly scopes: readonly Omit<typeof oidcScopes.$inferInsert, 'storeId' | 'displayOrder'>[];
  /** The consent page's precautions block, one per language. */
  readonly precautions: readonly Omit<typeof oidcPrecautions.$inferInsert, 'storeId'>[];
}
