import type { Tx } from '../../db/client';

/**
 * What a step needs to find the member's rows that do not hang off the account by a foreign key
 * (sessions, limiter keys, failed logins, sign-ups and outbox rows under their address or number).
 * An account row fits it.
 */
export interface ClosingAccount {
  readonly id: string;
  readonly storeId: string;
  readonly email: string;
  readonly userId: string | null;
  readonly phoneNumber: string | null;
}

/** Removes one module's rows of an account being closed, inside the closing transaction. */
export type AccountCloser = (tx: Tx, account: ClosingAccount) => Promise<void>;

/**
 * The modules that keep rows naming a member register here, in their plugin, the step that removes
 * them; withdrawal runs every step in its one transaction before the account row goes. Withdrawal so
 * never learns other modules' tables, and a new table is cleaned up by the module that adds it.
 * Rows with a foreign key to accounts need no step: the schema cascades them with the account row.
 */
export class AccountClosers {
  readonly #steps: AccountCloser[] = [];

  add(step: AccountCloser): void {
    this.#steps.push(step);
  }

  async closeAll(tx: Tx, account: ClosingAccount): Promise<void> {
    for (const step of this.#steps) await step(tx, account);
  }
}
