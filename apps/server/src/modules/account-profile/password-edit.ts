import type { AccountStepAnswer, endpoints, PasswordScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import type { EndpointCall } from '../../http/endpoint-route';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { recordAccountChange } from '../account/account-changes';
import type { AccountRow } from '../account/accounts.repository';
import { requireMember } from '../member/require-member';
import { authMessages } from '../auth/auth-messages';
import { deleteSessionsOfAccount, setPasswordHash } from '../auth/auth.repository';
import { mailSecurityNotice } from '../mfa/security-notice-mail';
import { deleteAllTrustedDevices } from '../mfa/trusted-devices';
import { refuseCommonPassword, refuseContextWords } from '../password/common-passwords';
import { hashPassword } from '../password/password-hasher';
import { signupSettingsOf } from '../store/signup-settings';
import { requireStore } from '../store/store.plugin';
import { accountProfileMessages } from './account-profile-messages';
import { checkMemberPassword, ENABLE_PASSWORD_PAGE } from './member-password';

/** GET /zapi/internal/mypage/password/edit/screen-data; a member without a password sets one first. */
export async function passwordScreenOf(
  app: FastifyInstance,
  storeId: string,
  member: AccountRow,
): Promise<PasswordScreenData | { redirectTo: string }> {
  if (member.passwordHash === null) return { redirectTo: ENABLE_PASSWORD_PAGE };
  const { passwordStrength } = await signupSettingsOf(app.db, storeId);
  return { passwordStrength, email: member.email, resendAvailableInSeconds: 0, pinSent: false };
}

/**
 * POST /zapi/account/password/edit: the new password under the store's strength and not a common
 * one; the current one checked under the login's guessing limits (401 on its field when wrong);
 * the same password again is refused. The member's other sessions end, every remembered browser
 * (this one too) is forgotten and a notice is mailed.
 */
export async function editPassword(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.passwordEdit>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const store = requireStore(request);
  const language = languageOf(request);
  const { passwordStrength } = await signupSettingsOf(app.db, store.id);
  const body = await bodyOf(passwordStrength);
  refuseCommonPassword(body.newPassword, 'newPassword');
  refuseContextWords(
    body.newPassword,
    { serviceName: store.serviceName, host: request.hostname, ...member },
    'newPassword',
  );
  await checkMemberPassword(app, request, member, body.oldPassword, () => {
    const message = accountProfileMessages.wrongCurrentPassword[language];
    return new AppError(401, 'REQUEST_UNAUTHORIZED', message, { oldPassword: message });
  });
  if (body.newPassword === body.oldPassword) {
    throw new AppError(400, 'INVALID_PASSWORD_REUSED', authMessages.passwordReused[language], {
      newPassword: authMessages.passwordReused[language],
    });
  }

  const now = app.now();
  await setPasswordHash(app.db, member.id, await hashPassword(body.newPassword), now);
  const current = await request.session.load();
  await deleteSessionsOfAccount(app.db, store.id, member.id, current?.id ?? null);
  // A browser remembered under the old password (perhaps a thief's) skips the second factor no more.
  await deleteAllTrustedDevices(app.db, member.id);
  // The other devices include the connected apps: their tokens end too (SignOutSteps).
  const signedOut = await app.signOutSteps.runAll(app.db, {
    storeId: store.id,
    accountId: member.id,
    authId: member.authId,
  });
  await recordAccountChange(app.db, request, member.id, 'password', now);
  request.log.info({ authId: member.authId, signedOutApps: signedOut.length }, 'password changed on My Page');
  const signedOutApps = signedOut.map((ended) => ended[language]);
  await mailSecurityNotice(app, request, store, member, { kind: 'passwordChanged', signedOutApps }, language);
  return { redirectTo: href('/mypage/password/edit/complete') };
}
