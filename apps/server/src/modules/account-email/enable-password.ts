import type { AccountStepAnswer, endpoints } from '@vs/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { accounts } from '../../db/schema';
import { flowError } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { recordAccountChange } from '../account/account-changes';
import { requireMember } from '../member/require-member';
import { refuseCommonPassword, refuseContextWords } from '../password/common-passwords';
import { hashPassword } from '../password/password-hasher';
import { signupSettingsOf } from '../store/signup-settings';
import { requireStore } from '../store/store.plugin';
import { mailSecurityNotice } from '../mfa/security-notice-mail';
import { checkAccountPin, forgetAccountPin } from './account-pin';

const PASSWORD_EDIT_PAGE = href('/mypage/password/edit');

/**
 * POST /zapi/account/enable-password: a member without a password (signed up through an external
 * identity) sets one, proving the address with the mailed PIN. The form is checked before the PIN,
 * so a typo in the password does not cost one of the PIN's tries.
 */
export async function enablePassword(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.enablePassword>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  if (member.passwordHash) throw flowError(PASSWORD_EDIT_PAGE);
  const store = requireStore(request);
  const { passwordStrength } = await signupSettingsOf(app.db, store.id);
  const body = await bodyOf(passwordStrength);
  refuseCommonPassword(body.password);
  refuseContextWords(body.password, { serviceName: store.serviceName, host: request.hostname, ...member });
  await checkAccountPin(app, request, member, 'passwordSetting', body.pinCode);

  const passwordHash = await hashPassword(body.password);
  const now = app.now();
  const enabled = await app.db.transaction(async (db) => {
    // The PIN went to the address, so it is proven too. Only a member still without a password is changed.
    const rows = await db
      .update(accounts)
      .set({
        passwordHash,
        passwordUpdatedAt: now,
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(accounts.id, member.id), isNull(accounts.passwordHash)))
      .returning({ id: accounts.id });
    if (rows.length > 0) await recordAccountChange(db, request, member.id, 'passwordEnabled', now, ['password']);
    return rows.length > 0;
  });
  await forgetAccountPin(request, 'passwordSetting');
  if (!enabled) throw flowError(PASSWORD_EDIT_PAGE);
  request.log.info({ authId: member.authId }, 'password enabled');
  await mailSecurityNotice(app, request, store, member, { kind: 'passwordEnabled' }, languageOf(request));
  return { redirectTo: href('/mypage/enable-password/complete') };
}
