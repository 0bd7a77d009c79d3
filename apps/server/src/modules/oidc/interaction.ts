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
  { provider }: LiveInteraction,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
): Promise<string> {
  return provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
}

/** Whether the member logged in on the site after this interaction began (a fresh login satisfies prompt=login). */
export async function loggedInSince(request: FastifyRequest, interaction: Interaction): Promise<boolean> {
  const loggedInAt = await request.session.get('loggedInAt');
  const began = (interaction.iat ?? 0) * 1000;
  return Boolean(loggedInAt) && new Date(loggedInAt as string).getTime() >= began;
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
