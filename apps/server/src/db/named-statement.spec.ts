import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { executeNamed, statementNameOf } from './named-statement';

const composed = (label: string, n: number, twice: boolean) =>
  sql`with picked as (select ${label}::text as label, ${n}::int as n)
    select label, n ${twice ? sql`* 2` : sql``} as value from picked`;

describe('executeNamed (on the test database: PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('answers the rows db.execute answers, with the values bound each time', async () => {
    for (const [label, n] of [
      ['a', 1],
      ['b', 2],
      ['a', 3],
    ] as const) {
      const named = await executeNamed<{ label: string; value: number }>(db.database.db, composed(label, n, true));
      const plain = (await db.database.db.execute(composed(label, n, true))) as unknown as { rows: unknown[] };
      expect(named.rows).toEqual([{ label, value: n * 2 }]);
      expect(named.rows).toEqual(plain.rows);
    }
  });

  it('names a statement by its text: the same shape one name, another shape another', () => {
    const { sql: one } = db.database.db
      .select()
      .from(sql`(select 1) t`)
      .toSQL();
    expect(statementNameOf(one)).toBe(statementNameOf(one));
    expect(statementNameOf(one)).not.toBe(statementNameOf(`${one} `));
    expect(statementNameOf(one)).toMatch(/^vs_[\w-]{24}$/);
  });

  it('on PostgreSQL the statement stays prepared on its connection under that name', async () => {
    if (db.database.driver !== 'pg') return; // PGlite: the preparing client prepares by text (its own spec)
    await db.database.db.transaction(async (tx) => {
      await executeNamed(tx, composed('c', 4, false));
      await executeNamed(tx, composed('d', 5, false));
      const { rows } = (await tx.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as {
        rows: { name: string; statement: string }[];
      };
      // The pool may hand this connection over with the first test's shape (`* 2`) prepared too.
      const picked = rows.filter((row) => row.statement.includes('with picked as'));
      expect(picked.filter((row) => !row.statement.includes('* 2'))).toHaveLength(1); // 'c' and 'd': one shape
      for (const row of picked) expect(row.name).toBe(statementNameOf(row.statement));
    });
  });
});
