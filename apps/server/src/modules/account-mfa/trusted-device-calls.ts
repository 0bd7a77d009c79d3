import type { endpoints } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { deleteAllTrustedDevices, deleteTrustedDevice, listTrustedDevices } from '../mfa/trusted-devices';
import { accountMfaMessages } from './account-mfa-messages';
import { announceChange } from './factor-changes';
import { requireMember } from '../member/require-member';

/** DELETE /zapi/account/trusted-device: one of the member's own remembered devices; another's is not found. */
export async function deleteOneTrustedDevice(
  app: FastifyInstance,
  { request, reply, body: bodyOf }: EndpointCall<typeof endpoints.trustedDevice>,
): Promise<FastifyReply> {
  const member = await requireMember(app, request);
  const { deviceToken } = await bodyOf();
  if (!(await deleteTrustedDevice(app.db, member.id, deviceToken))) {
    throw new AppError(404, 'NOT_FOUND', accountMfaMessages.deviceNotFound[languageOf(request)]);
  }
  await announceChange(app, request, member, { kind: 'trustedDevicesRemoved' });
  return reply.code(204).send();
}

/** DELETE /zapi/account/trusted-device/all: this browser's cookie goes too. No devices, no notice. */
export async function deleteEveryTrustedDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const member = await requireMember(app, request);
  const devices = await listTrustedDevices(app.db, member.id, undefined, app.now());
  await deleteAllTrustedDevices(app.db, member.id);
  app.trustedDeviceCookie.clear(reply);
  if (devices.length > 0) await announceChange(app, request, member, { kind: 'trustedDevicesRemoved' });
  return reply.code(204).send();
}
