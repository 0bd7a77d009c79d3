import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import * as oidc from 'openid-client';

/** The demo store's confidential client and its secret (README "OpenID Connect"; demo-oidc.ts seeds it). */
export const DEMO_WEB = { clientId: 'demo-web', secret: 'demo-web-secret-change-me-in-a-real-store' } as const;
export const DEMO_SPA = { clientId: 'demo-spa' } as const;

/** What the client's callback ended with: the tokens' claims and userinfo, or the error the provider sent. */
export type CallbackOutcome =
  | {
      readonly kind: 'tokens';
      readonly scope: string;
      readonly sub: string;
      readonly userinfo: Record<string, unknown>;
      readonly refreshToken: string | undefined;
      readonly accessToken: string;
      /** The ID token's claims (openid-client checked its signature, issuer, audience and max_age). */
      readonly idToken: Record<string, unknown>;
      /** The ID token itself, the hint of a later logout request. */
      readonly idTokenJwt: string;
    }
  | { readonly kind: 'error'; readonly error: string; readonly description: string | null };

interface Pending {
  readonly verifier: string;
  /** The request's max_age, which the ID token's auth_time must honour. */
  readonly maxAge: number | undefined;
  readonly resolve: (outcome: CallbackOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A real relying party on loopback: openid-client discovers the store's issuer, builds the
 * authorization URL (code + PKCE S256 + state), and its own HTTP server on the registered redirect
 * URI exchanges the code and reads userinfo, as a third-party site would. Port 8765 is the demo
 * clients' registered redirect; the journeys that use it run one at a time.
 */
export class RelyingParty {
  private readonly pending = new Map<string, Pending>();
  private server: Server | undefined;
  static readonly port = 8765;
  readonly redirectUri = `http://127.0.0.1:${RelyingParty.port}/callback`;
  /** The demo clients' registered post-logout address (demo-oidc.ts); its page shows the state it got. */
  readonly postLogoutRedirectUri = `http://127.0.0.1:${RelyingParty.port}/logged-out`;
  /** Every logout token the store posted to demo-web's back-channel address, as its claims. */
  readonly logoutTokens: Record<string, unknown>[] = [];

  private constructor(private readonly config: oidc.Configuration) {}

  static async start(issuer: string, client: { clientId: string; secret?: string }): Promise<RelyingParty> {
    const config = await oidc.discovery(
      new URL(issuer),
      client.clientId,
      client.secret,
      client.secret ? oidc.ClientSecretBasic(client.secret) : oidc.None(),
      // The journeys' server speaks plain http on loopback.
      { execute: [oidc.allowInsecureRequests] },
    );
    const rp = new RelyingParty(config);
    await rp.listen();
    return rp;
  }

  /** The URL to send the browser to, and the outcome its callback will bring. */
  async authorize(
    scope: string,
    extra: Record<string, string> = {},
  ): Promise<{ url: string; outcome: Promise<CallbackOutcome> }> {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(this.config, {
      redirect_uri: this.redirectUri,
      scope,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    const outcome = new Promise<CallbackOutcome>((resolve, reject) =>
      this.pending.set(state, {
        verifier,
        maxAge: extra['max_age'] === undefined ? undefined : Number(extra['max_age']),
        resolve,
        reject,
      }),
    );
    return { url: url.href, outcome };
  }

  /** A refresh at the token endpoint, as the client's back end does it: 'ok', or the OAuth error code. */
  async refresh(refreshToken: string): Promise<string> {
    try {
      await oidc.refreshTokenGrant(this.config, refreshToken);
      return 'ok';
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError) return error.error;
      throw error;
    }
  }

  /** The HTTP status of a userinfo call with an access token (200 while it is live, 401 once revoked). */
  async userinfoStatus(accessToken: string): Promise<number> {
    const endpoint = this.config.serverMetadata().userinfo_endpoint;
    if (!endpoint) throw new Error('the provider names no userinfo endpoint');
    const response = await fetch(endpoint, { headers: { authorization: `Bearer ${accessToken}` } });
    return response.status;
  }

  /** The store's logout URL for this client (RP-Initiated Logout 1.0): the ID token as hint, back here with `state`. */
  logoutUrl(idTokenJwt: string, state: string): string {
    return oidc.buildEndSessionUrl(this.config, {
      id_token_hint: idTokenJwt,
      post_logout_redirect_uri: this.postLogoutRedirectUri,
      state,
    }).href;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async listen(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.redirectUri);
      if (url.pathname === '/backchannel-logout') return this.backchannelLogout(request, response);
      if (url.pathname === '/logged-out') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const state = (url.searchParams.get('state') ?? '').replace(/[^\w-]/g, '');
        response.end(
          `<!doctype html><html lang="en"><title>Relying party</title><h1>Logged out</h1>` +
            `<p id="logged-out-state">${state}</p></html>`,
        );
        return;
      }
      void this.callback(url).then((outcome) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><title>Relying party</title><h1>Relying party</h1>` +
            `<pre id="outcome">${JSON.stringify(outcome).replace(/</g, '\\u003c')}</pre></html>`,
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(RelyingParty.port, '127.0.0.1', resolve));
  }

  /** Back-channel logout: the store posts a logout token; its claims are kept (the journeys check them). */
  private backchannelLogout(request: IncomingMessage, response: ServerResponse): void {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const token = new URLSearchParams(body).get('logout_token') ?? '';
      const payload = token.split('.')[1] ?? '';
      this.logoutTokens.push(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>);
      response.writeHead(200).end();
    });
  }

  private async callback(url: URL): Promise<CallbackOutcome | { kind: 'unknown' }> {
    const state = url.searchParams.get('state') ?? '';
    const pending = this.pending.get(state);
    if (url.pathname !== '/callback' || !pending) return { kind: 'unknown' };
    this.pending.delete(state);
    try {
      const error = url.searchParams.get('error');
      if (error) {
        const outcome = { kind: 'error', error, description: url.searchParams.get('error_description') } as const;
        pending.resolve(outcome);
        return outcome;
      }
      const tokens = await oidc.authorizationCodeGrant(this.config, url, {
        pkceCodeVerifier: pending.verifier,
        expectedState: state,
        ...(pending.maxAge === undefined ? {} : { maxAge: pending.maxAge }),
      });
      const sub = tokens.claims()?.sub ?? '';
      const userinfo = await oidc.fetchUserInfo(this.config, tokens.access_token, sub);
      const outcome = {
        kind: 'tokens',
        scope: tokens.scope ?? '',
        sub,
        userinfo: { ...userinfo },
        refreshToken: tokens.refresh_token,
        accessToken: tokens.access_token,
        idToken: { ...tokens.claims() },
        idTokenJwt: tokens.id_token ?? '',
      } as const;
      pending.resolve(outcome);
      return outcome;
    } catch (error) {
      pending.reject(error);
      return { kind: 'unknown' };
    }
  }
}
