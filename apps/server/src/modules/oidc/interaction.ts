import type { OidcClientInfo } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { requireStore } from '../store/store.plugin';
import { clientRowOf } from './oidc.repository';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface LiveInteraction {
  readonly provider: Provider;
  readonly interaction: Interaction;
}

/** The error page for an interaction that is gone (expired, finished, or never started in this browser). */
export function interactionGonePath(): string {
  const query = new URLSearchParams({
    status: '400',
    type: 'invalid_request',
    description: 'The authorization request has expired or was already completed.',
  });
  return `/oidc/error?${query.toString()}`;
}

/** This browser's interaction (from its cookie), or null when there is none any more. */
export async function interactionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LiveInteraction | null> {
  const provider = await app.oidcProviderOf(request);
  try {
    return { provider, interaction: await provider.interactionDetails(request.raw, reply.raw) };
  } catch (error) {
    if ((error as { name?: unknown }).name === 'SessionNotFound') return null;
    throw error;
  }
}

/** Ends the interaction with a result; answers where the browser goes: back to the provider. */
export async function finishInteraction(
  { provider, interaction }: LiveInteraction,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
): Promise<string> {
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
  const previous = interaction.session;
  if (result.login && previous?.uid && previous.accountId !== result.login.accountId) {
    // Another member now (switch, or the site login changed): the provider's session of the previous
    // one ends here. Left alone, the library would answer with a self-submitting logout form, an
    // inline script our CSP blocks.
    const stored = await provider.Interaction.find(interaction.uid);
    if (stored?.session) {
      // The library's own switch does the same: the interaction no longer names the ended session.
      stored.session = { ...stored.session, uid: undefined } as unknown as typeof stored.session;
      await stored.save(stored.exp - Math.floor(Date.now() / 1000));
    }
    await (await provider.Session.findByUid(previous.uid))?.destroy();
  }
  return returnTo;
}

/**
 * Whether the member logged in on the site after this interaction began (after a second factor,
 * which comes back through the entry): a fresh login satisfies prompt=login and is the account chosen.
 * The interaction knows its start to the second only, so only a login in a later second counts: a
 * login just before the interaction must never pass for one made during it.
 */
export async function loggedInSince(request: FastifyRequest, interaction: Interaction): Promise<boolean> {
  const loggedInAt = await request.session.get('loggedInAt');
  const nextSecond = ((interaction.iat ?? 0) + 1) * 1000;
  return Boolean(loggedInAt) && new Date(loggedInAt as string).getTime() >= nextSecond;
}

export async function clientInfoOf(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: string,
): Promise<OidcClientInfo> {
  const row = await clientRowOf(app.db, requireStore(request).id, clientId);
  return {
    clientId,
    clientName: row?.clientName ?? clientId,
    clientNameJa: row?.clientNameJa ?? row?.clientName ?? clientId,
    logoUri: row?.logoUri ?? null,
    serviceLogoUri: null,
    description: row?.description ?? '',
    providerName: row?.providerName ?? '',
    tosUri: row?.tosUri ?? null,
    privacyUri: row?.privacyUri ?? null,
  };
}
