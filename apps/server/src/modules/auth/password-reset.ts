import { createHash, randomBytes } from 'node:crypto';
import type { AuthAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { languageOf, type Language } from '../../http/language';
import type { EndpointCall } from '../../http/endpoint-route';
import { findAccount, type AccountRow } from '../account/accounts.repository';
import type { StoreRecord } from '../store/store.repository';
import { fromAddressOf } from '../mail/mail.port';
import { refuseCommonPassword, refuseContextWords } from '../password/common-passwords';
import { hashPassword, verifyPassword } from '../password/password-hasher';
import { enforce } from '../rate-limit/rate-limit';
import { signupSettingsOf } from '../store/signup-settings';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { authMessages } from './auth-messages';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  RESET_ANSWER_FLOOR_MS,
  RESET_LIMIT_PER_CLIENT,
  RESET_MAIL_LIMIT_PER_CLIENT,
  RESET_MAIL_LIMIT_PER_EMAIL,
  RESET_TOKEN_LIFETIME_MS,
} from './auth-policy';
import {
  consumeResetToken,
  deleteSessionsOfAccount,
  findAccountByEmail,
  findLiveResetToken,
  insertResetToken,
  retireResetTokens,
  setPasswordHash,
} from './auth.repository';
import { deleteThrottlesOfAccount } from './login-throttle';
import { passwordChangedMail, passwordResetMail } from './password-reset-mail';
import { clientAddressKey } from '../rate-limit/client-address';
import { deleteAllTrustedDevices } from '../mfa/trusted-devices';

/** 128 random bits in the link; only the sha256 is stored. */
export const newResetToken = (): string => randomBytes(16).toString('base64url');
export const resetTokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Tokens are base64url of 16 bytes; anything else is not worth a query. */
const plausibleToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(token);

export async function resetTokenValid(db: Db, token: unknown, now: Date): Promise<boolean> {
  return plausibleToken(token) && (await findLiveResetToken(db, resetTokenDigest(token), now)) !== null;
}

/**
 * POST /zapi/auth/password/forgot: mails a single-use reset link when the address is a member's,
 * and answers the same either way (no enumeration), at the same time either way
 * ({@link RESET_ANSWER_FLOOR_MS}).
 */
export async function passwordForgot(
  app: FastifyInstance,
  { request, body }: EndpointCall<typeof endpoints.passwordForgot>,
): Promise<AuthAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const { email } = await body();
  const startedAt = performance.now();
  const now = app.now();
  await enforce(
    app.db,
    RESET_MAIL_LIMIT_PER_CLIENT,
    `${store.id}:${clientAddressKey(request.ip)}`,
    now,
    authMessages.tooMany[language],
  );
  await enforce(
    app.db,
    RESET_MAIL_LIMIT_PER_EMAIL,
    `${store.id}:${email.toLowerCase()}`,
    now,
    authMessages.tooMany[language],
  );
  const answer = { redirectTo: href('/password/forgot/complete') };

  const account = await findAccountByEmail(app.db, store.id, email);
  if (account) await mailResetLink(app, request, store, account, language);
  else request.log.info('password reset asked for an unknown address');
  await sleep(Math.max(0, RESET_ANSWER_FLOOR_MS - (performance.now() - startedAt)));
  return answer;
}

/** Stores a new single-use token and mails its link; a mail failure is logged, never shown. */
export async function mailResetLink(
  app: FastifyInstance,
  request: FastifyRequest,
  store: StoreRecord,
  account: AccountRow,
  language: Language,
): Promise<void> {
  const now = app.now();
  const token = newResetToken();
  await insertResetToken(app.db, {
    tokenHash: resetTokenDigest(token),
    accountId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  // Never the raw Host: a forged one would send the member's token to another site.
  const link = `${canonicalOrigin(request)}/password/reset?token=${token}`;
  const mail = passwordResetMail({
    language,
    serviceName: store.serviceName,
    link,
    minutes: RESET_TOKEN_LIFETIME_MS / 60_000,
  });
  try {
    await app.mail.send({ storeId: store.id, from: fromAddressOf(store), to: account.email, ...mail });
    request.log.info({ authId: account.authId }, 'password reset mail sent');
  } catch (error) {
    // Same answer as for an unknown address; the failure is for the operators.
    request.log.error(
      { errName: (error as Error).name, errCode: (error as { code?: unknown }).code },
      'password reset mail not sent',
    );
  }
}

/**
 * POST /zapi/auth/password/reset: the token (single-use), the new password under the store's
 * strength (the sign-up schema) and not the current one. Other sessions of the account end and
 * no browser stays remembered.
 */
export async function passwordReset(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.passwordReset>,
): Promise<AuthAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const now = app.now();
  await enforce(
    app.db,
    RESET_LIMIT_PER_CLIENT,
    `${store.id}:${clientAddressKey(request.ip)}`,
    now,
    authMessages.tooMany[language],
  );
  const settings = await signupSettingsOf(app.db, store.id);
  const body = await bodyOf(settings.passwordStrength);
  refuseCommonPassword(body.password);
  const invalidToken = () => new AppError(400, 'INVALID_RESET_TOKEN', authMessages.invalidToken[language]);

  if (!plausibleToken(body.token)) throw invalidToken();
  const digest = resetTokenDigest(body.token);
  const live = await findLiveResetToken(app.db, digest, now);
  const account = live ? await findAccount(app.db, store.id, live.accountId) : null;
  if (!live || !account) throw invalidToken();
  refuseContextWords(body.password, { serviceName: store.serviceName, host: request.hostname, ...account });
  if (account.passwordHash && (await verifyPassword(account.passwordHash, body.password))) {
    throw new AppError(400, 'INVALID_PASSWORD_REUSED', authMessages.passwordReused[language], {
      password: authMessages.passwordReused[language],
    });
  }

  const passwordHash = await hashPassword(body.password);
  if (!(await consumeResetToken(app.db, digest, now))) throw invalidToken();
  await setPasswordHash(app.db, account.id, passwordHash, now);
  await retireResetTokens(app.db, account.id, now);
  const current = await request.session.load();
  await deleteSessionsOfAccount(app.db, store.id, account.id, current?.id ?? null);
  // Whoever lost the password may have remembered a browser with it: none skips the second factor now.
  await deleteAllTrustedDevices(app.db, account.id);
  // Every count of the account (password, codes, second factors), at its ceiling or not, starts again.
  await deleteThrottlesOfAccount(app.db, account);
  // Whoever had the password may have linked an app with it: those apps' tokens end too.
  const signedOut = await app.signOutSteps.runAll(app.db, {
    storeId: store.id,
    accountId: account.id,
    authId: account.authId,
  });
  request.log.info({ authId: account.authId, signedOutApps: signedOut.length }, 'password reset');
  try {
    await app.mail.send({
      storeId: store.id,
      from: fromAddressOf(store),
      to: account.email,
      ...passwordChangedMail({
        language,
        serviceName: store.serviceName,
        signedOutApps: signedOut.map((ended) => ended[language]),
      }),
    });
  } catch (error) {
    request.log.error({ errName: (error as Error).name }, 'password change notice not sent');
  }
  return { redirectTo: href('/password/reset/complete') };
}
