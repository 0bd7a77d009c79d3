import * as oidc from 'openid-client';
import { hasValidHs256Signature } from './hs256-id-token';
import type { OpenedProvider } from './providers.repository';

/** Who the provider says came back: keyed by (provider, issuer, subject), never by e-mail. */
export interface ExternalIdentityClaims {
  readonly type: string;
  readonly issuer: string;
  readonly subject: string;
  /** A suggestion for sign-up only: never used to find or link an account. */
  readonly email: string | null;
  /** Whether the provider says it verified the address (OpenID Connect `email_verified`). */
  readonly emailVerified: boolean;
}

/** A provider's answer that must not be believed (bad signature, missing subject …); the message is for the log. */
export class UntrustedAnswerError extends Error {}

const MAX_CLAIM_LENGTH = 255;
const claimText = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_CLAIM_LENGTH
    ? value
    : typeof value === 'number' && Number.isSafeInteger(value)
      ? String(value)
      : null;

/** Apple sends `email_verified` as the string "true". */
const isTrue = (value: unknown): boolean => value === true || value === 'true';

export interface CallbackChecks {
  readonly currentUrl: URL;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/**
 * Trades the code for tokens (PKCE, state; the nonce for OpenID Connect) and reads the identity: the
 * ID token's claims, or the OAuth 2.0 provider's profile endpoint. Throws on anything not right.
 */
export async function identityFromCallback(
  config: oidc.Configuration,
  provider: OpenedProvider,
  checks: CallbackChecks,
): Promise<ExternalIdentityClaims> {
  const isOidc = provider.method === 'oidc';
  const tokens = await oidc.authorizationCodeGrant(config, checks.currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    ...(isOidc ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
  });
  if (isOidc) {
    if (provider.idTokenAlg === 'HS256' && !hasValidHs256Signature(tokens.id_token ?? '', provider.clientSecret))
      throw new UntrustedAnswerError('the HS256 ID token signature does not verify under the client secret');
    const claims = tokens.claims();
    const subject = claimText(claims?.sub);
    if (!claims || !subject) throw new UntrustedAnswerError('the ID token has no usable subject');
    return {
      type: provider.type,
      issuer: claims.iss,
      subject,
      email: claimText(claims['email']),
      emailVerified: isTrue(claims['email_verified']),
    };
  }
  const answer = await oidc.fetchProtectedResource(
    config,
    tokens.access_token,
    new URL(provider.profileEndpoint ?? ''),
    'GET',
  );
  if (!answer.ok) throw new UntrustedAnswerError(`the profile endpoint answered ${answer.status}`);
  const profile: unknown = await answer.json();
  const subject = claimText(valueAt(profile, provider.profileSubjectPath));
  if (!subject) throw new UntrustedAnswerError('the profile has no usable subject');
  return {
    type: provider.type,
    issuer: provider.issuer,
    subject,
    email: provider.profileEmailPath ? claimText(valueAt(profile, provider.profileEmailPath)) : null,
    // Plain OAuth 2.0 profiles make no promise about the address: a sign-up proves it with a PIN.
    emailVerified: false,
  };
}

/** `data.id` of `{ data: { id: '1' } }`. */
function valueAt(document: unknown, path: string): unknown {
  let value = document;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
