import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLoginSettings } from '../../db/schema';
import { startFakeBotCheck, type FakeBotCheck } from '@vs/testing/services';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createBotCheckVerifier } from './bot-check-verifier';

const SECRET = 'test-bot-check-secret';
const SITE_KEY = 'test-site-key';

/** A logger that keeps what it was given, to show what reaches the log (and what never does). */
function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = {
    warn: record,
    info: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
    child: () => log,
    level: 'info',
    silent: record,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** A listening server that never answers: the verifier must give up on its own. */
async function startSilentServer(): Promise<{ url: string; server: Server }> {
  const server = createServer(() => undefined);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('bot check', () => {
  let fake: FakeBotCheck;
  let db: TestDatabase;
  let app: FastifyInstance;

  /** What the page's `grecaptcha.execute(siteKey, { action })` gets from the service. */
  const tokenFor = async (action: string, siteKey = SITE_KEY): Promise<string> => {
    const response = await fetch(`${fake.url}/token?${new URLSearchParams({ sitekey: siteKey, action })}`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    return response.text();
  };
  const verifier = (overrides: { verifyUrl?: string; minScore?: number; timeoutMs?: number } = {}) => {
    const { log, lines } = recordingLog();
    const verify = createBotCheckVerifier({
      verifyUrl: `${fake.url}/recaptcha/api/siteverify`,
      secret: SECRET,
      minScore: 0.5,
      log,
      ...overrides,
    });
    return { verify, lines };
  };

  beforeAll(async () => {
    fake = await startFakeBotCheck({ secret: SECRET, siteKey: SITE_KEY });
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {
      BOT_CHECK_VERIFY_URL: `${fake.url}/recaptcha/api/siteverify`,
      BOT_CHECK_SECRET: SECRET,
      BOT_CHECK_SITE_KEY: SITE_KEY,
      BOT_CHECK_SCRIPT_URL: `${fake.url}/recaptcha/api.js`,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await fake.close();
  });

  it('gives the login page its settings and accepts a token the service issued for login, once', async () => {
    expect(app.botCheck?.settings).toEqual({
      scriptUrl: `${fake.url}/recaptcha/api.js`,
      siteKey: SITE_KEY,
      action: 'login',
    });
    const token = await tokenFor('login');
    expect(await app.botCheck?.verify(token, '203.0.113.7', 'login')).toBe(true);
    expect(await app.botCheck?.verify(token, '203.0.113.7', 'login')).toBe(false);
  });

  it('refuses a forged token, an empty one and one issued for another action', async () => {
    expect(await app.botCheck?.verify('forged-token-value', '203.0.113.7', 'login')).toBe(false);
    expect(await app.botCheck?.verify('', '203.0.113.7', 'login')).toBe(false);
    expect(await app.botCheck?.verify(await tokenFor('signup'), '203.0.113.7', 'login')).toBe(false);
  });

  it('refuses a score under the minimum', async () => {
    // The fake scores every token 0.9.
    expect(await verifier({ minScore: 0.95 }).verify(await tokenFor('login'), '203.0.113.7', 'login')).toBe(false);
    expect(await verifier({ minScore: 0.9 }).verify(await tokenFor('login'), '203.0.113.7', 'login')).toBe(true);
  });

  it('refuses every token when the server holds the wrong secret', async () => {
    const { log } = recordingLog();
    const verify = createBotCheckVerifier({
      verifyUrl: `${fake.url}/recaptcha/api/siteverify`,
      secret: 'not-the-secret',
      minScore: 0.5,
      log,
    });
    expect(await verify(await tokenFor('login'), '203.0.113.7', 'login')).toBe(false);
  });

  it('fails closed when the service is down, and logs a warning without the token', async () => {
    const down = await startFakeBotCheck({ secret: SECRET, siteKey: SITE_KEY });
    await down.close();
    const { verify, lines } = verifier({ verifyUrl: `${down.url}/recaptcha/api/siteverify` });
    const token = await tokenFor('login');
    expect(await verify(token, '203.0.113.7', 'login')).toBe(false);
    expect(lines.join('\n')).toContain('unreachable');
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('fails closed when the service does not answer in time', async () => {
    const silent = await startSilentServer();
    try {
      const { verify, lines } = verifier({ verifyUrl: `${silent.url}/recaptcha/api/siteverify`, timeoutMs: 200 });
      const token = await tokenFor('login');
      expect(await verify(token, '203.0.113.7', 'login')).toBe(false);
      expect(lines.join('\n')).toContain('TimeoutError');
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      silent.server.closeAllConnections();
      silent.server.close();
    }
  });

  it('serves a client script whose grecaptcha.execute gets a token the server accepts', async () => {
    const script = await (await fetch(`${fake.url}/recaptcha/api.js`)).text();
    // The page's global, as the script sees it in a browser (fetch included).
    const page: {
      grecaptcha?: {
        ready(callback: () => void): void;
        execute(siteKey: string, options: { action: string }): Promise<string>;
      };
    } = {};
    (new Function('window', script) as (window: typeof page) => void)(page);
    await new Promise<void>((ready) => page.grecaptcha?.ready(ready));
    const token = await page.grecaptcha?.execute(SITE_KEY, { action: 'login' });
    expect(await app.botCheck?.verify(token ?? '', '203.0.113.7', 'login')).toBe(true);
    await expect(page.grecaptcha?.execute('another-site-key', { action: 'login' })).rejects.toThrow(/400/);
  });

  it('is absent without BOT_CHECK_*, with a warning at start when a store enables it', async () => {
    const lines: string[] = [];
    const logger = { level: 'warn', stream: { write: (line: string) => void lines.push(line) } };
    await db.database.db.update(storeLoginSettings).set({ isRecaptchaEnabled: false });
    const plain = await buildTestApp(db.database, {}, undefined, { logger });
    expect(plain.botCheck).toBeUndefined();
    await plain.close();
    expect(lines.join('')).not.toContain('bot-check settings are missing');

    await db.database.db
      .insert(storeLoginSettings)
      .values({ storeId: 'demo', isRecaptchaEnabled: true })
      .onConflictDoUpdate({ target: storeLoginSettings.storeId, set: { isRecaptchaEnabled: true } });
    const warned = await buildTestApp(db.database, {}, undefined, { logger });
    expect(warned.botCheck).toBeUndefined();
    await warned.close();
    expect(lines.join('')).toContain('bot-check settings are missing');
  });
});
