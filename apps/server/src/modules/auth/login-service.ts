import { randomUUID } from 'node:crypto';
import {
  LOGIN_CODE_LIFETIME_MINUTES,
  multiFactorSegments,
  type AuthAnswer,
  type LoginMethod,
  type MultiFactorType,
} from '@vs/contract';
import type { ShapedSql } from '../../db/shaped-statement';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeTogether } from '../../db/write-together';
import type { AccountRow } from '../account/accounts.repository';
import { backupCodesLeft } from '../mfa/backup-codes';
import { enabledFactorsOf, type FactorRow } from '../mfa/factors.repository';
import { deliverableFactorTypes, recentStoreLoginSettingsOf } from '../store/store-login-settings';
import { isTrustedDevice } from '../mfa/trusted-devices';
import { requireStore } from '../store/store.plugin';
import type { PendingLogin } from './auth-session';
import { siteLoginPages, type LoginPages } from './login-pages';
import { authenticationMethodsOf, type AuthenticationMethod } from './login-factors';
import { loginRecordWrite } from './login-record';
import { afterLoginTarget } from './return-target';

export interface MemberFactors {
  /** The member's enabled factors the store offers, in the store's order. */
  readonly factors: readonly FactorRow[];
  /** `factors`' types plus BackupCode while unused codes are left: the ways in at the second step. */
  readonly types: readonly MultiFactorType[];
  readonly preferredType: MultiFactorType | null;
}

export async function memberFactorsOf(
  app: FastifyInstance,
  storeId: string,
  accountId: string,
): Promise<MemberFactors> {
  const [offered, enabled, left] = await Promise.all([
    recentStoreLoginSettingsOf(app, storeId).then((settings) => deliverableFactorTypes(app, settings)),
    enabledFactorsOf(app.db, accountId),
    backupCodesLeft(app.db, accountId),
  ]);
  const factors = offered.flatMap((type) => enabled.filter((factor) => factor.type === type));
  const types: MultiFactorType[] = [
    ...factors.map((factor) => factor.type),
    ...(left > 0 ? (['BackupCode'] as const) : []),
  ];
  return { factors, types, preferredType: factors.find((factor) => factor.isPreferred)?.type ?? null };
}

/** Where the member's SMS factor sends its codes: its own proved number, null without one. */
export const smsNumberOf = (member: MemberFactors): string | null =>
  member.factors.find((factor) => factor.type === 'SMS')?.phoneNumber ?? null;

/** What a member without factors or backup codes has: no second step. */
const NO_SECOND_STEP: MemberFactors = { factors: [], types: [], preferredType: null };

export const multiFactorPagePath = (type: MultiFactorType | null, pages: LoginPages = siteLoginPages): string =>
  type ? `${pages.multiFactor}/${multiFactorSegments[type]}` : pages.multiFactor;

/** An account whose first factor just passed, as its check answers it. */
export type FirstFactorAccount = AccountRow & {
  /** Known when the lookup asked (LoginAccount): false spares the second-factor statements. */
  readonly hasSecondStep?: boolean;
  /**
   * Writes the passed check still owes (its guessing-limit settlement): written here, with the
   * login's session and history row in one statement when the member is logged in.
   */
  readonly owedWrites?: readonly ShapedSql[];
};

/**
 * The one decision after a first factor (password, e-mailed code, later the OIDC pages): a member
 * with a second factor is sent to the second step with a pending login in the session (not logged
 * in), unless the password was the first factor on a browser remembered for that account; everyone
 * else is logged in.
 */
export async function completeFirstFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  account: FirstFactorAccount,
  first: { readonly method: LoginMethod; readonly identifier: string; readonly identityType?: string },
  redirectTo: string | null | undefined,
  pages: LoginPages = siteLoginPages,
): Promise<AuthAnswer> {
  const store = requireStore(request);
  const now = app.now();
  const attempt = { accountId: account.id, identifier: first.identifier, method: first.method };
  const owed = account.owedWrites ?? [];
  const target = afterLoginTarget(request, redirectTo);
  // The lookup that found the account may already know there is no second step (LoginAccount).
  const member = account.hasSecondStep === false ? NO_SECOND_STEP : await memberFactorsOf(app, store.id, account.id);
  // A remembered browser stands in for the second factor only beside the password: after an
  // e-mailed code it would make the mailbox (plus the browser) the whole login.
  const trusted =
    first.method === 'Password' &&
    member.types.length > 0 &&
    (await isTrustedDevice(app.db, account.id, app.trustedDeviceCookie.read(request), now));

  if (member.types.length > 0 && !trusted) {
    const pending: PendingLogin = {
      accountId: account.id,
      authId: account.authId,
      method: first.method,
      identifier: first.identifier,
      at: now.toISOString(),
      redirectTo: target,
      flowId: randomUUID(),
      ...(first.identityType ? { identityType: first.identityType } : {}),
    };
    await request.session.update({ pendingLogin: pending, codeLogin: undefined });
    await writeTogether(app.db, [
      ...owed,
      loginRecordWrite(app, request, attempt, 'success', { multiFactorRequested: true }),
    ]);
    request.log.info({ authId: account.authId }, 'first factor passed: second factor asked');
    return { redirectTo: multiFactorPagePath(member.preferredType, pages) };
  }

  await finishLogin(
    request,
    account,
    now,
    [...owed, loginRecordWrite(app, request, attempt, 'success')],
    authenticationMethodsOf(first.method),
    first.identityType,
  );
  request.log.info({ authId: account.authId, trustedDevice: trusted }, 'logged in');
  return { redirectTo: target };
}

/**
 * The login itself: a new session id, the account in the session with how it logged in (`methods`,
 * what the OpenID provider reports as `amr`; `identityType`, the external identity of an external
 * login, cleared by any other), no flow left behind; `alongside` (the history row, the guessing-limit
 * settlement) in the same statement.
 */
export async function finishLogin(
  request: FastifyRequest,
  account: Pick<AccountRow, 'id' | 'authId'>,
  now: Date,
  alongside: readonly ShapedSql[] = [],
  methods?: readonly AuthenticationMethod[],
  identityType?: string,
): Promise<void> {
  await request.session.login(
    { accountId: account.id, authId: account.authId },
    now,
    {
      pendingLogin: undefined,
      codeLogin: undefined,
      loginMethods: methods ? [...methods] : undefined,
      loginIdentityType: identityType,
    },
    alongside,
  );
}

/** The session's pending login while it is young enough, else null. */
export async function livePendingLogin(app: FastifyInstance, request: FastifyRequest): Promise<PendingLogin | null> {
  const pending = await request.session.get('pendingLogin');
  if (!pending) return null;
  const age = app.now().getTime() - new Date(pending.at).getTime();
  return age >= 0 && age < LOGIN_CODE_LIFETIME_MINUTES * 60_000 ? pending : null;
}
