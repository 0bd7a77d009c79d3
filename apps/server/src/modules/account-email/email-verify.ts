import type { AccountStepAnswer, endpoints } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { accounts } from '../../db/schema';
import type { EndpointCall } from '../../http/endpoint-route';
import { recordAccountChange } from '../account/account-changes';
import { requireMember } from '../member/require-member';
import { checkAccountPin, forgetAccountPin } from './account-pin';

/** POST /zapi/account/email/verify: the PIN mailed to the member's address proves it. */
export async function verifyEmail(
  app: FastifyInstance,
  { request, body }: EndpointCall<typeof endpoints.accountEmailVerify>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const { pinCode } = await body();
  await checkAccountPin(app, request, member, 'mailVerify', pinCode);
  const now = app.now();
  await app.db.transaction(async (db) => {
    await db.update(accounts).set({ emailVerifiedAt: now }).where(eq(accounts.id, member.id));
    await recordAccountChange(db, request, member.id, 'emailVerified', now);
  });
  await forgetAccountPin(request, 'mailVerify');
  request.log.info({ authId: member.authId }, 'e-mail address verified');
  return { redirectTo: href('/mypage/email/verify/complete') };
}
