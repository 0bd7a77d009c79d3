import { multiFactorTypeOfSegment, type AuthAnswer, type endpoints, type MultiFactorType } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/app-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { languageOf } from '../../http/language';
import type { EndpointCall } from '../../http/endpoint-route';
import { findAccount } from '../account/accounts.repository';
import { consumeBackupCode } from '../mfa/backup-codes';
import { acceptOtpStep, setPreferredFactor } from '../mfa/factors.repository';
import { checkOneTimeCode, issueOneTimeCode } from '../mfa/one-time-codes';
import { sendOneTimeCode } from '../mfa/one-time-code-mail';
import { openOtpSecret } from '../mfa/otp-secret-seal';
import { matchTotpStep } from '../mfa/totp';
import { trustDevice } from '../mfa/trusted-devices';
import { enforce } from '../rate-limit/rate-limit';
import { requireStore } from '../store/store.plugin';
import { authMessages } from './auth-messages';
import {
  MULTI_FACTOR_SEND_LIMIT_PER_ACCOUNT,
  MULTI_FACTOR_THROTTLE_PER_ACCOUNT,
  MULTI_FACTOR_THROTTLE_PER_CLIENT,
} from './auth-policy';
import type { PendingLogin } from './auth-session';
import { resendAfterSeconds } from './code-login';
import { loginRecorder, loginRecordWrite } from './login-record';
import { authenticationMethodsOf } from './login-factors';
import { finishLogin, livePendingLogin, memberFactorsOf, smsNumberOf, type MemberFactors } from './login-service';
import { claimGuess, forceResetAtCeiling } from './guess-limit';
import { siteLoginPages, type LoginPages } from './login-pages';

/** No pending login (never started, expired, or already finished): back to the login page. */
const noPendingLogin = (request: FastifyRequest, pages: LoginPages) =>
  new AppError(401, 'INVALID_SESSION_FLOW', authMessages.flow[languageOf(request)], undefined, pages.login);

interface SecondStep {
  readonly pending: PendingLogin;
  readonly member: MemberFactors;
  readonly type: MultiFactorType;
}

/** The pending login and the factor type of the URL segment, which must be one of the member's. */
async function secondStepOf(
  app: FastifyInstance,
  request: FastifyRequest,
  segment: string,
  pages: LoginPages,
): Promise<SecondStep> {
  const type = multiFactorTypeOfSegment(segment);
  if (!type) throw notFound();
  const pending = await livePendingLogin(app, request);
  if (!pending) throw noPendingLogin(request, pages);
  const member = await memberFactorsOf(app, requireStore(request).id, pending.accountId);
  if (!member.types.includes(type))
    throw new AppError(
      401,
      'INVALID_SESSION_FLOW',
      authMessages.flow[languageOf(request)],
      undefined,
      pages.multiFactor,
    );
  return { pending, member, type };
}

/** POST /zapi/login/multi-factor/{email|sms}/send: a code for this pending login, by mail or text message. */
export async function multiFactorSend(
  app: FastifyInstance,
  { request, reply, params: { segment } }: EndpointCall<typeof endpoints.loginMultiFactorSend>,
  pages: LoginPages = siteLoginPages,
): Promise<FastifyReply> {
  const store = requireStore(request);
  const language = languageOf(request);
  const { pending, member, type } = await secondStepOf(app, request, segment, pages);
  if (type !== 'Email' && type !== 'SMS') throw notFound();
  const now = app.now();
  const resendAfter = resendAfterSeconds(pending.codeSentAt?.[type], now);
  if (resendAfter > 0) throw new TooManyRequestsError(authMessages.tooMany[language], resendAfter * 1000);
  await enforce(
    app.db,
    MULTI_FACTOR_SEND_LIMIT_PER_ACCOUNT,
    `${store.id}:${pending.accountId}`,
    now,
    authMessages.tooMany[language],
  );
  const account = await findAccount(app.db, store.id, pending.accountId);
  // SMS goes to the number the factor proved at set-up, never to the profile's (edited without step-up).
  const destination = type === 'Email' ? account?.email : smsNumberOf(member);
  if (!account || !destination) throw noPendingLogin(request, pages);

  const code = await issueOneTimeCode(
    app.db,
    { flowId: pending.flowId, purpose: `mfa:${type}`, accountId: account.id },
    now,
  );
  const sent = await sendOneTimeCode(
    app,
    request,
    store,
    type === 'Email' ? { mail: destination } : { sms: destination },
    `mfa:${type}`,
    code,
    language,
  );
  if (!sent) throw new AppError(502, 'MAIL_SEND_FAILED', authMessages.sendFailed[language]);
  await request.session.set('pendingLogin', {
    ...pending,
    codeSentAt: { ...pending.codeSentAt, [type]: now.toISOString() },
  });
  return reply.code(204).send();
}

