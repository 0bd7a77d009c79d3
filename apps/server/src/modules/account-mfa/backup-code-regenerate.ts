import type { BackupCodeListAnswer } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { flowError } from '../../http/app-error';
import { newBackupCodes, replaceBackupCodes } from '../mfa/backup-codes';
import { enabledFactorsOf } from '../mfa/factors.repository';
import { announceChange, endOtherSessions, SETTINGS_PAGE } from './factor-changes';
import { requireMember } from '../member/require-member';

/**
 * POST /zapi/account/backup-code-regenerate: new codes replace every old one. The spec's body carries
 * `backupCodeList`; the server makes the codes, so whatever it holds is dropped.
 */
export async function regenerateBackupCodes(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<BackupCodeListAnswer> {
  const member = await requireMember(app, request);
  if ((await enabledFactorsOf(app.db, member.id)).length === 0) throw flowError(SETTINGS_PAGE);
  const backupCodeList = newBackupCodes();
  await replaceBackupCodes(app.db, member.id, backupCodeList, app.now());
  await endOtherSessions(app, request, member);
  await announceChange(app, request, member, { kind: 'backupCodesRegenerated' });
  return { backupCodeList };
}
