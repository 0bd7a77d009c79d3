import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type {
  Configuration,
  ErrorOut,
  interactionPolicy as InteractionPolicy,
  KoaContextWithOIDC,
} from 'oidc-provider';
import { cookieKeysOf, signingKeySetOf } from './oidc-keys';
import { providerCookiesOf, sendSecureCookies } from './provider-cookies';
import { drizzleAdapterFor } from './oidc-adapter';
import { interactionEntryOf, providerRoutes } from './oidc-paths';
import { accountOfSubject, latestGrantIdOf, scopesOf } from './oidc.repository';
import { acrValues } from './login-result';
import { siteMemberOf } from './site-member';
import { logoutSource, logoutWithoutLoginToPage, postLogoutSuccessSource } from './logout-pages';
import { providerFetch } from './backchannel-fetch';

/** Login, then (only when the client asks) account selection, then consent. */
function policy({ Check, Prompt, base }: typeof InteractionPolicy) {
  const prompts = base();
  // The site's login leads: a provider session of another member (or of a member who logged out
  // of the site since) is not a login. Its error is the login prompt's own: prompt=none after the
  // store's logout answers login_required (OpenID Connect Core §3.1.2.6), not interaction_required.
  const login = prompts.get('login');
  if (!login) throw new Error('the base policy has no login prompt');
  login.checks.add(
    new Check('site_session', 'End-User authentication is required', 'login_required', (ctx) =>
      siteMemberOf(ctx.req) === (ctx.oidc.session?.accountId ?? null) ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
    ),
  );
  prompts.add(new Prompt({ name: 'select_account', requestable: true }), 1);
  return prompts;
}

/**
 * Which claims each scope releases (the store's `oidc_scopes`); how the member logged in (`acr`,
 * `amr`, from loginResultOf) rides with `openid`, so every ID token says it.
 */
function claimsConfigOf(scopes: readonly { scopeKey: string; claims: string[] }[]): Configuration['claims'] {
  const claims: Record<string, string[]> = Object.fromEntries(scopes.map((scope) => [scope.scopeKey, scope.claims]));
  return { ...claims, openid: [...new Set([...(claims['openid'] ?? ['sub']), 'acr', 'amr'])] };
}

/** The claims of a member, limited by the provider to those of the granted scopes. */
function claimsOf(account: NonNullable<Awaited<ReturnType<typeof accountOfSubject>>>) {
  const name = account.name ?? [account.familyName, account.givenName].filter(Boolean).join(' ');
  return {
    sub: account.authId,
    email: account.email,
    email_verified: account.emailVerifiedAt !== null,
    name: name || undefined,
    nickname: account.nickname ?? undefined,
    given_name: account.givenName ?? undefined,
    family_name: account.familyName ?? undefined,
    membership: 'member',
  };
}

/** Where an error that cannot go back to the client is shown: the OIDC error page (spec 001 §8). */
async function renderError(ctx: KoaContextWithOIDC, out: ErrorOut, error: Error): Promise<void> {
  const status = ctx.status >= 400 ? ctx.status : 500;
  const query = new URLSearchParams({
    status: String(status),
    type: out.error || 'server_error',
    description: out.error_description ?? '',
  });
  const detail = (error as { error_detail?: unknown }).error_detail;
  if (typeof detail === 'string' && detail) query.set('detail', detail);
  ctx.status = 303;
  ctx.redirect(`/oidc/error?${query.toString()}`);
}

/**
 * One store's provider: its issuer, its key, its scopes and claims; its clients, grants
 * and tokens in the database. Authorization code flow only, PKCE S256 for every client, refresh
 * tokens rotate, revocation on, no development interactions.
 */
export async function buildProvider(
  app: FastifyInstance,
  storeId: string,
  issuer: string,
  { secureCookies }: { readonly secureCookies: boolean },
): Promise<Provider> {
  // Imported on the first OIDC request, not at start: about 25 MB a server without OIDC traffic never needs.
  const [{ default: Provider, interactionPolicy }, signingKeys, cookieKeys, scopes] = await Promise.all([
    import('oidc-provider'),
    signingKeySetOf(app.db, storeId, app.now()),
    cookieKeysOf(app.db, storeId),
    scopesOf(app.db, storeId),
  ]);
  const configuration: Configuration = {
    adapter: drizzleAdapterFor(app.db, storeId, () => app.now()),
    // The current key signs (first); the next and recently retired ones are published beside it.
    jwks: { keys: signingKeys.keys },
    cookies: providerCookiesOf(cookieKeys, secureCookies),
    routes: providerRoutes,
    scopes: scopes.map((scope) => scope.scopeKey),
    claims: claimsConfigOf(scopes),
    responseTypes: ['code'],
    // The classes a login result names (loginResultOf): one factor, or two.
    acrValues,
    pkce: { required: () => true },
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      // RP-initiated logout: its pages are ours (logout-pages.ts), the confirmation is our call (logout.ts).
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      backchannelLogout: { enabled: true },
    },
    fetch: providerFetch(app.oidcPrivateBackchannel),
    interactions: {
      policy: policy(interactionPolicy),
      url: (_ctx, interaction) => interactionEntryOf(interaction.prompt.name),
    },
    async findAccount(_ctx, sub) {
      const account = await accountOfSubject(app.db, storeId, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => claimsOf(account) };
    },
    async loadExistingGrant(ctx) {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        (clientId && accountId ? await latestGrantIdOf(app.db, storeId, accountId, clientId) : null);
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    clientBasedCORS(ctx, origin, client) {
      if (origin === 'null') return false;
      if (ctx.oidc.route === 'userinfo' || client.clientAuthMethod === 'none')
        return client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false;
      return false;
    },
    renderError,
  };
  const provider = new Provider(issuer, configuration);
  // Fastify decides what to believe of X-Forwarded-* (TRUST_PROXY); the mount rewrites them from its view.
  provider.proxy = true;
  sendSecureCookies(provider, secureCookies);
  provider.use(logoutWithoutLoginToPage);
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc provider error'));
  return provider;
}
