import { endpoints, type ApiErrorBody, type SessionsScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember, PASSWORD, sendDelete } from '../../test/member-fixtures';
import { STEP_UP_WINDOW_MINUTES } from '../member/step-up';
import { insertSession } from '../session/session.repository';
import { sessionIdOf } from '../session/token';

const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGE = '/mypage/sessions';

describe('the member’s sessions on My Page (ASVS 7.5.2)', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-11-27T01:00:00Z'));

  /** The member logged in from another browser (its own user agent and address). */
  const loginElsewhere = async (email: string, userAgent: string, ip: string) => {
    const browser = await new TestBrowser(app, 'localhost', { 'user-agent': userAgent }, ip).open();
    const login = await browser.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' });
    expect(login.statusCode).toBe(200);
    return browser;
  };
  const sessionsSeenBy = async (browser: TestBrowser) =>
    (await browser.screenData(PAGE)).json<SessionsScreenData>().sessions;
  const loggedIn = async (browser: TestBrowser) =>
    !('redirectTo' in (await browser.screenData('/mypage')).json<Record<string, unknown>>());

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('lists only the member’s own live sessions of this store, this one first, with device, place, times', async () => {
    const email = 'sessions.list@example.com';
    const owner = await loggedInMember(app, db, email, { headers: { 'user-agent': CHROME_ON_WINDOWS } });
    await loginElsewhere(email, SAFARI_ON_IPHONE, '8.8.8.8');
    await loggedInMember(app, db, 'sessions.stranger@example.com');
    // Sessions keep wall-clock times (not the test clock).
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const ofOwner = { accountId: owner.member.id, authId: owner.member.authId };
    const older = { createdAt: minutesAgo(60), lastSeenAt: minutesAgo(5) };
    // A session begun before logins kept the browser and address still shows, as an unknown device.
    await insertSession(db.database.db, {
      id: 'an-older-session',
      storeId: 'demo',
      data: ofOwner,
      ...older,
      expiresAt: minutesAgo(-25),
    });
    // An expired one is not listed.
    await insertSession(db.database.db, {
      id: 'an-expired-session',
      storeId: 'demo',
      data: ofOwner,
      createdAt: minutesAgo(60),
      lastSeenAt: minutesAgo(40),
      expiresAt: minutesAgo(10),
    });

    const sessions = await sessionsSeenBy(owner.browser);
    expect(sessions.map(({ handle: _handle, ...rest }) => rest)).toEqual([
      {
        current: true,
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        deviceInfo: 'pc',
        browserInfo: 'Chrome',
        ip: owner.ip,
        country: null,
      },
      {
        current: false,
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        deviceInfo: 'iphone',
        browserInfo: 'Mobile Safari',
        ip: '8.8.8.8',
        country: 'US',
      },
      {
        current: false,
        createdAt: older.createdAt.toISOString(),
        lastSeenAt: older.lastSeenAt.toISOString(),
        deviceInfo: 'other',
        browserInfo: null,
        ip: null,
        country: null,
      },
    ]);
    // The page gets handles, never a session id (nor the cookie's token).
    const body = JSON.stringify(sessions);
    expect(body).not.toContain('an-older-session');
    for (const { handle } of sessions) expect(handle).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = owner.browser.cookieValue('__Host-vs-session') ?? '';
    expect(token).not.toBe('');
    expect(body).not.toContain(token);
    expect(body).not.toContain(sessionIdOf(token));
  });

  it('ends one other session by its handle; the handle is then worthless, and this browser stays', async () => {
    const email = 'sessions.end.one@example.com';
    const owner = await loggedInMember(app, db, email);
    const phone = await loginElsewhere(email, SAFARI_ON_IPHONE, '10.8.0.2');
    const laptop = await loginElsewhere(email, CHROME_ON_WINDOWS, '10.8.0.3');
    const phoneSession = (await sessionsSeenBy(owner.browser)).find((s) => s.browserInfo === 'Mobile Safari');
    const end = (sessionHandle: string) => sendDelete(app, owner.browser, endpoints.endSession.path, { sessionHandle });

    expect((await end(phoneSession?.handle ?? '')).statusCode).toBe(204);
    expect(await loggedIn(phone)).toBe(false);
    expect(await loggedIn(laptop)).toBe(true);
    expect(await loggedIn(owner.browser)).toBe(true);
    const again = await end(phoneSession?.handle ?? '');
    expect(again.statusCode).toBe(404);
    expect(again.json<ApiErrorBody>()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await sessionsSeenBy(owner.browser)).map((s) => s.browserInfo)).toEqual([null, 'Chrome']);
  });

  it('never ends another member’s session nor this browser’s by handle; a malformed handle is a 400', async () => {
    const owner = await loggedInMember(app, db, 'sessions.owner@example.com');
    const other = await loggedInMember(app, db, 'sessions.other@example.com');
    const [othersSession] = await sessionsSeenBy(other.browser);
    const [ownSession] = await sessionsSeenBy(owner.browser);
    const end = (sessionHandle: unknown) =>
      sendDelete(app, owner.browser, endpoints.endSession.path, { sessionHandle });

    const foreign = await end(othersSession?.handle);
    expect(foreign.json<ApiErrorBody>()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await loggedIn(other.browser)).toBe(true);
    expect((await end(ownSession?.handle)).statusCode).toBe(404);
    expect(await loggedIn(owner.browser)).toBe(true);
    expect((await end('not a handle')).json<ApiErrorBody>().fieldErrors).toEqual({
      sessionHandle: 'validation:generic.invalid',
    });
  });

  it('ends every other session of the member in this store, keeping this one and other members’', async () => {
    const email = 'sessions.end.others@example.com';
    const owner = await loggedInMember(app, db, email);
    const others = [
      await loginElsewhere(email, SAFARI_ON_IPHONE, '10.8.1.2'),
      await loginElsewhere(email, CHROME_ON_WINDOWS, '10.8.1.3'),
    ];
    const stranger = await loggedInMember(app, db, 'sessions.bystander@example.com');

    expect((await sendDelete(app, owner.browser, endpoints.endOtherSessions.path)).statusCode).toBe(204);
    for (const browser of others) expect(await loggedIn(browser)).toBe(false);
    expect(await loggedIn(owner.browser)).toBe(true);
    expect(await loggedIn(stranger.browser)).toBe(true);
    expect((await sessionsSeenBy(owner.browser)).map((s) => s.current)).toEqual([true]);
  });

  it('needs a fresh login: the page sends an old login through the login again, and both calls refuse', async () => {
    const email = 'sessions.step.up@example.com';
    const owner = await loggedInMember(app, db, email);
    const phone = await loginElsewhere(email, SAFARI_ON_IPHONE, '10.8.2.2');
    const [, phoneSession] = await sessionsSeenBy(owner.browser);
    expect(phoneSession?.browserInfo).toBe('Mobile Safari');
    clock.advance((STEP_UP_WINDOW_MINUTES + 1) * 60_000);

    expect((await owner.browser.screenData(PAGE)).json()).toEqual({
      redirectTo: '/login?prompt=login&redirect=%2Fmypage%2Fsessions',
    });
    for (const answer of [
      await sendDelete(app, owner.browser, endpoints.endSession.path, { sessionHandle: phoneSession?.handle }),
      await sendDelete(app, owner.browser, endpoints.endOtherSessions.path),
    ]) {
      expect(answer.json<ApiErrorBody>()).toMatchObject({
        status: 403,
        code: 'STEP_UP_REQUIRED',
        redirectTo: '/login?prompt=login&redirect=%2Fmypage%2Fsessions',
      });
    }
    expect(await loggedIn(phone)).toBe(true);

    const guest = await sendDelete(app, await new TestBrowser(app).open(), endpoints.endOtherSessions.path);
    expect(guest.json<ApiErrorBody>()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await new TestBrowser(app).open().then((b) => b.screenData(PAGE))).json()).toEqual({
      redirectTo: '/login?redirect=%2Fmypage%2Fsessions',
    });
  });
});
