import type { AccountStepAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { accountPinSentFor, resendAvailableInSeconds, sendAccountPin } from '../account-email/account-pin';
import { requireMember } from '../member/require-member';
import { accountSettingsOf } from '../store/account-settings';
import { requireStore } from '../store/store.plugin';
import { refuseUnderContract } from './contracts';

/**
 * POST /zapi/account/withdraw/confirm: consent and the store's survey, checked with the shared
 * schemas (answers to questions the store does not ask are dropped). The answers wait in the
 * session for the PIN, which goes to the member's address.
 */
export async function confirmWithdrawal(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.withdrawConfirm>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const { withdrawalSurvey } = await accountSettingsOf(app.db, requireStore(request).id);
  const body = await bodyOf(withdrawalSurvey?.questions ?? []);
  await refuseUnderContract(app.db, member.id, languageOf(request));
  await request.session.set('withdrawal', { accountId: member.id, surveyAnswers: body.surveyAnswers });
  // Back from the PIN page and confirming again at once: the PIN just sent still serves.
  const sent = await accountPinSentFor(request, member, 'withdraw');
  if (!sent || resendAvailableInSeconds(sent, app.now()) === 0)
    await sendAccountPin(app, request, member, 'withdraw', member.email);
  return { redirectTo: href('/withdraw/pin-code') };
}
