import { BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH, type EnablableMultiFactorType, type RedirectAnswer } from '@vs/contract';
import { backupCodesSavedSchema, messages } from '@vs/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, mixed, object, string } from 'yup';
import { flowError } from '../../http/app-error';
import { validateBody } from '../../http/validate';
import { replaceBackupCodes } from '../mfa/backup-codes';
import { backupCodesDigestOf } from './account-mfa-session';
import { announceChange, COMPLETE_PAGE, SETTINGS_PAGE, turnFactorOn } from './factor-changes';
import { requireMember } from '../member/require-member';

const bodySchema = () =>
  object({
    multiFactorType: mixed<EnablableMultiFactorType>().required(messages.generic.required).oneOf(['Email', 'SMS', 'OTP'], messages.generic.invalid),
    backupCodeList: array(string().required(messages.generic.required).max(BACKUP_CODE_LENGTH, messages.generic.tooLong))
      .required(messages.generic.required)
      .max(BACKUP_CODE_COUNT, messages.generic.tooManyItems),
    saved: backupCodesSavedSchema(),
  });

/**
 * POST /zapi/account/enable-multi-factor/with-backup-code: the member saved the codes, so the first
 * factor confirmed earlier in this session is enabled and the codes start to work.
 */
export async function enableWithBackupCode(app: FastifyInstance, request: FastifyRequest): Promise<RedirectAnswer> {
  const member = await requireMember(app, request);
  const body = await validateBody(bodySchema(), request.body);
  const pending = await request.session.get('mfaPending');
  if (!pending || pending.type !== body.multiFactorType || pending.backupCodesDigest !== backupCodesDigestOf(body.backupCodeList)) {
    request.log.info({ authId: member.authId }, 'backup-code confirmation refused: nothing of this kind pending');
    throw flowError(SETTINGS_PAGE);
  }
  await request.session.update({ mfaPending: undefined });
  const otp = pending.otpSecretSealed !== null && pending.otpStep !== null ? { secretSealed: pending.otpSecretSealed, step: pending.otpStep } : null;
  await turnFactorOn(app, member, pending.type, otp);
  await replaceBackupCodes(app.db, member.id, body.backupCodeList, app.now());
  await announceChange(app, request, member, { kind: 'factorEnabled', type: pending.type });
  return { redirectTo: COMPLETE_PAGE };
}
