import { randomBytes, type JsonWebKey } from 'node:crypto';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { SandboxProvider } from './catalogue';
import { memoryAdapter } from './memory-adapter';
import type { SandboxSettings } from './settings';

/** What the visitor typed on the interaction page for a subject: the claims its next ID token carries. */
export interface SandboxAccount {
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/** The interaction page's address for an interaction of this provider (the page is ours, not the library's). */
export const interactionPath = (key: string, uid: string): string => `/${key}/interaction/${uid}`;

/**
 * Asks who logs in at every authorization, even in a browser with a session here: a journey or a
 * newcomer can then be another identity on the next try. Once the page answered (the resume), not again.
 */
function askEveryTime() {
  const { base, Check } = interactionPolicy;
  const prompts = base();
  const login = prompts.get('login');
  if (!login) throw new Error('the base policy has no login prompt');
  login.checks.add(
    new Check('sandbox_asks_every_time', 'the sandbox asks who logs in at every authorization', (ctx) =>
      ctx.oidc.result?.['login'] ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
    ),
  );
  return prompts;
}

/**
 * One sandbox provider: panva's oidc-provider (as the site's own provider is) with the site as its
 * only client, the code flow, and the scopes `openid email` granted without a consent screen.
 */
export function sandboxOidcProvider(
  entry: SandboxProvider,
  issuer: string,
  settings: SandboxSettings,
  signingKey: JsonWebKey,
  accounts: ReadonlyMap<string, SandboxAccount>,
): Provider {
  return new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: settings.siteOrigins.flatMap((origin) => [
          `${origin}/auth/callback`,
          `${origin}/auth/callback/form`,
        ]),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        id_token_signed_response_alg: entry.idTokenAlg,
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    enabledJWA: { idTokenSigningAlgValues: ['RS256', 'HS256'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // As LINE and Google do: the e-mail rides in the ID token, so the site needs no userinfo call.
    conformIdTokenClaims: false,
    // Its own names and paths: cookies ignore ports, and the site on the same host has cookies of its own.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: {
        session: `${entry.key}-session`,
        interaction: `${entry.key}-interaction`,
        resume: `${entry.key}-resume`,
      },
      long: { path: `/${entry.key}`, httpOnly: true, sameSite: 'lax' },
    },
    features: { devInteractions: { enabled: false } },
    // Short lives, given as numbers: the library's defaults are functions that print a notice when used.
    ttl: { Interaction: 3600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: {
      url: (_ctx, interaction) => interactionPath(entry.key, interaction.uid),
      policy: askEveryTime(),
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const account = accounts.get(sub);
        return account?.email ? { sub, email: account.email, email_verified: account.emailVerified } : { sub };
      },
    }),
    // No consent screen: every login gets the OpenID scopes it asked for (of openid and email).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
  });
}
