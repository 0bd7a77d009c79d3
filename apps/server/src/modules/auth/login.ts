import { randomBytes } from 'node:crypto';
import type { AuthAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import type { EndpointCall } from '../../http/endpoint-route';
import { invalidBody } from '../../http/validate';
import { hashPassword, needsRehash, verifyPassword } from '../password/password-hasher';
import { recentSignupSettingsOf } from '../store/signup-settings';
import { requireStore } from '../store/store.plugin';
import { authMessages, type LoginFailureCode } from './auth-messages';
import { recentStoreLoginSettingsOf } from '../store/store-login-settings';
import { LOGIN_THROTTLE_PER_ACCOUNT, LOGIN_THROTTLE_PER_CLIENT } from './auth-policy';
import { findAccountByEmail, findAccountByUserId, setPasswordHash, type LoginAccount } from './auth.repository';
import type { ShapedSql } from '../../db/shaped-statement';
import { passBotCheck } from './bot-check-gate';
import { codeLoginRoute } from './code-login';
import { loginRecorder } from './login-record';
import { completeFirstFactor } from './login-service';
import { answerGuess, clientClaim, forceResetAtCeiling } from './guess-limit';
import { findAccountClaimingGuess } from './password-login-claim';

/** A hash of nothing, verified when the identifier matches nobody, so the answer takes as long. */
let dummyHash: Promise<string> | undefined;
const dummyHashOf = () => (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')));

export type IdentifierKind = 'email' | 'userId';

/** An identifier with '@' is an e-mail; otherwise a user ID where the store has them, else still an e-mail. */
export function identifierKindOf(identifier: string, userIdEnabled: boolean): IdentifierKind {
  return identifier.includes('@') || !userIdEnabled ? 'email' : 'userId';
}

const failureCodeOf = (kind: IdentifierKind): LoginFailureCode =>
  kind === 'email' ? 'LOGIN_INVALID_EMAIL_OR_PASSWORD' : 'LOGIN_INVALID_USER_ID_OR_PASSWORD';

/**
 * POST /login: password or e-mailed code (by `loginMethod`), then the one after-first-factor
 * decision ({@link completeFirstFactor}). Every attempt is written to the login history.
 */
export async function loginRoute(
  app: FastifyInstance,
  call: EndpointCall<typeof endpoints.login>,
): Promise<AuthAnswer> {
  const { request } = call;
  if ((request.body as { loginMethod?: unknown } | null)?.loginMethod === 'AuthCode') return codeLoginRoute(app, call);
  const body = await call.body('Password');
  if (body.loginMethod !== 'Password') throw invalidBody();
  const account = await passwordLogin(app, request, body.emailUserId, body.password, body.token);
  return completeFirstFactor(
    app,
    request,
    account,
    { method: 'Password', identifier: body.emailUserId.trim() },
    body.redirectTo,
  );
}

/**
 * Checks identifier and password under the guessing limits (after the bot check where the store
 * enables it); answers the account or throws the catalogue's failure. The account's lookup and
 * both guesses are one statement; the guessing-limit settlement of a right password is owed
 * (`owedWrites`): {@link completeFirstFactor} writes it with the session and the history's success
 * row, in the login's second statement, so the answer must go there.
 */
export async function passwordLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  identifierRaw: string,
  password: string,
  botToken?: string,
): Promise<LoginAccount & { readonly owedWrites: readonly ShapedSql[] }> {
  const store = requireStore(request);
  const language = languageOf(request);
  const identifier = identifierRaw.trim();
  const settings = await recentSignupSettingsOf(app, store.id);
  const kind = identifierKindOf(identifier, settings.isEnabledUserId);
  const attempt = (accountId: string | null) => ({ accountId, identifier, method: 'Password' as const });
  // The bot check comes before any guess is counted; only a refused token looks the account up, for its history row.
  await passBotCheck(app, request, await recentStoreLoginSettingsOf(app, store.id), botToken, async (result) => {
    const account =
      kind === 'email'
        ? await findAccountByEmail(app.db, store.id, identifier)
        : await findAccountByUserId(app.db, store.id, identifier);
    await loginRecorder(app, request, attempt(account?.id ?? null))(result);
  });

  const limits = { perClient: LOGIN_THROTTLE_PER_CLIENT, perAccount: LOGIN_THROTTLE_PER_ACCOUNT };
  const claimed = await findAccountClaimingGuess(
    app.db,
    { storeId: store.id, kind, identifier },
    clientClaim(request, limits.perClient),
    limits.perAccount,
    app.now(),
  );
  const { account } = claimed;
  const record = loginRecorder(app, request, attempt(account?.id ?? null));
  const guess = await answerGuess(app, request, limits, claimed.claims, claimed.tries, () =>
    record('TOO_MANY_REQUESTS'),
  );

  // A member without a password (external identity only) is answered like an unknown one, in the same time.
  const valid = account?.passwordHash
    ? await verifyPassword(account.passwordHash, password)
    : await verifyPassword(await dummyHashOf(), password).then(() => false);
  if (!account || !valid) {
    const code = failureCodeOf(kind);
    await record(code);
    request.log.info({ authId: account?.authId ?? null }, 'login failed');
    await forceResetAtCeiling(app, request, guess, account);
    throw new AppError(
      401,
      code,
      kind === 'email' ? authMessages.wrongEmailOrPassword[language] : authMessages.wrongUserIdOrPassword[language],
    );
  }

  if (account.passwordHash && needsRehash(account.passwordHash)) {
    await setPasswordHash(app.db, account.id, await hashPassword(password), null);
    request.log.info({ authId: account.authId }, 'password rehashed with current parameters');
  }
  return { ...account, owedWrites: guess.settlement };
}
