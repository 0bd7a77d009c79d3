import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: './.data/pglite',
      smtpUrl: null,
      webDist: 'dist/apps',
      publicOrigin: null,
      secureCookies: false,
      devRemotes: true,
    });
  });

  it('turns on secure cookies and production remotes in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ secureCookies: true, devRemotes: false });
    expect(loadConfig({ NODE_ENV: 'production', DEV_REMOTES: '1' }).devRemotes).toBe(true);
  });

  it('normalises PUBLIC_ORIGIN to an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example.com/some/path' }).publicOrigin).toBe('https://shop.example.com');
  });

  it.each([
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL/],
    [{ CSRF_SECRET: 'short' }, /CSRF_SECRET/],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
