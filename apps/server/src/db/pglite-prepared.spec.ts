import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENT_LIMIT, preparingClient } from './pglite-prepared';

/** The texts PGlite's one session holds prepared (protocol-level statements included). */
async function preparedTexts(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.map((row) => row.statement);
}

describe('preparingClient (PGlite)', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      create table items (id serial primary key, name text not null unique, tags text[] not null default '{}',
                          made timestamptz not null default now(), meta jsonb);
      insert into items (name, tags, meta) values ('a', '{x,y}', '{"k":1}'), ('b', '{}', null);`);
  });
  afterAll(() => pglite.close());

  it('answers a repeated statement like PGlite’s query, prepared once under a name from its second use', async () => {
    const client = preparingClient(pglite);
    const text = 'select id, name, tags, meta from items where name = $1';
    const plain = await pglite.query(text, ['a'], { rowMode: 'array' });
    const first = await client.query(text, ['a'], { rowMode: 'array' });
    expect(await preparedTexts(pglite)).toEqual([]);
    const second = await client.query(text, ['a'], { rowMode: 'array' });
    const third = await client.query<{ name: string; tags: string[] }>(text, ['b']);
    for (const result of [first, second]) {
      expect(result.rows).toEqual(plain.rows);
      expect(result.fields).toEqual(plain.fields);
    }
    expect(plain.rows).toEqual([[1, 'a', ['x', 'y'], { k: 1 }]]);
    expect(third.rows).toEqual([{ id: 2, name: 'b', tags: [], meta: null }]);
    expect(await preparedTexts(pglite)).toEqual([text]);
  });

  it('serialises parameters by their inferred types (arrays, json, dates) and counts affected rows', async () => {
    const client = preparingClient(pglite);
    const text = 'insert into items (name, tags, meta, made) values ($1, $2, $3, $4) returning tags, meta, made';
    const made = new Date('2026-11-27T12:00:00Z');
    await client.query(text, ['c', ['p', 'q'], { n: [1, 2] }, made]);
    const result = await client.query<{ tags: string[]; meta: unknown; made: Date }>(text, ['d', [], null, made]);
    expect(result.rows).toEqual([{ tags: [], meta: null, made }]);
    expect(result.affectedRows).toBe(1);
    const update = 'update items set meta = $1 where name = any($2)';
    await client.query(update, [{ u: true }, ['c']]);
    expect((await client.query(update, [{ u: true }, ['c', 'd']])).affectedRows).toBe(2);
  });

  it('throws PostgreSQL’s error with its SQLSTATE and constraint, and the next statement still runs', async () => {
    const client = preparingClient(pglite);
    const text = 'insert into items (name) values ($1)';
    await client.query(text, ['e']);
    await expect(client.query(text, ['e'])).rejects.toMatchObject({ code: '23505', constraint: 'items_name_key' });
    await expect(client.query('select count(*)::int as n from items where name = $1', ['e'])).resolves.toMatchObject({
      rows: [{ n: 1 }],
    });
  });

  it('runs prepared statements inside a transaction, which commits or rolls back as a whole', async () => {
    const client = preparingClient(pglite);
    const text = 'insert into items (name) values ($1)';
    await client.transaction(async (tx) => {
      await tx.query(text, ['t1']);
      await tx.query(text, ['t2']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(text, ['t3']);
        await tx.query(text, ['t1']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await client.query<{ name: string }>("select name from items where name like 't%' order by name");
    expect(rows.map((row) => row.name)).toEqual(['t1', 't2']);
  });

  it('queues concurrent statements behind a transaction, as PGlite’s query does', async () => {
    const client = preparingClient(pglite);
    const count = 'select count(*)::int as n from items where name like $1';
    await client.query(count, ['w%']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['w1']);
      await held;
    });
    const outside = client.query<{ n: number }>(count, ['w%']);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again after a change of its table made its result type stale', async () => {
    const client = preparingClient(pglite);
    await pglite.exec('create table notes (id int)');
    const text = 'select * from notes where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await pglite.exec('alter table notes add column body text; insert into notes values (1, $$hi$$)');
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, body: 'hi' }]);
  });

  it(`keeps at most ${PREPARED_STATEMENT_LIMIT} statements prepared, closing the least recently used`, async () => {
    const fresh = await PGlite.create();
    try {
      const client = preparingClient(fresh);
      for (let shape = 0; shape <= PREPARED_STATEMENT_LIMIT; shape += 1) {
        const text = `select $1::int + ${shape} as n`;
        await client.query(text, [1]);
        expect((await client.query<{ n: number }>(text, [1])).rows).toEqual([{ n: 1 + shape }]);
      }
      const prepared = await preparedTexts(fresh);
      expect(prepared).toHaveLength(PREPARED_STATEMENT_LIMIT);
      expect(prepared).not.toContain('select $1::int + 0 as n');
      expect(prepared).toContain(`select $1::int + ${PREPARED_STATEMENT_LIMIT} as n`);
    } finally {
      await fresh.close();
    }
  });
});
