import { eq } from 'drizzle-orm';
import type { AccountHeaderScreenData, RootScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildTestApp, cookieHeaderOf, csrfContext } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loadCsrfSecret } from './csrf-token';
import {
  GUEST_SESSION_IDLE_TIMEOUT_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  expiryOf,
} from './session-policy';
import { sessionIdOf } from './token';

/** Stand-ins for the real login and logout, exercising the session service. */
function sessionRoutes(app: FastifyInstance): void {
  app.post('/zapi/test/login', async (request) => {
    await request.session.set('authId', 'member-1');
    await request.session.regenerate();
    return { ok: true };
  });
  app.post('/zapi/test/member-login', async (request) => {
    await request.session.set('authId', 'set-before-login');
    await request.session.login({ accountId: '00000000-0000-4000-8000-000000000001', authId: 'member-2' }, new Date());
    return { ok: true };
  });
  app.post('/zapi/test/write', async (request) => {
    await request.session.set('loggedInAt', 'guest-write');
    return { ok: true };
  });
  app.post('/zapi/test/logout', async (request) => {
    await request.session.destroy();
    return { ok: true };
  });
}

describe('sessions', () => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, sessionRoutes);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const headers = (cookie: string, token: string) => ({
    host: 'localhost',
    origin: 'http://localhost',
    cookie,
    'x-csrf-token': token,
  });

  it('creates no session for screen data that needs none', async () => {
    const response = await app.inject({ url: '/zapi/internal/plans/screen-data', headers: { host: 'localhost' } });
    expect(response.cookies).toEqual([]);
  });

  it('sets a __Host- session cookie, httpOnly, Secure, SameSite=Lax, path / outside development', async () => {
    const response = await app.inject({ url: '/zapi/internal/root/screen-data', headers: { host: 'localhost' } });
    const session = response.cookies.find((cookie) => cookie.name === '__Host-vs-session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session?.domain).toBeUndefined();
    expect(Buffer.from(session?.value ?? '', 'base64url')).toHaveLength(16);
    const csrf = response.cookies.find((cookie) => cookie.name === '__Host-vs-csrf');
    expect(csrf).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.domain).toBeUndefined();
    // ASVS 3.3.1: no cookie of ours goes out without the __Host- prefix outside development.
    expect(response.cookies.map((cookie) => cookie.name).filter((name) => !name.startsWith('__Host-'))).toEqual([]);
  });

  it('uses vs-session and vs-csrf without Secure in plain-http development', async () => {
    const devApp = await buildTestApp(db.database, { NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    const response = await devApp.inject({ url: '/zapi/internal/root/screen-data', headers: { host: 'localhost' } });
    await devApp.close();
    const session = response.cookies.find((cookie) => cookie.name === 'vs-session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(response.cookies.find((cookie) => cookie.name === 'vs-csrf')?.secure).toBeFalsy();
  });

  it('writes no session row for page views without a cookie, only at the first write', async () => {
    const count = async () => (await db.database.db.select({ id: sessions.id }).from(sessions)).length;
    const before = await count();
    const views = [];
    for (let n = 0; n < 3; n += 1)
      views.push(await app.inject({ url: '/zapi/internal/root/screen-data', headers: { host: 'localhost' } }));
    expect(await count()).toBe(before);
    // Each view still carries a pre-session: its session cookie and the CSRF token bound to it.
    const [first, second] = views.map((view) => ({
      cookie: cookieHeaderOf(view),
      token: view.cookies.find((cookie) => cookie.name === '__Host-vs-csrf')?.value ?? '',
    }));
    if (!first || !second) throw new Error('no views');
    expect(first.cookie).toMatch(/__Host-vs-session=/);
    // Another visitor's session cookie with this token, or no session cookie at all, is refused.
    const ownCsrfOnly = `__Host-vs-csrf=${first.token}`;
    const swapped = `${second.cookie.replace(/__Host-vs-csrf=[^;]+/, '')}; ${ownCsrfOnly}`;
    for (const cookie of [swapped, ownCsrfOnly]) {
      const forged = await app.inject({
        method: 'POST',
        url: '/zapi/test/write',
        headers: headers(cookie, first.token),
      });
      expect(forged.statusCode).toBe(403);
    }
    expect(await count()).toBe(before);

    const write = await app.inject({
      method: 'POST',
      url: '/zapi/test/write',
      headers: headers(first.cookie, first.token),
    });
    expect(write.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    // The row is under a new id, never the one the browser offered, with a CSRF token of its own.
    const token = write.cookies.find((cookie) => cookie.name === '__Host-vs-session')?.value ?? '';
    expect(first.cookie).not.toContain(token);
    const next = write.cookies.find((cookie) => cookie.name === '__Host-vs-csrf')?.value ?? '';
    const after = cookieHeaderOf(write, first.cookie);
    expect(
      (await app.inject({ method: 'POST', url: '/zapi/test/write', headers: headers(after, next) })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('stores only the sha256 of the cookie token, with the guest idle deadline', async () => {
    const guest = await csrfContext(app);
    const response = await app.inject({
      method: 'POST',
      url: '/zapi/test/write',
      headers: headers(guest.cookie, guest.token),
    });
    const token = response.cookies.find((cookie) => cookie.name === '__Host-vs-session')?.value ?? '';
    const [row] = await db.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(row).toBeDefined();
    expect(row?.id).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(GUEST_SESSION_IDLE_TIMEOUT_MS);
  });

  it('gives a guest 60 minutes of idle time (a sign-up PIN lives that long) and a member 30', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    expect(expiryOf(created, created, {}).getTime() - created.getTime()).toBe(60 * 60 * 1000);
    expect(expiryOf(created, created, { accountId: 'a1' }).getTime() - created.getTime()).toBe(SESSION_IDLE_TIMEOUT_MS);
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it('caps the idle extension at the absolute deadline', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const late = new Date(created.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS - 60_000);
    expect(expiryOf(created, late, {}).getTime()).toBe(created.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  });

  it('keeps data, rotates the id at login, and forgets everything at logout', async () => {
    const guest = await csrfContext(app);
    const login = await app.inject({
      method: 'POST',
      url: '/zapi/test/login',
      headers: headers(guest.cookie, guest.token),
    });
    expect(login.statusCode).toBe(200);
    const rotated = cookieHeaderOf(login, guest.cookie);
    expect(rotated).not.toBe(guest.cookie);
    const newToken = login.cookies.find((cookie) => cookie.name === '__Host-vs-csrf')?.value ?? '';
    expect(newToken).not.toBe(guest.token);

    const root = await app.inject({
      url: '/zapi/internal/root/screen-data',
      headers: { host: 'localhost', cookie: rotated },
    });
    expect(root.json<RootScreenData>().authId).toBe('member-1');
    const header = await app.inject({
      url: '/zapi/internal/account-header/screen-data',
      headers: { host: 'localhost', cookie: rotated },
    });
    expect(header.json<AccountHeaderScreenData>().isLoggedIn).toBe(true);

    // The pre-login session id no longer exists.
    const stale = await app.inject({
      url: '/zapi/internal/root/screen-data',
      headers: { host: 'localhost', cookie: guest.cookie },
    });
    expect(stale.json<RootScreenData>().authId).toBeNull();

    const logout = await app.inject({ method: 'POST', url: '/zapi/test/logout', headers: headers(rotated, newToken) });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((cookie) => cookie.name === '__Host-vs-session')?.value).toBe('');
    const after = await app.inject({
      url: '/zapi/internal/root/screen-data',
      headers: { host: 'localhost', cookie: rotated },
    });
    expect(after.json<RootScreenData>().authId).toBeNull();
  });

  it('moves the session to its new id at login in one row, with the member idle deadline', async () => {
    const guest = await csrfContext(app);
    const guestId = sessionIdOf(guest.cookie.match(/__Host-vs-session=([^;]+)/)?.[1] ?? '');
    const login = await app.inject({
      method: 'POST',
      url: '/zapi/test/member-login',
      headers: headers(guest.cookie, guest.token),
    });
    expect(login.statusCode).toBe(200);
    const token = login.cookies.find((cookie) => cookie.name === '__Host-vs-session')?.value ?? '';
    expect(await db.database.db.select().from(sessions).where(eq(sessions.id, guestId))).toEqual([]);
    const [row] = await db.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(row?.data).toEqual({
      accountId: '00000000-0000-4000-8000-000000000001',
      authId: 'member-2',
      loggedInAt: expect.any(String),
      // For the member's list of sessions (light-my-request's user agent and address).
      loginUserAgent: 'lightMyRequest',
      loginIp: '127.0.0.1',
    });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(SESSION_IDLE_TIMEOUT_MS);
    expect(login.cookies.find((cookie) => cookie.name === '__Host-vs-aid')?.value).toBe('member-2');
  });

  it('ignores an expired session', async () => {
    const guest = await csrfContext(app);
    const login = await app.inject({
      method: 'POST',
      url: '/zapi/test/login',
      headers: headers(guest.cookie, guest.token),
    });
    const cookie = cookieHeaderOf(login, guest.cookie);
    const token = /__Host-vs-session=([^;]+)/.exec(cookie)?.[1] ?? '';
    await db.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const root = await app.inject({ url: '/zapi/internal/root/screen-data', headers: { host: 'localhost', cookie } });
    expect(root.json<RootScreenData>().authId).toBeNull();
  });

  it('does not honour a session cookie on another store', async () => {
    const guest = await csrfContext(app);
    const login = await app.inject({
      method: 'POST',
      url: '/zapi/test/login',
      headers: headers(guest.cookie, guest.token),
    });
    const cookie = cookieHeaderOf(login, guest.cookie);
    const other = await app.inject({
      url: '/zapi/internal/root/screen-data',
      headers: { host: 'second.localhost', cookie },
    });
    expect(other.json<RootScreenData>().authId).toBeNull();
  });

  it('generates the CSRF secret once and keeps it in the database', async () => {
    const first = await loadCsrfSecret(db.database.db, null);
    expect(await loadCsrfSecret(db.database.db, null)).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadCsrfSecret(db.database.db, 'x'.repeat(32))).toBe('x'.repeat(32));
  });
});
