import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { releaseOriginsFor } from './security-headers';
import { createTestDatabase, type TestDatabase } from '../test/database';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let devApp: FastifyInstance;
  let botCheckApp: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
    devApp = await buildTestApp(db.database, {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PLAYBACK_STAGING_URL: 'https://staging-playback.example/test/index.m3u8',
    });
    botCheckApp = await buildTestApp(db.database, {
      BOT_CHECK_VERIFY_URL: 'https://verify.example/recaptcha/api/siteverify',
      BOT_CHECK_SECRET: 'secret',
      BOT_CHECK_SITE_KEY: 'site-key',
      BOT_CHECK_SCRIPT_URL: 'https://bot-check.example/recaptcha/api.js',
    });
  });
  afterAll(async () => {
    await app.close();
    await devApp.close();
    await botCheckApp.close();
    await db.close();
  });

  it.each(['/zapi/internal/root/screen-data', '/zapi/nowhere', '/plans'])('sets them on %s', async (url) => {
    const response = await app.inject({ url, headers: { host: 'localhost' } });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sets them on an unknown-host answer too', async () => {
    const response = await app.inject({ url: '/zapi/internal/remotes', headers: { host: 'nobody.example' } });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows Google Tag Manager only for the store that has a GTM id', async () => {
    const second = await app.inject({ url: '/zapi/internal/remotes', headers: { host: 'second.localhost' } });
    const demo = await app.inject({ url: '/zapi/internal/remotes', headers: { host: 'localhost' } });
    const secondScripts = directives(String(second.headers['content-security-policy'])).get('script-src');
    expect(secondScripts).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(String(demo.headers['content-security-policy'])).not.toContain('googletagmanager');
  });

  it('allows no tag manager on a payment page, even for a store with a GTM id (PCI DSS 6.4.3)', async () => {
    const payment = await app.inject({ url: '/mypage/payment-method', headers: { host: 'second.localhost' } });
    const scripts = directives(String(payment.headers['content-security-policy'])).get('script-src');
    expect(scripts).not.toContain('https://www.googletagmanager.com');
  });

  it('allows no bot-check origin on a page that takes a card, even when a bot check is configured', async () => {
    for (const url of ['/mypage/payment-method', '/plans/monthly', '/signup/plans']) {
      const payment = await botCheckApp.inject({ url, headers: { host: 'localhost' } });
      expect(String(payment.headers['content-security-policy']), url).not.toContain('bot-check.example');
    }
    const login = await botCheckApp.inject({ url: '/login', headers: { host: 'localhost' } });
    expect(String(login.headers['content-security-policy'])).toContain('https://bot-check.example');
  });

  const releaseOriginsTitle =
    "allows a release's origin on its own remote's pages only, and on a card page only plans-checkout's signed one";
  it(releaseOriginsTitle, () => {
    const origins = {
      byRemote: { 'plans-checkout': 'https://cdn-a.example', mypage: 'https://cdn-b.example' },
      signed: ['plans-checkout', 'mypage'],
    };
    expect(releaseOriginsFor('/plans/monthly', origins)).toEqual(['https://cdn-a.example']);
    expect(releaseOriginsFor('/signup/plans', origins)).toEqual(['https://cdn-a.example']);
    expect(releaseOriginsFor('/plans/monthly', { ...origins, signed: ['mypage'] })).toEqual([]);
    // My Page's card page never loads a release from another origin, signed or not.
    expect(releaseOriginsFor('/mypage/payment-method', origins)).toEqual([]);
    expect(releaseOriginsFor('/mypage', origins)).toEqual(['https://cdn-b.example']);
    expect(releaseOriginsFor('/login', origins)).toEqual([]);
    expect(releaseOriginsFor('/zapi/internal/remotes', origins)).toEqual([]);
    // A page a release added is its remote's own, by the current route table.
    const table = [{ path: '/mypage/news', page: 'news', layout: 'account' as const, remote: 'mypage' as const }];
    expect(releaseOriginsFor('/mypage/news', origins)).toEqual([]);
    expect(releaseOriginsFor('/mypage/news', { ...origins, table })).toEqual(['https://cdn-b.example']);
  });

  it('never allows inline script, in production or development', async () => {
    for (const instance of [app, devApp]) {
      const response = await instance.inject({ url: '/zapi/internal/remotes', headers: { host: 'localhost' } });
      const scripts = directives(String(response.headers['content-security-policy'])).get('script-src') ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });

  it('allows the Vite dev servers in development and sends no HSTS there', async () => {
    const response = await devApp.inject({ url: '/zapi/internal/remotes', headers: { host: 'localhost' } });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('script-src')).toContain('http://127.0.0.1:4205');
    expect(csp.get('connect-src')).toContain('ws://127.0.0.1:4200');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Development's staging playback source (spec 000 §9), fetched and played by the test-video player.
    expect(csp.get('connect-src')).toContain('https://staging-playback.example');
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://staging-playback.example']);
  });

  it('allows the bot-check service on pages only when one is configured', async () => {
    const withBotCheck = await botCheckApp.inject({ url: '/dev/mailbox', headers: { host: 'localhost' } });
    expect(withBotCheck.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(String(withBotCheck.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://bot-check.example']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://bot-check.example']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://bot-check.example']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);

    const without = await app.inject({ url: '/dev/mailbox', headers: { host: 'localhost' } });
    expect(without.headers['content-type']).toMatch(/^text\/html/);
    const plain = directives(String(without.headers['content-security-policy']));
    expect(plain.get('script-src')).toEqual(["'self'"]);
    expect(plain.get('connect-src')).toEqual(["'self'"]);
    expect(plain.has('frame-src')).toBe(false);
  });

  it.each([
    ['POST', '/login'],
    ['POST', '/login/code'],
    ['POST', '/logout'],
    ['GET', '/logout'],
    ['GET', '/nowhere'],
  ] as const)('marks %s %s no-store: every answer that is not a static file', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      headers: { host: 'localhost', origin: 'http://localhost' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
