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
import { accountPinSentFor, accountPinStartPages, resendPurposeOf, sendAccountPin } from './account-pin';
import { signupMessages } from '../signup/signup-messages';
import { confirmedWithdrawalOf } from './withdrawal-session';

/** The PIN pages a first send leads to; enable-password sends from its own page and stays there. */
const pinPages: Readonly<Record<AccountPinPurpose, string | null>> = {
  mailEdit: href('/mypage/email/edit/pin-code'),
  mailVerify: href('/mypage/email/verify/code'),
  passwordSetting: null,
  withdraw: href('/withdraw/pin-code'),
};

/** POST /zapi/account/email/edit/send-pin-code: answers the PIN page to go to, or null (204) for enable-password. */
export async function sendPin(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.accountEmailEditSendPin>,
): Promise<AccountStepAnswer | null> {
  const member = await requireMember(app, request);
  const body = await bodyOf({ currentEmail: member.email });
  await mailPin(app, request, member, body.type, body.email ?? null);
  const page = pinPages[body.type];
  return page === null ? null : { redirectTo: page };
}

/**
 * POST /zapi/account/email/send-pin-code (`type: 'resend'`, 204): another PIN for the purpose whose
 * page the member is on, to the address that purpose's first send chose; without one the flow starts over.
 */
export async function resendPin(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.accountEmailSendPin>,
): Promise<void> {
  const member = await requireMember(app, request);
  await bodyOf();
  const purpose = await resendPurposeOf(request);
  if (!purpose) throw flowError(href('/mypage'), signupMessages.flow[languageOf(request)]);
  await mailPin(app, request, member, purpose, null);
}

async function mailPin(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  purpose: AccountPinPurpose,
  newEmail: string | null,
): Promise<void> {
  const to = await targetOf(request, member, purpose, newEmail);
  // Checked on every send: the address may have been taken since the first one.
  const addressFree = async () => {
    if (purpose === 'mailEdit' && (await emailTaken(app.db, requireStore(request).id, to))) {
      throw new AppError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL', emailTakenMessage[languageOf(request)], {
        email: messages.email.alreadyInUse,
      });
    }
  };
  await sendAccountPin(app, request, member, purpose, to, addressFree);
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
