import type { EnablableMultiFactorType, RedirectAnswer } from '@vs/contract';
import { messages } from '@vs/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mixed, object } from 'yup';
import { validateBody } from '../../http/validate';
import { deleteBackupCodes } from '../mfa/backup-codes';
import { disableFactor, enabledFactorsOf } from '../mfa/factors.repository';
import { deleteAllTrustedDevices } from '../mfa/trusted-devices';
import { announceChange, SETTINGS_PAGE } from './factor-changes';
import { requireMember } from '../member/require-member';

/** Any type the member may have enabled, also one the store has stopped offering since. */
const bodySchema = () =>
  object({ multiFactorType: mixed<EnablableMultiFactorType>().required(messages.generic.required).oneOf(['Email', 'SMS', 'OTP'], messages.generic.invalid) });

/**
 * POST /zapi/account/disable-multi-factor. With the last factor gone, backup codes and remembered
 * devices have nothing left to stand in for, so they go too. Disabling a type that is not enabled
 * changes nothing and answers the same (a second click is no error).
 */
export async function disableMultiFactor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<RedirectAnswer> {
  const member = await requireMember(app, request);
  const { multiFactorType: type } = await validateBody(bodySchema(), request.body);
  if (await disableFactor(app.db, member.id, type)) {
    if ((await enabledFactorsOf(app.db, member.id)).length === 0) {
      await deleteBackupCodes(app.db, member.id);
      await deleteAllTrustedDevices(app.db, member.id);
      app.trustedDeviceCookie.clear(reply);
    }
    await announceChange(app, request, member, { kind: 'factorDisabled', type });
  }
  return { redirectTo: SETTINGS_PAGE };
}
