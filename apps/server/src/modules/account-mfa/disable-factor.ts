import type { RedirectAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { deleteBackupCodes } from '../mfa/backup-codes';
import { disableFactor, enabledFactorsOf } from '../mfa/factors.repository';
import { deleteAllTrustedDevices } from '../mfa/trusted-devices';
import { announceChange, endOtherSessions, SETTINGS_PAGE } from './factor-changes';
import { requireMember } from '../member/require-member';

/**
 * POST /zapi/account/disable-multi-factor. With the last factor gone, backup codes and remembered
 * devices have nothing left to stand in for, so they go too. Disabling a type that is not enabled
 * changes nothing and answers the same (a second click is no error).
 */
export async function disableMultiFactor(
  app: FastifyInstance,
  { request, reply, body: bodyOf }: EndpointCall<typeof endpoints.disableMultiFactor>,
): Promise<RedirectAnswer> {
  const member = await requireMember(app, request);
  const { multiFactorType: type } = await bodyOf();
  if (await disableFactor(app.db, member.id, type)) {
    if ((await enabledFactorsOf(app.db, member.id)).length === 0) {
      await deleteBackupCodes(app.db, member.id);
      await deleteAllTrustedDevices(app.db, member.id);
      app.trustedDeviceCookie.clear(reply);
    }
    await endOtherSessions(app, request, member);
    await announceChange(app, request, member, { kind: 'factorDisabled', type });
  }
  return { redirectTo: SETTINGS_PAGE };
}
