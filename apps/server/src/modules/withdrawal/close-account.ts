import type { SurveyAnswers } from '@vs/contract';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, loginHistory, loginThrottles, rateLimits, sessions, signupFlows, withdrawals } from '../../db/schema';
import type { AccountRow } from '../account/accounts.repository';

/**
 * A limiter key counting this member: by account id anywhere in it, or ending in their address or
 * user ID within their store (keys read `<rule>:<store>:…`; the same address in another store is
 * another member).
 */
function keyNamesMember(key: AnyPgColumn, member: AccountRow): SQL {
  const subjects = [member.email, member.userId].filter((value): value is string => Boolean(value)).map((value) => `:${value.toLowerCase()}`);
  const bySubject = subjects.map((suffix) => sql`right(lower(${key}), ${suffix.length}) = ${suffix}`);
  const inStore = sql`strpos(${key}, ${`:${member.storeId}:`}) > 0`;
  return or(sql`strpos(${key}, ${member.id}) > 0`, and(inStore, or(...bySubject) ?? sql`false`)) ?? sql`false`;
}

/**
 * Closes the account in one transaction: what is kept is the store, the survey answers and the time
 * (nothing that identifies the member); the account row goes, and with it every account-owned row
 * (the foreign keys cascade). Rows that name the member without hanging off the account go too:
 * every session logged in as the member (or half-way through their login), their sign-up flow,
 * limiter counters, and failed logins under their address made before the account existed.
 * `beforeClose` runs inside the transaction (the last contract check).
 */
export async function closeAccount(db: Db, member: AccountRow, surveyAnswers: SurveyAnswers, now: Date, beforeClose: (db: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await beforeClose(t);
    await t.insert(withdrawals).values({ storeId: member.storeId, surveyAnswers, withdrawnAt: now });
    await t
      .delete(sessions)
      .where(and(eq(sessions.storeId, member.storeId), sql`(${sessions.data}->>'accountId' = ${member.id} or ${sessions.data}->'pendingLogin'->>'accountId' = ${member.id})`));
    await t.delete(signupFlows).where(eq(signupFlows.accountId, member.id));
    await t.delete(rateLimits).where(keyNamesMember(rateLimits.key, member));
    await t.delete(loginThrottles).where(keyNamesMember(loginThrottles.key, member));
    const identifiers = [member.email.toLowerCase(), ...(member.userId ? [member.userId.toLowerCase()] : [])];
    await t
      .delete(loginHistory)
      .where(and(eq(loginHistory.storeId, member.storeId), isNull(loginHistory.accountId), inArray(sql`lower(${loginHistory.identifier})`, identifiers)));
    await t.delete(accounts).where(eq(accounts.id, member.id));
  });
}
