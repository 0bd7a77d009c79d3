import { hash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The app's drizzle instances use the default dialect (no casing), so this one builds the same text. */
const dialect = new PgDialect();

/** A statement's name: a digest of its text, so each shape of a composed statement has its own. */
export const statementNameOf = (text: string): string => `vs_${hash('sha256', text, 'base64url').slice(0, 24)}`;

/** Names the place of a value that changes from call to call (a drizzle placeholder). */
export type Slot = (name: string) => Placeholder;

/**
 * A statement, or a part of one, whose text depends on `shape` alone: `compose` writes it with a
 * `slot` wherever a value of this call goes, and `values` holds those values by slot name. The text
 * is composed once per shape; each call binds only its values. `shape` must name everything the
 * text depends on (a branch taken, a rule whose numbers are written in), and only code decides it,
 * never data, so the shapes are few.
 */
export interface ShapedSql {
  readonly shape: string;
  readonly compose: (slot: Slot) => SQL;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * `parts` composed inside one statement, each with slot names of its own (`<i>.<name>`), so parts
 * built apart never bind each other's values; `join` writes the composed parts into the whole.
 */
export function nestShaped(
  shape: string,
  parts: readonly ShapedSql[],
  join: (composed: SQL[], slot: Slot) => SQL,
  values: Readonly<Record<string, unknown>> = {},
): ShapedSql {
  const nested: Record<string, unknown> = { ...values };
  parts.forEach((part, i) => {
    for (const [name, value] of Object.entries(part.values)) nested[`${i}.${name}`] = value;
  });
  return {
    shape: `${shape}(${parts.map((part) => part.shape).join(',')})`,
    compose: (slot) =>
      join(
        parts.map((part, i) => part.compose((name) => slot(`${i}.${name}`))),
        slot,
      ),
    values: nested,
  };
}

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;
const preparedByDb = new WeakMap<Db, Map<string, Prepared>>();
const placeholder: Slot = (name) => sql.placeholder(name);

/**
 * Runs `statement` as a named prepared statement, composed and prepared once per shape and database
 * handle. `db.execute` sends an unnamed statement, which PostgreSQL parses and plans again on every
 * call (for the login's two statements that was 1.4 of their 2 ms of database CPU), and which drizzle
 * writes out again on every call (about a sixth of a login's JavaScript, docs/performance.md). Named,
 * node-postgres parses it once per connection and then only binds and executes. On PGlite the
 * preparing client (pglite-prepared.ts) already prepares by text, so the name changes nothing there.
 */
export async function executeShaped<Row>(db: Db, statement: ShapedSql): Promise<{ rows: Row[] }> {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = new Map<string, Prepared>()));
  let query = prepared.get(statement.shape);
  if (!query) {
    const built = dialect.sqlToQuery(statement.compose(placeholder));
    query = db._.session.prepareQuery(built, undefined, statementNameOf(built.sql), false);
    prepared.set(statement.shape, query);
  }
  return (await query.execute(statement.values)) as { rows: Row[] };
}
