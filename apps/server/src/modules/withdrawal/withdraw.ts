import type { AccountStepAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { flowError } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { checkAccountPin } from '../account-email/account-pin';
import { requireMember } from '../member/require-member';
import { closeAccount } from './close-account';
import { refuseUnderContract } from './contracts';
import { confirmedWithdrawalOf } from '../account-email/withdrawal-session';

/**
 * POST /zapi/account/withdraw: the PIN confirms, the contract is checked once more (in the closing
 * transaction), the account is closed and this browser is logged out like POST /logout does, its
 * remembered-device cookie cleared too.
 */
export async function withdraw(
  app: FastifyInstance,
  { request, reply, body }: EndpointCall<typeof endpoints.withdraw>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const { pinCode } = await body();
  const confirmed = await confirmedWithdrawalOf(request, member.id);
  if (!confirmed) throw flowError(href('/withdraw'));
  await checkAccountPin(app, request, member, 'withdraw', pinCode);
  const language = languageOf(request);
  await closeAccount(app, member, confirmed.surveyAnswers, app.now(), (db) =>
    refuseUnderContract(db, member.id, language),
  );
  await request.session.destroy();
  app.trustedDeviceCookie.clear(reply);
  request.log.info({ authId: member.authId }, 'account closed by withdrawal');
  return { redirectTo: href('/withdraw/complete') };
}
