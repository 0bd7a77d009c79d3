import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** Who logs in at the stand-in next: its subject and the address it vouches for (verified or not). */
export interface StandInUser {
  readonly sub: string;
  readonly email?: string;
  readonly emailVerified?: boolean;
}

export interface StandInOidcOptions {
  /** 'HS256': LINE's ID tokens, signed with the client secret. */
  readonly idTokenAlg?: 'RS256' | 'HS256';
  readonly clientSecret?: string;
  /** The relying party's redirect URIs (the site's /auth/callback and /auth/callback/form). */
  readonly redirectUris: readonly string[];
}

/**
 * An OpenID Connect provider on loopback (panva's oidc-provider, as the site's own): LINE-style
 * HS256 ID tokens, Apple-style form_post answers, unverified addresses. `next` says who logs in at
 * the next authorization, or that the visitor cancels.
 */
export interface StandInOidc {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  next: { user: StandInUser } | { cancel: true };
  /** The path of every request it answered, in order (what the site asked of it). */
  readonly requestPaths: string[];
  close(): Promise<void>;
}

export async function startStandInOidc(options: StandInOidcOptions): Promise<StandInOidc> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'video-store';
  const clientSecret = options.clientSecret ?? 'stand-in-secret-of-at-least-thirty-two-bytes-0123';
  const users = new Map<string, StandInUser>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        id_token_signed_response_alg: options.idTokenAlg ?? 'RS256',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    enabledJWA: { idTokenSigningAlgValues: ['RS256', 'HS256'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['stand-in-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const user = users.get(sub);
        return {
          sub,
          ...(user?.email ? { email: user.email, email_verified: user.emailVerified ?? false } : {}),
        };
      },
    }),
    // Consent is not what these tests are about: every login gets the scopes it asked for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  const kit: StandInOidc = {
    issuer,
    clientId,
    clientSecret,
    next: { user: { sub: 'nobody' } },
    requestPaths: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const handle = provider.callback();
  server.on('request', (req, res) => {
    kit.requestPaths.push(new URL(req.url ?? '/', issuer).pathname);
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    void (async () => {
      await provider.interactionDetails(req, res);
      const next = kit.next;
      if ('cancel' in next) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' });
        return;
      }
      users.set(next.user.sub, next.user);
      await provider.interactionFinished(req, res, { login: { accountId: next.user.sub } });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return kit;
}
