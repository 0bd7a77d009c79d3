import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { executeShaped, nestShaped, statementNameOf, type ShapedSql } from './shaped-statement';

/** One statement, two shapes (`twice` or not), its label and number bound per call. */
const picked = (label: string, n: number, twice: boolean): ShapedSql => ({
  shape: `spec-picked:${twice}`,
  compose: (slot) => sql`with picked as (select ${slot('label')}::text as label, ${slot('n')}::int as n)
    select label, n ${twice ? sql`* 2` : sql``} as value from picked`,
  values: { label, n },
});

/** A part whose one slot is named like every other part's. */
const labelled = (label: string): ShapedSql => ({
  shape: 'spec-labelled',
  compose: (slot) => sql`select ${slot('label')}::text as label`,
  values: { label },
});

describe('executeShaped (on the test database: PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it("answers each call's own values, composed once per shape", async () => {
    const composed: string[] = [];
    for (const [label, n] of [
      ['a', 1],
      ['b', 2],
      ['a', 3],
    ] as const) {
      const statement = picked(label, n, true);
      const counted = {
        ...statement,
        compose: (slot: Parameters<ShapedSql['compose']>[0]) => {
          composed.push(label);
          return statement.compose(slot);
        },
      };
      const { rows } = await executeShaped<{ label: string; value: number }>(db.database.db, counted);
      expect(rows).toEqual([{ label, value: n * 2 }]);
    }
    expect(composed).toEqual(['a']); // the first call's; the others only bound their values
  });

  it('keeps the values of nested parts apart, however their slots are named', async () => {
    const { rows } = await executeShaped<{ label: string }>(
      db.database.db,
      nestShaped('spec-union', [labelled('first'), labelled('second')], (parts) => sql.join(parts, sql` union all `)),
    );
    expect(rows.map((row) => row.label)).toEqual(['first', 'second']);
    expect(nestShaped('spec-union', [labelled('x')], (parts) => parts[0] ?? sql``).shape).toBe(
      'spec-union(spec-labelled)',
    );
  });

  it('refuses a call that leaves a slot without its value', async () => {
    await expect(executeShaped(db.database.db, { ...picked('c', 4, false), values: { label: 'c' } })).rejects.toThrow(
      'No value for placeholder "n"',
    );
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
      await executeShaped(tx, picked('c', 4, false));
      await executeShaped(tx, picked('d', 5, false));
      const { rows } = (await tx.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as {
        rows: { name: string; statement: string }[];
      };
      // The pool may hand this connection over with the first test's shape (`* 2`) prepared too.
      const shapes = rows.filter((row) => row.statement.includes('with picked as'));
      expect(shapes.filter((row) => !row.statement.includes('* 2'))).toHaveLength(1); // 'c' and 'd': one shape
      for (const row of shapes) expect(row.name).toBe(statementNameOf(row.statement));
    });
  });
});
