import type { AccountStepAnswer, endpoints } from '@vs/contract';
import { messages } from '@vs/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { accounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { recordAccountChange } from '../account/account-changes';
import { emailTakenMessage } from '../account/account-messages';
import { uniqueViolationOf } from '../account/accounts.repository';
import { requireMember } from '../member/require-member';
import { maskEmail } from '../mfa/mask';
import { requireStore } from '../store/store.plugin';
import { mailSecurityNotice } from '../mfa/security-notice-mail';
import { checkAccountPin, forgetAccountPin } from './account-pin';

/**
 * POST /zapi/account/email/edit: the PIN mailed to the new address proves it, so the address is
 * changed and counts as verified. The old address is told (the member may not have done it).
 */
export async function changeEmail(
  app: FastifyInstance,
  { request, body }: EndpointCall<typeof endpoints.accountEmailEdit>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const { pinCode } = await body();
  const language = languageOf(request);
  const { to: newEmail } = await checkAccountPin(app, request, member, 'mailEdit', pinCode);
  const now = app.now();
  try {
    await app.db.transaction(async (db) => {
      await db.update(accounts).set({ email: newEmail, emailVerifiedAt: now }).where(eq(accounts.id, member.id));
      await recordAccountChange(db, request, member.id, 'email', now, ['email']);
    });
  } catch (error) {
    // Someone signed up with the address after the PIN was sent.
    if (uniqueViolationOf(error) === 'email') {
      throw new AppError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL', emailTakenMessage[language], {
        email: messages.email.alreadyInUse,
      });
    }
    throw error;
  }
  await forgetAccountPin(request, 'mailEdit');
  request.log.info({ authId: member.authId }, 'e-mail address changed');
  await mailSecurityNotice(
    app,
    request,
    requireStore(request),
    member,
    { kind: 'emailChanged', maskedNewEmail: maskEmail(newEmail) },
    language,
  );
  return { redirectTo: href('/mypage/email/edit/complete') };
}
