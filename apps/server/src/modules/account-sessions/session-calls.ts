import type { endpoints } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { deleteSessionsOfAccount } from '../auth/auth.repository';
import { requireMember } from '../member/require-member';
import { deleteSession, listSessionsOfAccount } from '../session/session.repository';
import { requireStore } from '../store/store.plugin';
import { accountSessionsMessages } from './account-sessions-messages';
import { sessionClock, sessionHandleOf } from './session-list';

/**
 * DELETE /zapi/account/session: one of the member's other sessions in this store, by its handle.
 * This browser's own, another member's, an ended or an unknown one is the same 404 (logout ends this one).
 */
export async function endOneSession(
  app: FastifyInstance,
  { request, reply, body: bodyOf }: EndpointCall<typeof endpoints.endSession>,
): Promise<FastifyReply> {
  const member = await requireMember(app, request);
  const { sessionHandle } = await bodyOf();
  const current = await request.session.load();
  const rows = await listSessionsOfAccount(app.db, requireStore(request).id, member.id, sessionClock());
  const target = rows.find((row) => row.id !== current?.id && sessionHandleOf(row.id) === sessionHandle);
  if (!target) throw new AppError(404, 'NOT_FOUND', accountSessionsMessages.sessionNotFound[languageOf(request)]);
  await deleteSession(app.db, target.id);
  request.log.info({ authId: member.authId }, 'member ended one of their sessions');
  return reply.code(204).send();
}

/**
 * DELETE /zapi/account/session/others: every session of the member in this store but this one, and
 * the tokens of the member's connected apps (SignOutSteps).
 */
export async function endEveryOtherSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const member = await requireMember(app, request);
  const current = await request.session.load();
  const storeId = requireStore(request).id;
  await deleteSessionsOfAccount(app.db, storeId, member.id, current?.id ?? null);
  // Everywhere includes the connected apps: their tokens end too (SignOutSteps).
  const signedOut = await app.signOutSteps.runAll(app.db, { storeId, accountId: member.id, authId: member.authId });
  request.log.info({ authId: member.authId, signedOutApps: signedOut.length }, 'member ended their other sessions');
  return reply.code(204).send();
}
