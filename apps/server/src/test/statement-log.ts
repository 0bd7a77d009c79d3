import type { Database } from '../db/client';

export interface StatementLog {
  /** The text of every statement sent since the log started (or was last cleared). */
  readonly statements: string[];
  /** Explicit transactions opened (a pool connection checked out, a PGlite transaction). */
  transactions: number;
  clear(): void;
  stop(): void;
}

interface Client {
  query: (...args: unknown[]) => unknown;
  connect?: (...args: unknown[]) => unknown;
  transaction?: (...args: unknown[]) => unknown;
}

/**
 * Records what the app sends to `database`, under either driver: the statements (node-postgres
 * pool or PGlite `query`) and how many explicit transactions were opened. Statements outside an
 * explicit transaction are each a transaction of their own.
 */
export function logStatements(database: Database): StatementLog {
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = { query: client.query, connect: client.connect, transaction: client.transaction };
  const log: StatementLog = {
    statements: [],
    transactions: 0,
    clear() {
      log.statements.length = 0;
      log.transactions = 0;
    },
    stop() {
      Object.assign(client, original);
    },
  };
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    log.statements.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return original.query.apply(this, args);
  };
  // Drizzle checks a pool connection out (a promise, no callback) only for a transaction; its
  // single statements go through pool.query, which checks one out with a callback.
  if (original.connect)
    client.connect = function (this: unknown, ...args: unknown[]) {
      if (typeof args[0] !== 'function') log.transactions += 1;
      return original.connect?.apply(this, args);
    };
  if (original.transaction)
    client.transaction = function (this: unknown, ...args: unknown[]) {
      log.transactions += 1;
      return original.transaction?.apply(this, args);
    };
  return log;
}
