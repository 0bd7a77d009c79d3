import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { listOutbox } from '../modules/mail/outbox.adapter';
import type { Database } from '../db/client';
import { cookieHeaderOf } from './app';

/**
 * A browser for app.inject: keeps its cookies, sends the CSRF header and the Origin of its host,
 * like the pages do. `ip` sets the client address (rate limits count per address).
 */
export class TestBrowser {
  cookie = '';

  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'localhost',
    private readonly extraHeaders: Record<string, string> = {},
    private readonly ip = '127.0.0.1',
  ) {}

  /** What a page load does first: root screen-data, which issues the session and CSRF cookies. */
  async open(): Promise<this> {
    await this.get('/zapi/internal/root/screen-data');
    return this;
  }

  /** The jar plus cookies a test adds (e.g. vs-lang=en), which travel with every request of this browser. */
  private cookieFor(headers: Record<string, string>): string {
    return [this.cookie, this.extraHeaders['cookie'], headers['cookie']].filter(Boolean).join('; ');
  }

  cookieValue(name: string): string | undefined {
    return new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ).get(name);
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      url,
      remoteAddress: this.ip,
      headers: { host: this.host, ...this.extraHeaders, ...headers, cookie: this.cookieFor(headers) },
    });
    this.cookie = cookieHeaderOf(response, this.cookie);
    return response;
  }

  screenData(path: string): Promise<LightMyRequestResponse> {
    return this.get(`/zapi/internal${path}/screen-data`);
  }

  async post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      payload: body as Record<string, unknown>,
      headers: {
        host: this.host,
        origin: `http://${this.host}`,
        'x-csrf-token': this.cookieValue('__Host-vs-csrf') ?? '',
        ...this.extraHeaders,
        ...headers,
        cookie: this.cookieFor(headers),
      },
    });
    this.cookie = cookieHeaderOf(response, this.cookie);
    return response;
  }
}

/** The newest sign-up PIN mailed to `to`, read from the dev mailbox table. */
export async function latestPin(database: Database, storeId: string, to: string): Promise<string> {
  const [mail] = await listOutbox(database.db, storeId, { to });
  const pin = mail ? pinOfMailText(mail.text) : null;
  if (!pin) throw new Error(`no PIN mail for ${to}`);
  return pin;
}

export function pinOfMailText(text: string): string | null {
  return /(?:認証コード|Verification code): (\d{6})/.exec(text)?.[1] ?? null;
}

/** A mutable clock for PIN expiry and cool-downs. */
export function testClock(start = new Date()): { now: () => Date; advance(ms: number): void } {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}
