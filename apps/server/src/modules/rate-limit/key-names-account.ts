import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClosingAccount } from '../account-closing/account-closers';

/**
 * A limiter key counting this member: by account id anywhere in it, or ending in their address or
 * user ID within their store (keys read `<rule>:<store>:…`; the same address in another store is
 * another member). Both limiters (rate limits and login throttles) forget a closed account with it.
 */
export function keyNamesAccount(key: AnyPgColumn, account: ClosingAccount): SQL {
  const subjects = [account.email, account.userId]
    .filter((value): value is string => Boolean(value))
    .map((value) => `:${value.toLowerCase()}`);
  const bySubject = subjects.map((suffix) => sql`right(lower(${key}), ${suffix.length}) = ${suffix}`);
  const inStore = sql`strpos(${key}, ${`:${account.storeId}:`}) > 0`;
  return or(sql`strpos(${key}, ${account.id}) > 0`, and(inStore, or(...bySubject) ?? sql`false`)) ?? sql`false`;
}
