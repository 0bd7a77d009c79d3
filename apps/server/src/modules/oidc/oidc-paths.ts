/**
 * Where the provider's endpoints live: under a prefix no page of the spec uses (`/oidc/*`
 * are the interaction pages, `/auth` is the external-identity page), discovery at the store's root.
 */
export const OIDC_PREFIX = '/oidc-op';
export const DISCOVERY_PATH = '/.well-known/openid-configuration';

export const providerRoutes = {
  authorization: `${OIDC_PREFIX}/auth`,
  token: `${OIDC_PREFIX}/token`,
  userinfo: `${OIDC_PREFIX}/me`,
  jwks: `${OIDC_PREFIX}/jwks`,
  revocation: `${OIDC_PREFIX}/token/revocation`,
  introspection: `${OIDC_PREFIX}/token/introspection`,
  end_session: `${OIDC_PREFIX}/session/end`,
  registration: `${OIDC_PREFIX}/reg`,
  pushed_authorization_request: `${OIDC_PREFIX}/request`,
  code_verification: `${OIDC_PREFIX}/device`,
  device_authorization: `${OIDC_PREFIX}/device/auth`,
  backchannel_authentication: `${OIDC_PREFIX}/backchannel`,
  challenge: `${OIDC_PREFIX}/challenge`,
} as const;

/** The interaction entry pages the provider sends the browser to (spec 000 §2 "OIDC"). */
export function interactionEntryOf(promptName: string): string {
  if (promptName === 'login') return '/oidc/loginInteraction';
  if (promptName === 'select_account') return '/oidc/selectAccountInteraction';
  return '/oidc';
}
