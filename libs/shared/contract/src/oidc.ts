/** The OpenID Connect interaction pages (spec 000 §3 "OIDC consent"). */

import type { BotCheckSettings, LoginType } from './auth';
import type { UserIdentifier } from './external-identity';

/** The relying party as the consent and account-selection pages show it. */
export interface OidcClientInfo {
  readonly clientId: string;
  readonly clientName: string;
  readonly clientNameJa: string;
  readonly logoUri: string | null;
  readonly serviceLogoUri: string | null;
  readonly description: string;
  readonly providerName: string;
  readonly tosUri: string | null;
  readonly privacyUri: string | null;
}

/** One scope the store offers, in the visitor's language. */
export interface OidcScopeSetting {
  readonly scopeKey: string;
  readonly scopeName: string;
  readonly scopeDescription: string;
  /** Locked on: the client cannot work without it. */
  readonly required: boolean;
}

/** The store's precautions block on the consent page. */
export interface OidcPrecautions {
  readonly title: string;
  readonly renderData: string;
}

/** GET /zapi/internal/oidc/login/screen-data */
export interface OidcLoginScreenData {
  readonly isEnabledUserId: boolean;
  /** As on /login: the store offers the e-mailed code too (then the page shows both modes). */
  readonly isEnabledAuthCode: boolean;
  readonly defaultLoginType: LoginType;
  /** As on /login: the store's identity providers, a button each. */
  readonly userIdentifierList: readonly UserIdentifier[];
  /** As on /login: present when the store asks for a bot-check token with each login. */
  readonly botCheck: BotCheckSettings | null;
  readonly clientInfo: OidcClientInfo;
}

/** GET /zapi/internal/oidc/consent/screen-data (spec 000 §3 "OIDC consent"). */
export interface OidcConsentScreenData {
  readonly clientInfo: OidcClientInfo;
  readonly requestScopeKeys: readonly string[];
  readonly storeScopeSettings: readonly OidcScopeSetting[];
  /** Requested scopes the member already granted this client: shown, not asked. */
  readonly authorizedScopeKeys: readonly string[];
  /** Requested scopes that need the member's permission: the switches. */
  readonly unauthorizedScopeKeys: readonly string[];
  /** Scopes new since the member's last consent to this client (a subset of the unauthorized ones). */
  readonly updatedScopeKeys: readonly string[];
  readonly oidcPrecautions: OidcPrecautions | null;
}

/** GET /zapi/internal/oidc/select-account/screen-data */
export interface OidcSelectAccountScreenData {
  readonly clientInfo: OidcClientInfo;
  /** The signed-in member the client would receive. */
  readonly account: { readonly displayName: string; readonly email: string };
}

/**
 * GET /zapi/internal/oidc/logout/screen-data: the logout a client asked for (OpenID Connect
 * RP-Initiated Logout 1.0), before the member confirms it.
 */
export interface OidcLogoutScreenData {
  /** The client that asked (named by its id_token_hint or client_id); null when it did not say. */
  readonly clientInfo: OidcClientInfo | null;
  /** The member logged in on the site, whom the logout ends; null for a guest. */
  readonly account: { readonly displayName: string; readonly email: string } | null;
}

/** Every interaction form post answers where the browser goes next (often the provider, then the client). */
export interface OidcStepAnswer {
  readonly redirectTo: string;
}

/** The relying party of a grant, as the spec names its fields (spec 000 §3 "Account grant"). */
export interface AccountGrantClient {
  readonly client_name_ja: string;
  readonly client_name: string;
  readonly logo_uri: string | null;
  readonly description: string;
  readonly provider_name: string;
}

/** One scope the member granted, in the member's language. */
export interface AuthorizedScope {
  readonly scopeName: string;
  readonly scopeDescription: string;
}

/** A connected application: the member's grant to one client (spec 000 §3 "Account grant"). */
export interface AccountGrant {
  readonly clientId: string;
  readonly grantId: string;
  /** ISO 8601: when the member first linked the application. */
  readonly issuedAt: string;
  readonly authorizedScopes: readonly AuthorizedScope[];
  readonly client: AccountGrantClient;
}

/** GET /zapi/internal/mypage/connections/screen-data: the linked applications, latest first. */
export interface ConnectionsScreenData {
  readonly grants: readonly AccountGrant[];
}

/** GET /zapi/internal/mypage/connections/client/{clientId}/screen-data */
export interface ConnectionDetailScreenData {
  readonly grant: AccountGrant;
}
