import * as oidc from 'openid-client';
import type { OpenedProvider } from './providers.repository';

/** How the server speaks to providers: plain http only on loopback tests and development. */
export interface ProviderClientOptions {
  readonly allowHttp: boolean;
}

const DISCOVERY_KEPT_MS = 10 * 60_000;
const TIMEOUT_SECONDS = 10;
const discovered = new Map<string, { readonly at: number; readonly metadata: Promise<oidc.ServerMetadata> }>();
/**
 * Each issuer's JWK set as openid-client last fetched it: a configuration is made per trip, and one
 * that starts empty would fetch the keys again on every login (the library refreshes them itself).
 */
const keySets = new Map<string, oidc.ExportedJWKSCache>();

/** Keeps what the configuration learnt of its issuer's keys for the next trip. */
export function keepKeySet(provider: OpenedProvider, config: oidc.Configuration): void {
  const keys = oidc.getJwksCache(config);
  if (keys) keySets.set(provider.issuer, keys);
}

/** An issuer's discovery document, fetched once per 10 minutes (a failed fetch is not kept). */
async function discover(provider: OpenedProvider, options: ProviderClientOptions): Promise<oidc.ServerMetadata> {
  const now = Date.now();
  const kept = discovered.get(provider.issuer);
  if (kept && now - kept.at < DISCOVERY_KEPT_MS) return kept.metadata;
  const metadata = oidc
    .discovery(new URL(provider.issuer), provider.clientId, undefined, undefined, {
      execute: options.allowHttp ? [oidc.allowInsecureRequests] : [],
      timeout: TIMEOUT_SECONDS,
    })
    .then((config) => config.serverMetadata());
  discovered.set(provider.issuer, { at: now, metadata });
  metadata.catch(() => discovered.delete(provider.issuer));
  return metadata;
}

/**
 * openid-client's configuration for one provider: OpenID Connect from its discovery, OAuth 2.0 from
 * the row's endpoints. ID tokens signed with the issuer's keys are checked against its JWK set
 * (openid-client only checks their claims by default); HS256 ones with the client secret (hs256-id-token.ts).
 */
export async function clientConfigOf(
  provider: OpenedProvider,
  options: ProviderClientOptions,
): Promise<oidc.Configuration> {
  const server: oidc.ServerMetadata =
    provider.method === 'oidc'
      ? await discover(provider, options)
      : {
          issuer: provider.issuer,
          authorization_endpoint: provider.authorizationEndpoint ?? undefined,
          token_endpoint: provider.tokenEndpoint ?? undefined,
        };
  const auth =
    provider.tokenAuthMethod === 'client_secret_post'
      ? oidc.ClientSecretPost(provider.clientSecret)
      : oidc.ClientSecretBasic(provider.clientSecret);
  const metadata: Partial<oidc.ClientMetadata> = {
    ...(provider.method === 'oidc' ? { id_token_signed_response_alg: provider.idTokenAlg ?? 'RS256' } : {}),
  };
  const config = new oidc.Configuration(server, provider.clientId, metadata, auth);
  config.timeout = TIMEOUT_SECONDS;
  if (options.allowHttp) oidc.allowInsecureRequests(config);
  if (provider.method === 'oidc' && provider.idTokenAlg !== 'HS256') {
    oidc.enableNonRepudiationChecks(config);
    const keys = keySets.get(provider.issuer);
    if (keys) oidc.setJwksCache(config, keys);
  }
  return config;
}
