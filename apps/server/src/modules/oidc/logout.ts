import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

type ProviderSession = Awaited<ReturnType<Provider['Session']['get']>>;

/** What the provider's end_session kept in its session for the confirmation (the library's own names). */
interface LogoutState {
  readonly secret?: unknown;
  readonly clientId?: unknown;
  readonly state?: unknown;
  readonly postLogoutRedirectUri?: unknown;
}

/** A logout a client asked for (OpenID Connect RP-Initiated Logout 1.0 §2), waiting for the member's answer. */
export interface PendingLogout {
  readonly provider: Provider;
  readonly session: ProviderSession;
  /** The client named by the request's id_token_hint or client_id; undefined when it named none. */
  readonly clientId: string | undefined;
  /** One of that client's registered post-logout addresses: the library matched it exactly, or dropped it. */
  readonly postLogoutRedirectUri: string | undefined;
  /** The client's `state`, handed back with the redirect only (the spec's "state" parameter). */
  readonly state: string | undefined;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** This browser's pending logout, read from the provider session its cookie names; null when there is none. */
export async function pendingLogoutOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PendingLogout | null> {
  const provider = await app.oidcProviderOf(request);
  const session = await provider.Session.get(provider.createContext(request.raw, reply.raw));
  const state = (session.state ?? {}) as LogoutState;
  // The secret is end_session's own mark (its xsrf value): no secret, no logout was asked in this browser.
  if (typeof state.secret !== 'string') return null;
  return {
    provider,
    session,
    clientId: textOf(state.clientId),
    postLogoutRedirectUri: textOf(state.postLogoutRedirectUri),
    state: textOf(state.state),
  };
}

/** Where the browser goes after the answer: the client's registered address (with its state), else `fallback`. */
export function afterLogoutPath(pending: PendingLogout, fallback: string): string {
  if (!pending.postLogoutRedirectUri) return fallback;
  const url = new URL(pending.postLogoutRedirectUri);
  if (pending.state !== undefined) url.searchParams.set('state', pending.state);
  return url.href;
}

/** The error page for a logout confirmed twice, or never asked for in this browser. */
export function logoutGonePath(): string {
  const query = new URLSearchParams({
    status: '400',
    type: 'invalid_request',
    description: 'The logout request has expired or was already completed.',
  });
  return `/oidc/error?${query.toString()}`;
}

interface BackchannelClient {
  readonly backchannelLogoutUri?: string;
  backchannelLogout(sub: string, sid: string | undefined): Promise<void>;
}

/**
 * OpenID Connect Back-Channel Logout 1.0: a client that registered a `backchannel_logout_uri` gets a
 * logout token (sub, sid when it asked for one, the back-channel event) from the library. A client
 * that does not answer does not stop the logout; the failure is logged without the token.
 */
async function notifyClient(app: FastifyInstance, pending: PendingLogout, clientId: string): Promise<void> {
  const { provider, session } = pending;
  const client = (await provider.Client.find(clientId).catch(() => undefined)) as BackchannelClient | undefined;
  if (!client?.backchannelLogoutUri || !session.accountId) return;
  try {
    await client.backchannelLogout(session.accountId, session.sidFor(clientId));
    app.log.info({ clientId }, 'oidc back-channel logout delivered');
  } catch (error) {
    app.log.warn({ clientId, reason: (error as Error).message }, 'oidc back-channel logout failed');
  }
}

/**
 * The tokens a client holds through this provider session end with it (the library revokes them
 * too). The grant itself stays, like "sign out everywhere" leaves it: the member's consent and My
 * Page's connected apps do not depend on a browser's login.
 */
async function revokeTokensOf(pending: PendingLogout, clientId: string): Promise<void> {
  const grantId = pending.session.grantIdFor(clientId);
  if (!grantId) return;
  const { AccessToken, AuthorizationCode, RefreshToken } = pending.provider;
  await Promise.all([AccessToken, AuthorizationCode, RefreshToken].map((model) => model.revokeByGrantId(grantId)));
}

/**
 * The member's answer, as the library's own confirmation does it: `everywhere` ends the provider
 * session and tells every client of it; otherwise only the asking client's part of it ends (the
 * member stays logged in). The site's own session is the caller's to end.
 */
export async function endProviderLogout(
  app: FastifyInstance,
  pending: PendingLogout,
  everywhere: boolean,
): Promise<void> {
  const { session } = pending;
  const ended = everywhere
    ? Object.keys(session.authorizations ?? {})
    : pending.clientId === undefined
      ? []
      : [pending.clientId];
  await Promise.all(ended.map((clientId) => notifyClient(app, pending, clientId)));
  await Promise.all(ended.map((clientId) => revokeTokensOf(pending, clientId)));
  if (everywhere) {
    await session.destroy();
    return;
  }
  for (const clientId of ended) delete session.authorizations?.[clientId];
  session.state = undefined;
  if (typeof session.exp === 'number') await session.persist();
}
