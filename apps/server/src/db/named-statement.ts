import { hash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The app's drizzle instances use the default dialect (no casing), so this one builds the same text. */
const dialect = new PgDialect();

/** A statement's name: a digest of its text, so each shape of a composed statement has its own. */
export const statementNameOf = (text: string): string => `vs_${hash('sha256', text, 'base64url').slice(0, 24)}`;

/**
 * Runs `query` (composed with drizzle's `sql`) as a named prepared statement. `db.execute` sends an
 * unnamed one, which PostgreSQL parses and plans again on every call: for the login's two statements
 * that was 1.4 of their 2 ms of database CPU (docs/performance.md). Named, node-postgres parses it
 * once per connection and then only binds and executes. Only for statements whose text comes from
 * code, never from data (no `in (…)` list of a request's values): every shape stays prepared on
 * every connection of the pool. On PGlite the preparing client (pglite-prepared.ts) already
 * prepares by text, so the name changes nothing there.
 */
export async function executeNamed<Row>(db: Db, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementNameOf(built.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}
