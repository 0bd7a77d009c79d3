import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { regenerateBackupCodes } from './backup-code-regenerate';
import { disableMultiFactor } from './disable-factor';
import { enableMultiFactor } from './enable-factor';
import { enableWithBackupCode } from './enable-with-backup-code';
import { registerMfaScreenData } from './mfa-screen-data';
import { deleteEveryTrustedDevice, deleteOneTrustedDevice } from './trusted-device-calls';

/** The member's multi-factor settings on My Page: screen data and the calls of spec 001 §7. */
export const accountMfaPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.enableMultiFactor, async (call) => enableMultiFactor(app, call));
    route(app, endpoints.enableMultiFactorWithBackupCode, async (call) => enableWithBackupCode(app, call));
    route(app, endpoints.backupCodeRegenerate, async ({ request }) => regenerateBackupCodes(app, request));
    route(app, endpoints.disableMultiFactor, async (call) => disableMultiFactor(app, call));
    route(app, endpoints.trustedDevice, async (call) => deleteOneTrustedDevice(app, call));
    route(app, endpoints.trustedDeviceAll, async ({ request, reply }) => deleteEveryTrustedDevice(app, request, reply));
    registerMfaScreenData(app);
  },
  { name: 'account-mfa', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'sms', 'mfa'] },
);
