import type { EnablableMultiFactorType, EnableMultiFactorAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import type { EndpointCall } from '../../http/endpoint-route';
import { AppError, flowError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import type { AccountRow } from '../account/accounts.repository';
import { authMessages } from '../auth/auth-messages';
import { enabledFactorsOf } from '../mfa/factors.repository';
import { maskPhone } from '../mfa/mask';
import { newBackupCodes } from '../mfa/backup-codes';
import { sendOneTimeCode } from '../mfa/one-time-code-mail';
import { checkOneTimeCode, issueOneTimeCode, type OneTimeCodePurpose } from '../mfa/one-time-codes';
import { openOtpSecret } from '../mfa/otp-secret-seal';
import { offeredFactorTypesOf } from '../store/store-login-settings';
import { matchTotpStep } from '../mfa/totp';
import { enforce } from '../rate-limit/rate-limit';
import { safeEqual } from '../session/csrf-token';
import { requireStore } from '../store/store.plugin';
import { accountMfaMessages } from './account-mfa-messages';
import { MFA_ENABLE_SEND_COOL_DOWN, MFA_ENABLE_SEND_PER_HOUR, MFA_ENABLE_SMS_PER_NUMBER } from './account-mfa-policy';
import { backupCodesDigestOf, enableFlowIdOf } from './account-mfa-session';
import { guardedGuess } from './guarded-guess';
import { announceChange, endOtherSessions, COMPLETE_PAGE, turnFactorOn, type ConfirmedOtp } from './factor-changes';
import { requireMember } from '../member/require-member';

/** POST /zapi/account/enable-multi-factor (spec 001 §7). */
export async function enableMultiFactor(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.enableMultiFactor>,
): Promise<EnableMultiFactorAnswer> {
  const member = await requireMember(app, request);
  const offered = await offeredFactorTypesOf(app, requireStore(request).id);
  const body = await bodyOf(offered);
  const type = body.multiFactorType;
  if (type === 'OTP')
    return finishEnable(
      app,
      request,
      member,
      type,
      await confirmOtp(app, request, member, body.secret ?? '', body.token ?? ''),
    );
  if (typeof body.token !== 'string') {
    await sendSetupCode(app, request, member, type, body.phoneNumber);
    return { codeSent: true };
  }
  const phoneNumber = await confirmSetupCode(app, request, member, type, body.token);
  return finishEnable(app, request, member, type, null, phoneNumber);
}

/** Only the secret this session's set-up page showed counts: a secret chosen by the client never does. */
async function confirmOtp(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  secret: string,
  token: string,
): Promise<ConfirmedOtp> {
  const secretSealed = await request.session.get('otpSetupSecret');
  const shown = secretSealed ? await openOtpSecret(app.db, secretSealed) : null;
  if (!secretSealed || shown === null || !safeEqual(shown, secret)) {
    request.log.info({ authId: member.authId }, 'OTP set-up refused: not the secret this session was shown');
    throw flowError(href('/mypage/multi-factor/otp'));
  }
  const step = await guardedGuess(app, request, member, () => matchTotpStep(shown, token, app.now()));
  return { secretSealed, step };
}

const purposeOf = (type: 'Email' | 'SMS'): OneTimeCodePurpose => (type === 'Email' ? 'enable:Email' : 'enable:SMS');

/** An SMS code goes to the number the member typed (the body rules require it), not the profile's. */
async function sendSetupCode(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  type: 'Email' | 'SMS',
  phoneNumber: string | undefined,
): Promise<void> {
  const language = languageOf(request);
  const store = requireStore(request);
  const now = app.now();
  await enforce(app.db, MFA_ENABLE_SEND_COOL_DOWN, `${member.id}:${type}`, now, authMessages.tooMany[language]);
  await enforce(app.db, MFA_ENABLE_SEND_PER_HOUR, member.id, now, authMessages.tooMany[language]);
  const purpose = purposeOf(type);
  const destination = type === 'SMS' ? phoneNumber : undefined;
  if (destination) await enforce(app.db, MFA_ENABLE_SMS_PER_NUMBER, destination, now, authMessages.tooMany[language]);
  if (type === 'SMS') await request.session.set('mfaSmsPhoneNumber', destination);
  const code = await issueOneTimeCode(
    app.db,
    { flowId: await enableFlowIdOf(request), purpose, accountId: member.id, ...(destination ? { destination } : {}) },
    now,
  );
  const channel = destination ? { sms: destination } : { mail: member.email };
  if (!(await sendOneTimeCode(app, request, store, channel, purpose, code, language))) {
    throw new AppError(502, 'MAIL_SEND_FAILED', accountMfaMessages.sendFailed[language]);
  }
  request.log.info({ authId: member.authId, type }, 'multi-factor set-up code sent');
}

/**
 * Checks the set-up code; for SMS answers the number it was sent to, which the code proves (the
 * digest binds the code to that number, so a number swapped in the session proves nothing).
 */
async function confirmSetupCode(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  type: 'Email' | 'SMS',
  token: string,
): Promise<string | null> {
  const flowId = await request.session.get('mfaEnableFlowId');
  const phoneNumber = type === 'SMS' ? await request.session.get('mfaSmsPhoneNumber') : undefined;
  if (!flowId || (type === 'SMS' && !phoneNumber))
    throw flowError(`/mypage/multi-factor/${type === 'Email' ? 'email' : 'sms'}`);
  await guardedGuess(app, request, member, async () => {
    const result = await checkOneTimeCode(
      app.db,
      { flowId, purpose: purposeOf(type), accountId: member.id, ...(phoneNumber ? { destination: phoneNumber } : {}) },
      token,
      app.now(),
    );
    if (result === 'exhausted') {
      // This flow takes no more tries; a new one starts with the next code (the account's throttle still counts).
      await request.session.set('mfaEnableFlowId', undefined);
    }
    return result === 'ok' ? true : null;
  });
  return phoneNumber ?? null;
}

/**
 * The member's first factor is not enabled yet: it waits in the session with the backup codes handed
 * out, until the member confirms having saved them. Any later factor is enabled at once; SMS set up
 * again with another number moves its codes there, and the notice says so.
 */
async function finishEnable(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  type: EnablableMultiFactorType,
  otp: ConfirmedOtp | null,
  phoneNumber: string | null = null,
): Promise<EnableMultiFactorAnswer> {
  const enabled = await enabledFactorsOf(app.db, member.id);
  if (enabled.length === 0) {
    const backupCodeList = newBackupCodes();
    await request.session.update({
      otpSetupSecret: undefined,
      mfaSmsPhoneNumber: undefined,
      mfaPending: {
        type,
        otpSecretSealed: otp?.secretSealed ?? null,
        otpStep: otp?.step ?? null,
        phoneNumber,
        backupCodesDigest: backupCodesDigestOf(backupCodeList),
      },
    });
    request.log.info({ authId: member.authId, type }, 'first factor confirmed: backup codes handed out');
    return { backupCodeList };
  }
  await turnFactorOn(app, member, type, otp, phoneNumber);
  await request.session.update({ otpSetupSecret: undefined, mfaPending: undefined, mfaSmsPhoneNumber: undefined });
  const smsBefore = type === 'SMS' ? enabled.find((factor) => factor.type === 'SMS') : undefined;
  await endOtherSessions(app, request, member);
  await announceChange(
    app,
    request,
    member,
    smsBefore && phoneNumber && smsBefore.phoneNumber !== phoneNumber
      ? { kind: 'smsPhoneChanged', maskedPhoneNumber: maskPhone(phoneNumber) }
      : { kind: 'factorEnabled', type },
  );
  return { redirectTo: COMPLETE_PAGE };
}
