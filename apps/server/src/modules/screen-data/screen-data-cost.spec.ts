import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AccountHeaderScreenData, MypageTopScreenData } from '@vs/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { buildTestApp, cookieHeaderOf } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';

/** The least of `dist/apps` the web module serves a shell page from. */
function writeShellDist(root: string): void {
  const files: Record<string, string> = {
    'shell/index.html':
      '<!doctype html><html lang="ja"><head><title></title>' +
      '<script type="module" crossorigin src="/assets/main-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
    'shell/assets/main-1.js': '',
    'shell/.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/main-1.js', isEntry: true } }),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** The row count of every table of the schema: a page view that wrote anything changes one. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`)) as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

/** How many statements `work` sends to the database (both drivers go through their client's query). */
async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('what screen data costs the database', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vs-screen-data-cost-'));
    writeShellDist(dist);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const pages = ['/plans', '/plans/monthly', '/', '/login', '/signup', '/mypage', '/mypage/edit', '/nowhere'];
  const views = [
    ...pages,
    ...pages.filter((page) => page !== '/').map((page) => `/zapi/internal${page}/screen-data`),
    '/zapi/internal/home/screen-data',
    '/zapi/internal/root/screen-data',
    '/zapi/internal/account-header/screen-data',
  ];

  it('writes nothing for page views without a cookie, nor for the pre-session cookie they are given', async () => {
    const before = await rowCounts(app.db);
    let preSession = '';
    for (const url of views) {
      const first = await app.inject({ url, headers: { host: 'localhost' } });
      expect(first.statusCode, url).toBeLessThan(500);
      preSession = cookieHeaderOf(first, preSession);
      const again = await app.inject({ url, headers: { host: 'localhost', cookie: preSession } });
      expect(again.statusCode, url).toBe(first.statusCode);
    }
    expect(preSession).toMatch(/__Host-vs-session=/);
    expect(await rowCounts(app.db)).toEqual(before);
  });

  it("reads a member's My Page top and account header in one statement each beside the session's", async () => {
    const { browser } = await loggedInMember(app, db, 'cost.member@example.com');
    // The store's settings are read once per few seconds per process, not per view: warm them first.
    await browser.screenData('/mypage');
    await browser.get('/zapi/internal/account-header/screen-data');
    let top: MypageTopScreenData | undefined;
    expect(
      await statementsOf(app.db, async () => {
        top = (await browser.screenData('/mypage')).json<MypageTopScreenData>();
      }),
    ).toBe(2);
    expect(top?.contactEmail).toBe('cost.member@example.com');
    let header: AccountHeaderScreenData | undefined;
    expect(
      await statementsOf(app.db, async () => {
        header = (await browser.get('/zapi/internal/account-header/screen-data')).json<AccountHeaderScreenData>();
      }),
    ).toBe(2);
    expect(header).toMatchObject({ isLoggedIn: true, displayName: 'cost.member@example.com' });
  });
});
