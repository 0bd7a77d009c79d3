import { accountIdentifierCookieName, csrfCookieName, hostCookieName } from '@vs/contract';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShapedSql } from '../../db/shaped-statement';
import type { Db } from '../../db/client';
import { rotateSessionForLogin } from './login-rotation';
import { csrfTokenFor } from './csrf-token';
import type { SessionData } from './session-data';
import { LOGIN_USER_AGENT_MAX, SESSION_TOUCH_INTERVAL_MS, expiryOf, sessionCookieName } from './session-policy';
import {
  deleteSession,
  findSession,
  insertSession,
  replaceSession,
  touchSession,
  updateSessionData,
  type SessionRow,
} from './session.repository';
import { newSessionToken, sessionIdOf } from './token';

export interface SessionDeps {
  readonly db: Db;
  readonly csrfSecret: string;
  readonly secure: boolean;
  readonly now?: () => Date;
}

/**
 * The session of one request, loaded on first use and written only when something must be kept.
 * Before that a visitor has a pre-session: the session cookie's random token with no row behind
 * it, enough to bind the CSRF token to (signed double submit), so a page view writes nothing.
 * Services use get/set/regenerate/destroy; nobody touches cookies.
 */
export class SessionHandle {
  private loaded: Promise<SessionRow | null> | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly deps: SessionDeps,
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private get cookieName(): string {
    return sessionCookieName(this.deps.secure);
  }

  private get csrfCookie(): string {
    return hostCookieName(csrfCookieName, this.deps.secure);
  }

  private get accountIdentifierCookie(): string {
    return hostCookieName(accountIdentifierCookieName, this.deps.secure);
  }

  private cookieOptions(httpOnly: boolean): CookieSerializeOptions {
    // No Max-Age: a browser-session cookie; the server enforces the idle and absolute timeouts.
    return { path: '/', httpOnly, secure: this.deps.secure, sameSite: 'lax' };
  }

  /** The current session, or null for a guest without one. Expired sessions are removed here. */
  load(): Promise<SessionRow | null> {
    this.loaded ??= this.read();
    return this.loaded;
  }

  /** The session cookie's token when it looks like one of ours (a row may or may not exist for it). */
  private cookieToken(): string | null {
    const token = this.request.cookies[this.cookieName];
    return token && token.length <= 64 ? token : null;
  }

  /**
   * The CSRF token this request must carry: bound to its store and to the id of its httpOnly session
   * cookie, a session's or a pre-session's alike (no row is read); null without a session cookie.
   */
  expectedCsrfToken(): string | null {
    const token = this.cookieToken();
    const store = this.request.store;
    return token && store ? csrfTokenFor(this.deps.csrfSecret, store.id, sessionIdOf(token)) : null;
  }

  private async read(): Promise<SessionRow | null> {
    const token = this.cookieToken();
    const store = this.request.store;
    if (!token || !store) return null;
    const row = await findSession(this.deps.db, sessionIdOf(token), store.id);
    if (!row) return null;
    const now = this.now();
    if (row.expiresAt <= now) {
      await deleteSession(this.deps.db, row.id);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      const expiresAt = expiryOf(row.createdAt, now, row.data as SessionData);
      await touchSession(this.deps.db, row.id, now, expiresAt);
      return { ...row, lastSeenAt: now, expiresAt };
    }
    return row;
  }

  async get<K extends keyof SessionData>(key: K): Promise<SessionData[K] | undefined> {
    const row = await this.load();
    return (row?.data as SessionData | undefined)?.[key];
  }

  async set<K extends keyof SessionData>(key: K, value: SessionData[K]): Promise<void> {
    const row = await this.ensure();
    const data: SessionData = { ...(row.data as SessionData), [key]: value };
    await updateSessionData(this.deps.db, row.id, data);
    this.loaded = Promise.resolve({ ...row, data: { ...data } });
  }

  /** Several keys in one write. */
  async update(values: Partial<SessionData>): Promise<void> {
    const row = await this.ensure();
    const data: SessionData = { ...(row.data as SessionData), ...values };
    await updateSessionData(this.deps.db, row.id, data);
    this.loaded = Promise.resolve({ ...row, data: { ...data } });
  }

