import { apiPaths } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { regenerateBackupCodes } from './backup-code-regenerate';
import { disableMultiFactor } from './disable-factor';
import { enableMultiFactor } from './enable-factor';
import { enableWithBackupCode } from './enable-with-backup-code';
import { registerMfaScreenData } from './mfa-screen-data';
import { deleteEveryTrustedDevice, deleteOneTrustedDevice } from './trusted-device-calls';

/** The member's multi-factor settings on My Page (issue 6): screen data and the calls of spec 001 §7. */
export const accountMfaPlugin = fp(
  async (app: FastifyInstance) => {
    app.post(apiPaths.enableMultiFactor, async (request) => enableMultiFactor(app, request));
    app.post(apiPaths.enableMultiFactorWithBackupCode, async (request) => enableWithBackupCode(app, request));
    app.post(apiPaths.backupCodeRegenerate, async (request) => regenerateBackupCodes(app, request));
    app.post(apiPaths.disableMultiFactor, async (request, reply) => disableMultiFactor(app, request, reply));
    app.delete(apiPaths.trustedDevice, async (request, reply) => deleteOneTrustedDevice(app, request, reply));
    app.delete(apiPaths.trustedDeviceAll, async (request, reply) => deleteEveryTrustedDevice(app, request, reply));
    registerMfaScreenData(app);
  },
  { name: 'account-mfa', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'sms', 'mfa'] },
);
