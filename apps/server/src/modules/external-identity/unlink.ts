import { wording, type Wording } from '@vs/catalogue';
import { endpoints, type AuthAnswer } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { AppError } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { requireMember } from '../member/require-member';
import { mailSecurityNotice } from '../mfa/security-notice-mail';
import type { StepUpCall } from '../member/step-up';
import { requireStore } from '../store/store.plugin';
import { unlinkIdentity } from './identities.repository';
import { outcomePaths } from './outcome-paths';
import { providerNameOf } from './provider-name';

/** Removing a way in is a change of how the member logs in: a recent login first, like a password change. */
export const externalIdentityStepUpCalls: readonly StepUpCall[] = [
  { endpoint: endpoints.socialDisable, page: href('/mypage') },
];

/** The identity of this login, or the last way in without a password: the catalogue's sentence for both. */
const refusedMessage: Wording = wording('account:errors.SOCIAL_UNLINK_REFUSED');
/** An identity the member does not have linked (a forged or stale call): My Page's generic failure. */
const notLinkedMessage: Wording = wording('mypage:errors.generic');

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
  if (outcome === 'notLinked') throw new AppError(404, 'NOT_FOUND', notLinkedMessage[language]);
  if (outcome === 'lastWayIn') throw new AppError(409, 'SOCIAL_UNLINK_REFUSED', refusedMessage[language]);
  request.log.info({ authId: member.authId, provider: body.userIdentifierType }, 'external identity: unlinked');
  const store = requireStore(request);
  const provider = await providerNameOf(app, store.id, body.userIdentifierType);
  await mailSecurityNotice(app, request, store, member, { kind: 'identityUnlinked', provider }, language);
  return { redirectTo: outcomePaths.unlinked };
}
