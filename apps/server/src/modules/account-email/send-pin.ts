import type { AccountPinPurpose, AccountStepAnswer, endpoints } from '@vs/contract';
import { messages } from '@vs/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import { AppError, flowError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import type { EndpointCall } from '../../http/endpoint-route';
import { emailTakenMessage } from '../account/account-messages';
import { emailTaken, type AccountRow } from '../account/accounts.repository';
import { requireMember } from '../member/require-member';
import { requireStore } from '../store/store.plugin';
import { accountPinSentFor, accountPinStartPages, sendAccountPin } from './account-pin';
import { confirmedWithdrawalOf } from './withdrawal-session';

/** The PIN pages a first send leads to; enable-password sends from its own page and stays there. */
const pinPages: Readonly<Record<AccountPinPurpose, string | null>> = {
  mailEdit: href('/mypage/email/edit/pin-code'),
  mailVerify: href('/mypage/email/verify/code'),
  passwordSetting: null,
  withdraw: href('/withdraw/pin-code'),
};

/**
 * POST /zapi/account/email/edit/send-pin-code (first send) and /zapi/account/email/send-pin-code
 * (resend, 204). A first send answers the PIN page to go to, or 204 for enable-password.
 */
export async function sendPin(
  app: FastifyInstance,
  {
    request,
    body: bodyOf,
  }: EndpointCall<typeof endpoints.accountEmailEditSendPin | typeof endpoints.accountEmailSendPin>,
  isResend: boolean,
): Promise<AccountStepAnswer | null> {
  const member = await requireMember(app, request);
  const body = await bodyOf({ currentEmail: member.email, isResend });
  const purpose = body.type;
  const to = await targetOf(request, member, purpose, isResend ? null : (body.email ?? null));
  // Checked on every send: the address may have been taken since the first one.
  const addressFree = async () => {
    if (purpose === 'mailEdit' && (await emailTaken(app.db, requireStore(request).id, to))) {
      throw new AppError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL', emailTakenMessage[languageOf(request)], {
        email: messages.email.alreadyInUse,
      });
    }
  };
  await sendAccountPin(app, request, member, purpose, to, addressFree);
  const page = pinPages[purpose];
  return isResend || page === null ? null : { redirectTo: page };
}

/** Where the purpose's PIN goes, once the member's state allows the purpose at all. */
async function targetOf(
  request: FastifyRequest,
  member: AccountRow,
  purpose: AccountPinPurpose,
  newEmail: string | null,
): Promise<string> {
  const startOver = () => flowError(accountPinStartPages[purpose]);
  switch (purpose) {
    case 'mailEdit': {
      const address = newEmail ?? (await accountPinSentFor(request, member, purpose))?.to;
      if (!address) throw startOver();
      return address;
    }
    case 'mailVerify':
      if (member.emailVerifiedAt) throw flowError(href('/mypage'));
      return member.email;
    case 'passwordSetting':
      if (member.passwordHash) throw flowError(href('/mypage/password/edit'));
      return member.email;
    case 'withdraw':
      if (!(await confirmedWithdrawalOf(request, member.id))) throw startOver();
      return member.email;
  }
}