  /**
   * Login: a new session id (a planted one becomes worthless) holding the account and `values`, and
   * the readable account-identifier cookie the shell compares with root screen-data's authId. The
   * browser's user agent and address are kept for the member's list of sessions. The old session's
   * data is carried over inside the one statement that writes the new one (no read first), and
   * `alongside` (the login's other writes) commit with it.
   */
  async login(
    account: { readonly accountId: string; readonly authId: string },
    at: Date,
    values: Partial<SessionData> = {},
    alongside: readonly ShapedSql[] = [],
  ): Promise<void> {
    const set: Partial<SessionData> = {
      ...values,
      accountId: account.accountId,
      authId: account.authId,
      loggedInAt: at.toISOString(),
      loginUserAgent: (this.request.headers['user-agent'] ?? '').slice(0, LOGIN_USER_AGENT_MAX),
      loginIp: this.request.ip,
    };
    // A row this request already read (it may be gone: expired, logged out), else the cookie's id unread.
    const known = this.loaded && (await this.loaded);
    const cookieToken = this.cookieToken();
    const oldId = this.loaded ? (known ? known.id : null) : cookieToken && sessionIdOf(cookieToken);
    const fresh = this.fresh(JSON.parse(JSON.stringify(set)) as SessionData);
    const removed = Object.keys(set).filter((key) => set[key as keyof SessionData] === undefined);
    const data = await rotateSessionForLogin(this.deps.db, {
      oldId,
      row: fresh.row,
      removed,
      alongside,
      now: this.now(),
    });
    this.adopt({ token: fresh.token, row: { ...fresh.row, data: { ...data } } });
    this.reply.setCookie(this.accountIdentifierCookie, account.authId, this.cookieOptions(false));
  }

  /** The existing session, or a new empty one (with its cookies set on this reply). */
  async ensure(): Promise<SessionRow> {
    return (await this.load()) ?? this.create({});
  }

  /**
   * A new id for the same data plus `values` (at login and step-up), so a planted session id is
   * worthless: the row moves to the new id in one statement.
   */
  async regenerate(values: Partial<SessionData> = {}): Promise<SessionRow> {
    const old = await this.load();
    const fresh = this.fresh({ ...(old?.data as SessionData | undefined), ...values });
    if (!old || !(await replaceSession(this.deps.db, old.id, fresh.row))) await insertSession(this.deps.db, fresh.row);
    return this.adopt(fresh);
  }

  /** Logout and withdrawal: the row goes and both cookies are cleared. */
  async destroy(): Promise<void> {
    const row = await this.load();
    if (row) await deleteSession(this.deps.db, row.id);
    this.loaded = Promise.resolve(null);
    this.reply.clearCookie(this.cookieName, this.cookieOptions(true));
    this.reply.clearCookie(this.csrfCookie, this.cookieOptions(false));
    this.reply.clearCookie(this.accountIdentifierCookie, this.cookieOptions(false));
  }

  /**
   * Sets the readable CSRF cookie for this visitor's session, or pre-session: without a session
   * cookie a new token is set, and no row is written (the first write makes one, under a new id).
   */
  async issueCsrfCookie(): Promise<string> {
    // The loaded row first: one written earlier in this request has a token the request's cookie lacks.
    const row = await this.load();
    let sessionId = row?.id;
    if (!sessionId) {
      let token = this.cookieToken();
      if (!token) {
        token = newSessionToken();
        this.reply.setCookie(this.cookieName, token, this.cookieOptions(true));
      }
      sessionId = sessionIdOf(token);
    }
    const csrf = csrfTokenFor(this.deps.csrfSecret, this.storeId(), sessionId);
    this.reply.setCookie(this.csrfCookie, csrf, this.cookieOptions(false));
    return csrf;
  }

  private storeId(): string {
    const store = this.request.store;
    if (!store) throw new Error('a session needs a store');
    return store.id;
  }

  /** A new row under a new id: a pre-session's token came from the browser, so it is never adopted. */
  private async create(data: SessionData): Promise<SessionRow> {
    const fresh = this.fresh(data);
    await insertSession(this.deps.db, fresh.row);
    return this.adopt(fresh);
  }

  /** A session not yet written: its cookie's token and its row. */
  private fresh(data: SessionData): { readonly token: string; readonly row: SessionRow } {
    const token = newSessionToken();
    const now = this.now();
    const row: SessionRow = {
      id: sessionIdOf(token),
      storeId: this.storeId(),
      data: { ...data },
      createdAt: now,
      lastSeenAt: now,
      expiresAt: expiryOf(now, now, data),
    };
    return { token, row };
  }

  /** A session just written becomes this request's, with its cookies on this reply. */
  private adopt({ token, row }: { readonly token: string; readonly row: SessionRow }): SessionRow {
    this.loaded = Promise.resolve(row);
    this.reply.setCookie(this.cookieName, token, this.cookieOptions(true));
    this.reply.setCookie(
      this.csrfCookie,
      csrfTokenFor(this.deps.csrfSecret, row.storeId, row.id),
      this.cookieOptions(false),
    );
    return row;
  }
}
