/**
 * External identities (spec 000 §1 "log in … external identity", §2 /auth… and /social… routes, §3
 * "UserIdentifier"; spec 001 §7 GET /auth/authorize, POST /zapi/auth/social/disable, §8 the linking
 * errors): the addresses the browser is sent through and the reasons the pages show.
 */
import type { BodyOf } from './endpoint';
import type * as externalIdentityEndpoints from './endpoints/external-identity';

/**
 * Navigations, not calls: the browser loads them as documents (a button's link, the provider's
 * redirect or its cross-site form post) and the server answers with a redirect, never with JSON.
 */
export const externalAuthPaths = {
  /** ?userIdentifierType=…[&socialActionType=enableExternalAuth]: off to the provider. */
  authorize: '/auth/authorize',
  /** The provider's redirect back (query response mode). */
  callback: '/auth/callback',
  /** The provider's form post back (`response_mode=form_post`, Apple style). */
  formCallback: '/auth/callback/form',
} as const;

/** An identity provider the store offers (spec 000 §3 login page settings' `userIdentifierList`). */
export interface UserIdentifier {
  /** The spec's userIdentifierType: LINE, GOOGLE, APPLE … as the store's provider rows name them. */
  readonly userIdentifierType: string;
  readonly userIdentifierName: string;
}

/** How a provider is spoken to: OpenID Connect with discovery, or plain OAuth 2.0 with a profile endpoint. */
export type UserIdentifierMethod = 'oidc' | 'oauth2';

/**
 * Why linking failed, as /social/relate/error?type=… receives it (spec 001 §8: 'already exists' for
 * an identity linked to another account; the system error text for every other failure).
 */
export const socialRelateErrorTypes = ['ACCOUNT_ALREADY_EXISTS', 'SOCIAL_LINK_FAILED'] as const;
export type SocialRelateErrorType = (typeof socialRelateErrorTypes)[number];

/**
 * A login through a provider that failed or was cancelled comes back to /login?error=LOGIN_FAILED
 * (spec 001 §8 "other signup or login failure": '認証に失敗しました。').
 */
export const EXTERNAL_LOGIN_ERROR_PARAM = 'error';

/** POST /zapi/auth/social/disable */
export type SocialDisableRequest = BodyOf<typeof externalIdentityEndpoints.socialDisable>;
