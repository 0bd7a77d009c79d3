import type {
  CodeFactorSetupScreenData,
  EnablableMultiFactorType,
  MultiFactorScreenData,
  OtpSetupScreenData,
  TrustedDeviceScreenData,
} from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../account/accounts.repository';
import { backupCodesLeft } from '../mfa/backup-codes';
import { enabledFactorsOf } from '../mfa/factors.repository';
import { maskEmail, maskPhone } from '../mfa/mask';
import { sealOtpSecret } from '../mfa/otp-secret-seal';
import { offeredFactorTypesOf } from '../store/store-login-settings';
import { newOtpSecret, otpauthUrlOf } from '../mfa/totp';
import { listTrustedDevices } from '../mfa/trusted-devices';
import type { ScreenDataContext } from '../screen-data/registry';
import { SETTINGS_PAGE } from './factor-changes';
import { forMembers } from '../member/require-member';

const toSettings = { redirectTo: SETTINGS_PAGE } as const;

/** Screen data of /mypage/multi-factor and its sub-pages (spec 000 §2 "Multi-factor"). */
export function registerMfaScreenData(app: FastifyInstance): void {
  const isFirstFactor = async (member: AccountRow) => (await enabledFactorsOf(app.db, member.id)).length === 0;
  const offers = async (screen: ScreenDataContext, type: EnablableMultiFactorType) =>
    (await offeredFactorTypesOf(app, screen.store.id)).includes(type);

  const settings = async (screen: ScreenDataContext, member: AccountRow): Promise<MultiFactorScreenData> => {
    const enabled = await enabledFactorsOf(app.db, member.id);
    return {
      offeredTypes: await offeredFactorTypesOf(app, screen.store.id),
      enabled: enabled.map((factor) => ({
        type: factor.type,
        enabledAt: factor.enabledAt.toISOString(),
        ...(factor.type === 'SMS' && factor.phoneNumber ? { destination: maskPhone(factor.phoneNumber) } : {}),
      })),
      backupCodesLeft: enabled.length > 0 ? await backupCodesLeft(app.db, member.id) : 0,
    };
  };
  app.screenData.register('/mypage/multi-factor', forMembers(app, settings));
  // Backup codes stand in for a factor: without one enabled there is nothing to show or regenerate.
  const backupCodes = forMembers(app, async (screen, member) => {
    const data = await settings(screen, member);
    return data.enabled.length > 0 ? data : toSettings;
  });
  app.screenData.register('/mypage/multi-factor/backup-code', backupCodes);
  app.screenData.register('/mypage/multi-factor/backup-code/generate', backupCodes);

  app.screenData.register(
    '/mypage/multi-factor/otp',
    forMembers(app, async (screen, member): Promise<OtpSetupScreenData | typeof toSettings> => {
      if (!(await offers(screen, 'OTP'))) return toSettings;
      // A fresh secret per visit; only the newest one shown in this session can be confirmed.
      const secret = newOtpSecret();
      await screen.request.session.set('otpSetupSecret', await sealOtpSecret(app.db, secret));
      return {
        secret,
        otpauthUrl: otpauthUrlOf(secret, screen.store.serviceName, member.email),
        isFirstFactor: await isFirstFactor(member),
      };
    }),
  );

  // SMS codes go to the factor's own number; the profile's is only offered as the one to prove.
  const codeFactor = (type: 'Email' | 'SMS') =>
    forMembers(app, async (screen, member): Promise<CodeFactorSetupScreenData | typeof toSettings> => {
      if (!(await offers(screen, type))) return toSettings;
      const enabled = await enabledFactorsOf(app.db, member.id);
      const isFirstFactor = enabled.length === 0;
      if (type === 'Email')
        return { type, destination: maskEmail(member.email), suggestedPhoneNumber: null, isFirstFactor };
      const sms = enabled.find((factor) => factor.type === 'SMS')?.phoneNumber;
      return {
        type,
        destination: sms ? maskPhone(sms) : null,
        suggestedPhoneNumber: member.phoneNumber,
        isFirstFactor,
      };
    });
  app.screenData.register('/mypage/multi-factor/email', codeFactor('Email'));
  app.screenData.register('/mypage/multi-factor/sms', codeFactor('SMS'));

  app.screenData.register(
    '/mypage/multi-factor/complete',
    forMembers(app, async () => ({ ok: true as const })),
  );

  app.screenData.register(
    '/mypage/multi-factor/trusted-device',
    forMembers(app, async (screen, member): Promise<TrustedDeviceScreenData> => ({
      devices: await listTrustedDevices(app.db, member.id, app.trustedDeviceCookie.read(screen.request), app.now()),
    })),
  );
}
