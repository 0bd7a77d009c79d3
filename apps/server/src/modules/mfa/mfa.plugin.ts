import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { upgradeUnkeyedBackupCodes } from './backup-codes';
import { resealOtpSecrets } from './otp-secret-seal';
import { TrustedDeviceCookie } from './trusted-device-cookie';

declare module 'fastify' {
  interface FastifyInstance {
    /** This browser's remembered-device cookie: set at a second-factor login, read at the next one. */
    readonly trustedDeviceCookie: TrustedDeviceCookie;
  }
}

export interface MfaPluginOptions {
  /** Like the session cookie: Secure and `__Host-` outside plain-http development. */
  readonly secure: boolean;
}

/** The multi-factor primitives' shared pieces (the login and My Page modules use them). */
export const mfaPlugin = fp<MfaPluginOptions>(
  async (app: FastifyInstance, { secure }) => {
    app.decorate('trustedDeviceCookie', new TrustedDeviceCookie(secure));
    const upgraded = await upgradeUnkeyedBackupCodes(app.db);
    if (upgraded > 0) app.log.info({ upgraded }, 'unkeyed backup-code digests moved to the keyed form');
    const resealed = await resealOtpSecrets(app.db);
    if (resealed > 0) app.log.info({ resealed }, 'OTP secrets sealed again under the current OTP_SEAL_KEY');
  },
  { name: 'mfa', dependencies: ['@fastify/cookie', 'database'] },
);
