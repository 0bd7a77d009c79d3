import type { LoginMethod, MultiFactorType } from '@vs/contract';
import type { ShapedSql } from '../../db/shaped-statement';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryOf } from '../geo/country-of';
import { requireStore } from '../store/store.plugin';
import { loginDeviceOf, USER_AGENT_MAX } from '../device/login-device';
import { insertLoginHistory, loginHistoryInsert, type LoginHistoryEntry } from './login-history.repository';

export interface LoginAttempt {
  readonly accountId: string | null;
  readonly identifier: string;
  readonly method: LoginMethod;
}

export interface LoginOutcome {
  readonly multiFactorType?: MultiFactorType;
  readonly multiFactorRequested?: boolean;
}

export type RecordLogin = (result: string, outcome?: LoginOutcome) => Promise<void>;

/** Writes one login-history row per attempt (spec 000 §3 "Login history entry"): every try, good or bad. */
export function loginRecorder(app: FastifyInstance, request: FastifyRequest, attempt: LoginAttempt): RecordLogin {
  return (result, outcome = {}) =>
    insertLoginHistory(app.db, loginHistoryEntry(app, request, attempt, result, outcome));
}

/** {@link loginRecorder}'s row as a write for the login's own statement (a success, written with the session). */
export function loginRecordWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: LoginAttempt,
  result: string,
  outcome: LoginOutcome = {},
): ShapedSql {
  return loginHistoryInsert(app.db, loginHistoryEntry(app, request, attempt, result, outcome));
}

function loginHistoryEntry(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: LoginAttempt,
  result: string,
  outcome: LoginOutcome,
): LoginHistoryEntry {
  const store = requireStore(request);
  const userAgent = request.headers['user-agent'];
  return {
    ...loginDeviceOf(userAgent),
    storeId: store.id,
    accountId: attempt.accountId,
    at: app.now(),
    result,
    identifier: attempt.identifier.slice(0, 191),
    loginMethod: attempt.method,
    ip: request.ip,
    country: countryOf(request.ip),
    userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX),
    multiFactorType: outcome.multiFactorType ?? null,
    multiFactorRequested: outcome.multiFactorRequested ?? false,
  };
}
