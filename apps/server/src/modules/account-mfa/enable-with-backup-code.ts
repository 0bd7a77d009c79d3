import { type RedirectAnswer, type endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { flowError } from '../../http/app-error';
import { replaceBackupCodes } from '../mfa/backup-codes';
import { backupCodesDigestOf } from './account-mfa-session';
import { announceChange, endOtherSessions, COMPLETE_PAGE, SETTINGS_PAGE, turnFactorOn } from './factor-changes';
import { requireMember } from '../member/require-member';

/**
 * POST /zapi/account/enable-multi-factor/with-backup-code: the member saved the codes, so the first
 * factor confirmed earlier in this session is enabled and the codes start to work.
 */
export async function enableWithBackupCode(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.enableMultiFactorWithBackupCode>,
): Promise<RedirectAnswer> {
  const member = await requireMember(app, request);
  const body = await bodyOf();
  const pending = await request.session.get('mfaPending');
  if (
    !pending ||
    pending.type !== body.multiFactorType ||
    pending.backupCodesDigest !== backupCodesDigestOf(body.backupCodeList) ||
    (pending.type === 'SMS' && !pending.phoneNumber)
  ) {
    request.log.info({ authId: member.authId }, 'backup-code confirmation refused: nothing of this kind pending');
    throw flowError(SETTINGS_PAGE);
  }
  await request.session.update({ mfaPending: undefined });
  const otp =
    pending.otpSecretSealed !== null && pending.otpStep !== null
      ? { secretSealed: pending.otpSecretSealed, step: pending.otpStep }
      : null;
  await turnFactorOn(app, member, pending.type, otp, pending.phoneNumber);
  await replaceBackupCodes(app.db, member.id, body.backupCodeList, app.now());
  await endOtherSessions(app, request, member);
  await announceChange(app, request, member, { kind: 'factorEnabled', type: pending.type });
  return { redirectTo: COMPLETE_PAGE };
}
