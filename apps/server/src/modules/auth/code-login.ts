import { randomUUID } from 'node:crypto';
import type { AuthAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { languageOf } from '../../http/language';
import type { EndpointCall } from '../../http/endpoint-route';
import { invalidBody } from '../../http/validate';
import { checkOneTimeCode, issueOneTimeCode } from '../mfa/one-time-codes';
import { sendOneTimeCode } from '../mfa/one-time-code-mail';
import { storeLoginSettingsOf } from '../store/store-login-settings';
import { enforce } from '../rate-limit/rate-limit';
import { requireStore } from '../store/store.plugin';
import { authMessages } from './auth-messages';
import {
  CODE_LOGIN_THROTTLE_PER_ACCOUNT,
  CODE_LOGIN_THROTTLE_PER_CLIENT,
  CODE_RESEND_AFTER_SECONDS,
  LOGIN_CODE_MAIL_LIMIT_PER_CLIENT,
  LOGIN_CODE_MAIL_LIMIT_PER_EMAIL,
} from './auth-policy';
import type { CodeLoginFlow } from './auth-session';
import { findAccountByEmail } from './auth.repository';
import { passBotCheck } from './bot-check-gate';
import { loginRecorder } from './login-record';
import { completeFirstFactor } from './login-service';
import { claimGuess, forceResetAtCeiling } from './guess-limit';
import { safeReturnTarget } from './return-target';
import { clientAddressKey } from '../rate-limit/client-address';
import { siteLoginPages, type LoginPages } from './login-pages';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Seconds left before "send again" (0 when it may be sent now). */
export function resendAfterSeconds(sentAt: string | undefined, now: Date): number {
  if (!sentAt) return 0;
  const left = CODE_RESEND_AFTER_SECONDS * 1000 - (now.getTime() - new Date(sentAt).getTime());
  return Math.max(0, Math.ceil(left / 1000));
}

const codeOff = (request: FastifyRequest) =>
  new AppError(400, 'LOGIN_FAILED', authMessages.authCodeOff[languageOf(request)]);

/**
 * POST /login/code: mails a login code when the address is a member's, and answers the same either
 * way. Sending again (same address, same session) keeps the flow, so the failure count stays.
 */
export async function loginCodeSend(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.loginCode>,
  pages: LoginPages = siteLoginPages,
): Promise<AuthAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const settings = await storeLoginSettingsOf(app.db, store.id);
  if (!settings.isEnabledAuthCode) throw codeOff(request);
  const body = await bodyOf();
  const email = body.email.trim();
  const now = app.now();
  const account = await findAccountByEmail(app.db, store.id, email);
  await passBotCheck(
    app,
    request,
    settings,
    body.token,
    loginRecorder(app, request, { accountId: account?.id ?? null, identifier: email, method: 'AuthCode' }),
  );

  const previous = await request.session.get('codeLogin');
  const sameFlow = previous !== undefined && !previous.spent && sameAddress(previous.email, email);
  if (sameFlow && resendAfterSeconds(previous.sentAt, now) > 0)
    throw new TooManyRequestsError(authMessages.tooMany[language], resendAfterSeconds(previous.sentAt, now) * 1000);
  await enforce(
    app.db,
    LOGIN_CODE_MAIL_LIMIT_PER_CLIENT,
    `${store.id}:${clientAddressKey(request.ip)}`,
    now,
    authMessages.tooMany[language],
  );
  await enforce(
    app.db,
    LOGIN_CODE_MAIL_LIMIT_PER_EMAIL,
    `${store.id}:${email.toLowerCase()}`,
    now,
    authMessages.tooMany[language],
  );

  const redirectTo = safeReturnTarget(request, body.redirectTo);
  const flow: CodeLoginFlow = {
    flowId: sameFlow ? previous.flowId : randomUUID(),
    email,
    sentAt: now.toISOString(),
    redirectTo,
  };
  // A code is issued for unknown addresses too (never sent), so both paths do the same work.
  const code = await issueOneTimeCode(
    app.db,
    { flowId: flow.flowId, purpose: 'login', accountId: account?.id ?? null },
    now,
  );
  await request.session.set('codeLogin', flow);
  if (account) await sendOneTimeCode(app, request, store, { mail: account.email }, 'login', code, language);
  else request.log.info('login code asked for an unknown address');
  return { redirectTo: redirectTo ? `${pages.code}?redirect=${encodeURIComponent(redirectTo)}` : pages.code };
}

/**
 * POST /login with loginMethod AuthCode: the code of this session's flow for the same address,
 * under the guessing limits. Wrong, expired and spent codes all answer PIN_CODE_ERROR. No bot check
 * here: it guarded the send, and the mailed code is the proof (docs/decisions.md).
 */
export async function codeLoginRoute(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.login>,
  pages: LoginPages = siteLoginPages,
): Promise<AuthAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const settings = await storeLoginSettingsOf(app.db, store.id);
  if (!settings.isEnabledAuthCode) throw codeOff(request);
  const body = await bodyOf('AuthCode');
  if (body.loginMethod !== 'AuthCode') throw invalidBody();
  const identifier = body.emailUserId.trim();
  const now = app.now();
  const account = await findAccountByEmail(app.db, store.id, identifier);
  const record = loginRecorder(app, request, { accountId: account?.id ?? null, identifier, method: 'AuthCode' });

  const flow = await request.session.get('codeLogin');
  const refused = (message: string) => new AppError(401, 'PIN_CODE_ERROR', message, { authCode: message });
  if (!flow || !sameAddress(flow.email, identifier)) {
    await record('PIN_CODE_ERROR');
    throw refused(authMessages.codeSpent[language]);
  }

  const accountSubject = `${store.id}:${account ? `account:${account.id}` : `email:${identifier.toLowerCase()}`}`;
  const guess = await claimGuess(
    app,
    request,
    { perClient: CODE_LOGIN_THROTTLE_PER_CLIENT, perAccount: CODE_LOGIN_THROTTLE_PER_ACCOUNT },
    accountSubject,
    () => record('TOO_MANY_REQUESTS'),
  );

  const result = await checkOneTimeCode(
    app.db,
    { flowId: flow.flowId, purpose: 'login', accountId: account?.id ?? null },
    body.authCode,
    now,
  );
  if (result !== 'ok' || !account) {
    await record('PIN_CODE_ERROR');
    await forceResetAtCeiling(app, request, guess, account);
    request.log.info({ authId: account?.authId ?? null, result }, 'code login refused');
    if (result === 'wrong') throw refused(authMessages.wrongUserCode[language]);
    await request.session.set('codeLogin', { ...flow, spent: true });
    throw refused(authMessages.codeSpent[language]);
  }
  // The settlement is written with the login (completeFirstFactor).
  return completeFirstFactor(
    app,
    request,
    { ...account, owedWrites: guess.settlement },
    { method: 'AuthCode', identifier },
    flow.redirectTo ?? body.redirectTo,
    pages,
  );
}
