import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeShaped, type Slot } from '../../db/shaped-statement';
import { accounts } from '../../db/schema';
import { hasSecondStep, loginAccountOfRow, type LoginAccount } from './auth.repository';
import type { GuessClaims } from './guess-limit';
import {
  claimStep,
  claimSteps,
  claimedTryOf,
  type ClaimRow,
  type ClaimedTry,
  type KnownClaim,
  type ThrottleRule,
} from './login-throttle';

export interface PasswordLoginLookup {
  readonly storeId: string;
  readonly kind: 'email' | 'userId';
  /** Trimmed, as typed. */
  readonly identifier: string;
}

export interface ClaimedPasswordLogin {
  readonly account: LoginAccount | null;
  /** The rows claimed; the account's subject is its id when found, else the identifier's text. */
  readonly claims: GuessClaims;
  readonly tries: readonly [ClaimedTry | null, ClaimedTry | null];
}

/** An unknown identifier is throttled by its own text, so the limits do not reveal which exist. */
const unknownSubject = ({ kind, identifier }: PasswordLoginLookup) => `${kind}:${identifier.toLowerCase()}`;

/** The account's columns (null when none was found) and each claim's row under `client_…` and `account_…`. */
type Row = Readonly<Record<string, unknown>>;

/**
 * The statement's text: the account's lookup by `kind`, then the client address's claim and the
 * account's, whose subject is the account found (else the identifier's text), decided inside it.
 */
function claimText(kind: PasswordLoginLookup['kind'], clientRule: ThrottleRule, accountRule: ThrottleRule, slot: Slot) {
  const found =
    kind === 'email'
      ? sql`lower(${accounts.email}) = lower(${slot('identifier')})`
      : sql`${accounts.userId} = ${slot('identifier')}`;
  const subject = sql`${slot('storeId')} || ':' || coalesce((select 'account:' || id::text from login_account),
    ${slot('unknownSubject')})`;
  const claims = [
    { rule: clientRule, subject: sql`${slot('clientSubject')}` },
    { rule: accountRule, subject },
  ];
  return sql`with login_account as (
        select ${accounts}.*, ${hasSecondStep} as has_second_step from ${accounts}
        where ${accounts.storeId} = ${slot('storeId')} and ${found} limit 1),
      ${claimSteps(claims, slot('nonce'), sql`${slot('at')}::timestamptz`)}
      select login_account.*,
        c.last_grant as client_grant, c.failures as client_failures, c.last_failure_at as client_last_failure_at,
        a.last_grant as account_grant, a.failures as account_failures, a.last_failure_at as account_last_failure_at
      from ${claimStep(0)} c left join login_account on true left join ${claimStep(1)} a on true`;
}

/**
 * The first of a password login's two statements, before the password is checked: the account
 * (with whether it has a second step) and the guesses claimed under both limits (the client
 * address's `client` claim, then `accountRule`'s, whose subject is the account found, decided inside
 * the statement). The claims are those of claimTries, so they count the same.
 */
export async function findAccountClaimingGuess(
  db: Db,
  lookup: PasswordLoginLookup,
  client: KnownClaim,
  accountRule: ThrottleRule,
  now: Date,
): Promise<ClaimedPasswordLogin> {
  const nonce = randomUUID();
  const { rows } = await executeShaped<Row>(db, {
    shape: `password-login-claim:${lookup.kind}:${client.rule.name}:${accountRule.name}`,
    compose: (slot) => claimText(lookup.kind, client.rule, accountRule, slot),
    values: {
      storeId: lookup.storeId,
      identifier: lookup.identifier,
      unknownSubject: unknownSubject(lookup),
      clientSubject: client.subject,
      nonce,
      at: now.toISOString(),
    },
  });
  const row = rows[0];
  if (!row) throw new Error('the client claim answered no row');
  const account = row['id'] === null || row['id'] === undefined ? null : loginAccountOfRow(row);
  const claimRow = (prefix: 'client' | 'account'): ClaimRow | null =>
    row[`${prefix}_grant`] === null
      ? null
      : {
          last_grant: row[`${prefix}_grant`] as string,
          failures: row[`${prefix}_failures`] as number,
          last_failure_at: row[`${prefix}_last_failure_at`] as string | Date,
        };
  const accountSubject = `${lookup.storeId}:${account ? `account:${account.id}` : unknownSubject(lookup)}`;
  const accountClaim = { rule: accountRule, subject: accountSubject };
  return {
    account,
    claims: { client, account: accountClaim },
    tries: [
      claimedTryOf(client, claimRow('client'), nonce, now),
      claimedTryOf(accountClaim, claimRow('account'), nonce, now),
    ],
  };
}