/** Whether `value` is a good second factor of `type` for the pending login; each use is single. */
async function factorAccepted(app: FastifyInstance, step: SecondStep, value: string, now: Date): Promise<boolean> {
  const { pending, member, type } = step;
  switch (type) {
    case 'OTP': {
      const sealed = member.factors.find((factor) => factor.type === 'OTP')?.otpSecretSealed;
      if (!sealed) return false;
      const matched = await matchTotpStep(await openOtpSecret(app.db, sealed), value, now);
      // A code already used (by this login or a watcher) is refused: only a later step is accepted.
      return matched !== null && (await acceptOtpStep(app.db, pending.accountId, matched));
    }
    case 'BackupCode':
      return consumeBackupCode(app.db, pending.accountId, value, now);
    case 'Email':
    case 'SMS':
      return (
        (await checkOneTimeCode(
          app.db,
          { flowId: pending.flowId, purpose: `mfa:${type}`, accountId: pending.accountId },
          value,
          now,
        )) === 'ok'
      );
  }
}

/**
 * POST /zapi/login/multi-factor/{segment}: the second factor under the guessing limits; success
 * logs in (new session id), may remember the type and this browser, and goes to the return target.
 */
export async function multiFactorLogin(
  app: FastifyInstance,
  { request, reply, params: { segment }, body: bodyOf }: EndpointCall<typeof endpoints.loginMultiFactor>,
  pages: LoginPages = siteLoginPages,
): Promise<AuthAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const step = await secondStepOf(app, request, segment, pages);
  const { pending, type } = step;
  const body = await bodyOf(type === 'OTP' ? 'OTP' : 'other');
  const now = app.now();
  const attempt = { accountId: pending.accountId, identifier: pending.identifier, method: pending.method };
  const record = loginRecorder(app, request, attempt);
  const outcome = { multiFactorType: type, multiFactorRequested: true };

  // One count for every type: a wrong OTP and a wrong backup code spend the same tries.
  const accountSubject = `${store.id}:account:${pending.accountId}`;
  const guess = await claimGuess(
    app,
    request,
    { perClient: MULTI_FACTOR_THROTTLE_PER_CLIENT, perAccount: MULTI_FACTOR_THROTTLE_PER_ACCOUNT },
    accountSubject,
    () => record('TOO_MANY_REQUESTS', outcome),
  );
  if (!(await factorAccepted(app, step, body.value.trim(), now))) {
    await record('PIN_CODE_ERROR', outcome);
    request.log.info({ authId: pending.authId, type }, 'second factor refused');
    if (guess.atCeiling)
      await forceResetAtCeiling(app, request, guess, await findAccount(app.db, store.id, pending.accountId));
    throw new AppError(401, 'PIN_CODE_ERROR', authMessages.failed[language], { value: authMessages.failed[language] });
  }

  if (body.isPreferred) await setPreferredFactor(app.db, pending.accountId, type);
  // The guessing-limit settlement and the history's success row commit with the session.
  await finishLogin(
    request,
    { id: pending.accountId, authId: pending.authId },
    now,
    [...guess.settlement, loginRecordWrite(app, request, attempt, 'success', outcome)],
    authenticationMethodsOf(pending.method, type),
    pending.identityType,
  );
  if (body.rememberDevice) {
    const token = await trustDevice(app.db, pending.accountId, request.headers['user-agent'], now);
    app.trustedDeviceCookie.set(reply, token);
  }
  request.log.info({ authId: pending.authId, type }, 'logged in with a second factor');
  return { redirectTo: pending.redirectTo };
}
