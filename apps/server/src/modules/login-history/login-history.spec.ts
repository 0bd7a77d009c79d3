import type { LoginHistoryScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { insertLoginHistory } from '../auth/login-history.repository';

describe('the member’s login history', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-05-03T00:00:00Z'));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('pages the member’s own logins newest first, 20 a page, in the contract’s words', async () => {
    const { member, browser, ip } = await loggedInMember(app, db, 'history@example.com');
    const other = await loggedInMember(app, db, 'history.other@example.com');
    const row = (minutesAgo: number, accountId: string) => ({
      storeId: 'demo',
      accountId,
      at: new Date(clock.now().getTime() - minutesAgo * 60_000),
      result: 'LOGIN_INVALID_EMAIL_OR_PASSWORD',
      identifier: 'history@example.com',
      loginMethod: 'Password',
      ip: '203.0.113.7',
      userAgent: 'test',
      deviceType: 'iphone',
      browser: 'Mobile Safari',
      country: 'JP',
      multiFactorType: 'OTP',
      multiFactorRequested: true,
    });
    for (let i = 1; i <= 44; i++) await insertLoginHistory(db.database.db, row(i, member.id));
    await insertLoginHistory(db.database.db, row(0.5, other.member.id));
    const page = async (query: string) =>
      (await browser.get(`/zapi/internal/mypage/login-history/screen-data${query}`)).json<LoginHistoryScreenData>();

    // 44 rows plus the real login of this test, which comes first (it is the newest).
    const first = await page('');
    expect(first.page).toEqual({ currentPage: 1, lastPage: 3, perPage: 20, totalCount: 45 });
    expect(first.currentIp).toBe(ip);
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]).toMatchObject({
      result: 'success',
      userIdentifierName: 'history@example.com',
      loginMethod: 'Password',
      requestMultiFactor: false,
      multiFactorType: null,
      country: null,
    });
    expect(first.entries[1]).toEqual({
      createdAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      ip: '203.0.113.7',
      result: 'LOGIN_INVALID_EMAIL_OR_PASSWORD',
      userIdentifierName: 'history@example.com',
      loginMethod: 'Password',
      multiFactorType: 'OTP',
      requestMultiFactor: true,
      deviceInfo: 'iphone',
      country: 'JP',
      browserInfo: 'Mobile Safari',
    });
    const times = first.entries.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const last = await page('?page=3');
    expect(last.page.currentPage).toBe(3);
    expect(last.entries).toHaveLength(5);
    expect(last.entries.at(-1)?.createdAt).toBe(new Date(clock.now().getTime() - 44 * 60_000).toISOString());
    expect((await page('?page=99')).page.currentPage).toBe(3);
    expect((await page('?page=0')).page.currentPage).toBe(1);
    expect((await page('?page=abc')).page.currentPage).toBe(1);
    const all = [...first.entries, ...(await page('?page=2')).entries, ...last.entries];
    expect(new Set(all.map((e) => e.createdAt)).size).toBe(45);
  });
});
