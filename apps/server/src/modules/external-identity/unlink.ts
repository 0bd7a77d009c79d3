import { wording, type Wording } from '@vs/catalogue';
import { endpoints, type AuthAnswer } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { AppError } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { requireMember } from '../member/require-member';
import type { StepUpCall } from '../member/step-up';
import { requireStore } from '../store/store.plugin';
import { unlinkIdentity } from './identities.repository';
import { outcomePaths } from './outcome-paths';

/** Removing a way in is a change of how the member logs in: a recent login first, like a password change. */
export const externalIdentityStepUpCalls: readonly StepUpCall[] = [
  { endpoint: endpoints.socialDisable, page: href('/mypage') },
];

/** The pages hide the unlink action where it is refused; a forged call gets My Page's generic failure. */
const refusedMessage: Wording = wording('mypage:errors.generic');

/**
 * POST /zapi/auth/social/disable (spec 001 §7): unlinks the member's identity of this type, except
 * the one this session logged in with and the last way in of a member without a password (spec 000 §6).
 */
export async function socialDisable(
  app: FastifyInstance,
  call: EndpointCall<typeof endpoints.socialDisable>,
): Promise<AuthAnswer> {
  const { request } = call;
  const member = await requireMember(app, request);
  const body = await call.body();
  const language = languageOf(request);
  if ((await request.session.get('loginIdentityType')) === body.userIdentifierType)
    throw new AppError(409, 'SOCIAL_UNLINK_REFUSED', refusedMessage[language]);
  const outcome = await unlinkIdentity(app.db, requireStore(request).id, member.id, body.userIdentifierType);
  if (outcome === 'notLinked') throw new AppError(404, 'NOT_FOUND', refusedMessage[language]);
  if (outcome === 'lastWayIn') throw new AppError(409, 'SOCIAL_UNLINK_REFUSED', refusedMessage[language]);
  request.log.info({ authId: member.authId, provider: body.userIdentifierType }, 'external identity: unlinked');
  return { redirectTo: outcomePaths.unlinked };
}
