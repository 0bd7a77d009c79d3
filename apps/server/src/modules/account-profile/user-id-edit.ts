import type { AccountStepAnswer, UserIdEditScreenData, endpoints } from '@vs/contract';
import { messages } from '@vs/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import type { EndpointCall } from '../../http/endpoint-route';
import { accounts } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { languageOf, type Language } from '../../http/language';
import { recordAccountChange } from '../account/account-changes';
import { userIdTakenMessage } from '../account/account-messages';
import { uniqueViolationOf, userIdTaken, type AccountRow } from '../account/accounts.repository';
import { requireMember } from '../member/require-member';
import { signupSettingsOf } from '../store/signup-settings';
import { requireStore } from '../store/store.plugin';
import { accountProfileMessages } from './account-profile-messages';
import { checkMemberPassword, ENABLE_PASSWORD_PAGE } from './member-password';

const userIdConflict = (language: Language) =>
  new AppError(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID', userIdTakenMessage[language], {
    userId: messages.userId.alreadyInUse,
  });

async function requireUserIdsEnabled(app: FastifyInstance, storeId: string): Promise<void> {
  if (!(await signupSettingsOf(app.db, storeId)).isEnabledUserId) throw notFound();
}

/** GET /zapi/internal/mypage/user-id/edit/screen-data: 404 where the store has no user IDs. */
export async function userIdScreenOf(
  app: FastifyInstance,
  storeId: string,
  member: AccountRow,
): Promise<UserIdEditScreenData | { redirectTo: string }> {
  await requireUserIdsEnabled(app, storeId);
  if (member.passwordHash === null) return { redirectTo: ENABLE_PASSWORD_PAGE };
  return { userId: member.userId };
}

/**
 * POST /zapi/account/user-id/edit: a new, different user ID, confirmed by the password (guessing
 * limited like the login). A taken ID answers 409, also when another member takes it meanwhile
 * (the unique index decides).
 */
export async function editUserId(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.userIdEdit>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const store = requireStore(request);
  const language = languageOf(request);
  await requireUserIdsEnabled(app, store.id);
  const body = await bodyOf(member.userId);
  await checkMemberPassword(app, request, member, body.password, () => {
    const message = accountProfileMessages.wrongPassword[language];
    return new AppError(400, 'REQUEST_UNAUTHORIZED', message, { password: message });
  });
  if (await userIdTaken(app.db, store.id, body.userId)) throw userIdConflict(language);
  try {
    await app.db.update(accounts).set({ userId: body.userId }).where(eq(accounts.id, member.id));
  } catch (error) {
    if (uniqueViolationOf(error) === 'userId') throw userIdConflict(language);
    throw error;
  }
  await recordAccountChange(app.db, request, member.id, 'userId', app.now());
  request.log.info({ authId: member.authId }, 'user ID changed');
  return { redirectTo: href('/mypage/user-id/edit/complete') };
}
