import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('is production when NODE_ENV is unset: development only when said so', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'production', secureCookies: true, devRemotes: false });
    expect(loadConfig({}).smsOutbox).toBe(false);
    expect(loadConfig({}).demoData).toBe(false);
  });

  it('seeds the demo data in development, tests and the demo, and in production only when allowed', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('has working defaults', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
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
      botCheck: null,
    });
  });

  const botCheckEnv = {
    BOT_CHECK_VERIFY_URL: 'https://verify.example/recaptcha/api/siteverify',
    BOT_CHECK_SECRET: 'server-secret',
    BOT_CHECK_SITE_KEY: 'site-key',
    BOT_CHECK_SCRIPT_URL: 'https://verify.example/recaptcha/api.js',
  };

  it('reads the bot check, with a default minimum score', () => {
    expect(loadConfig(botCheckEnv).botCheck).toEqual({
      verifyUrl: 'https://verify.example/recaptcha/api/siteverify',
      secret: 'server-secret',
      siteKey: 'site-key',
      scriptUrl: 'https://verify.example/recaptcha/api.js',
      minScore: 0.5,
    });
    expect(loadConfig({ ...botCheckEnv, BOT_CHECK_MIN_SCORE: '0.7' }).botCheck?.minScore).toBe(0.7);
  });

  it("pins the provider's scripts by the Subresource Integrity values it is given, and refuses other text", () => {
    const payment = { PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_URL: 'https://pay.example' };
    expect(loadConfig(payment).payment).toMatchObject({ tokenScriptIntegrity: null, tds2ScriptIntegrity: null });
    const token = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const tds2 = [
      'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==',
    ].join(' ');
    const pinned = loadConfig({
      ...payment,
      PAYMENT_TOKEN_SCRIPT_INTEGRITY: token,
      PAYMENT_TDS2_SCRIPT_INTEGRITY: tds2,
    });
    expect(pinned.payment).toMatchObject({ tokenScriptIntegrity: token, tds2ScriptIntegrity: tds2 });
    expect(() => loadConfig({ ...payment, PAYMENT_TOKEN_SCRIPT_INTEGRITY: 'md5-abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...payment, PAYMENT_TDS2_SCRIPT_INTEGRITY: 'sha384-"><script>' })).toThrow(ConfigError);
  });

  it("reads each remote's release keys, two while rotating, and refuses what is not an ed25519 public key", () => {
    const key = (n: number) => Buffer.alloc(32, n).toString('base64url');
    expect(loadConfig({}).remoteReleaseKeys).toEqual({});
    const config = loadConfig({
      REMOTE_RELEASE_KEYS_MYPAGE: `${key(1)} ${key(2)}`,
      REMOTE_RELEASE_KEYS_PLANS_CHECKOUT: key(3),
    });
    expect(config.remoteReleaseKeys).toEqual({ mypage: [key(1), key(2)], 'plans-checkout': [key(3)] });
    expect(() => loadConfig({ REMOTE_RELEASE_KEYS_SIGNUP: 'not-a-key' })).toThrow(
      /REMOTE_RELEASE_KEYS_SIGNUP must be ed25519 public keys .* got "not-a-key"/,
    );
    expect(() => loadConfig({ REMOTE_RELEASE_KEYS_SIGNUP: Buffer.alloc(31).toString('base64url') })).toThrow(
      'REMOTE_RELEASE_KEYS_SIGNUP',
    );
  });

  it('lets a production server verify over plain http only on loopback', () => {
    const local = {
      ...botCheckEnv,
      NODE_ENV: 'production',
      BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:3130/recaptcha/api/siteverify',
    };
    expect(loadConfig(local).botCheck?.verifyUrl).toBe(local.BOT_CHECK_VERIFY_URL);
    expect(() => loadConfig({ ...local, BOT_CHECK_VERIFY_URL: 'http://verify.example/siteverify' })).toThrow(
      /BOT_CHECK_VERIFY_URL/,
    );
  });

  it('turns on secure cookies and production remotes in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ secureCookies: true, devRemotes: false });
    expect(loadConfig({ NODE_ENV: 'production', DEV_REMOTES: '1' }).devRemotes).toBe(true);
  });

  it('normalises PUBLIC_ORIGIN to an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example.com/some/path' }).publicOrigin).toBe(
      'https://shop.example.com',
    );
  });

  it.each([
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL/],
    [{ CSRF_SECRET: 'short' }, /CSRF_SECRET/],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE/],
    [{ CLEANUP_INTERVAL_SECONDS: '0' }, /CLEANUP_INTERVAL_SECONDS/],
    [{ CLEANUP_INTERVAL_SECONDS: 'hourly' }, /CLEANUP_INTERVAL_SECONDS/],
    [{ BOT_CHECK_SECRET: 'only-the-secret' }, /BOT_CHECK_VERIFY_URL/],
    [{ BOT_CHECK_MIN_SCORE: '0.3' }, /BOT_CHECK_SITE_KEY/],
    [
      {
        BOT_CHECK_VERIFY_URL: 'ftp://x',
        BOT_CHECK_SECRET: 's',
        BOT_CHECK_SITE_KEY: 'k',
        BOT_CHECK_SCRIPT_URL: 'https://x/api.js',
      },
      /BOT_CHECK_VERIFY_URL/,
    ],
    [
      {
        BOT_CHECK_VERIFY_URL: 'https://x/v',
        BOT_CHECK_SECRET: 's',
        BOT_CHECK_SITE_KEY: 'k',
        BOT_CHECK_SCRIPT_URL: 'https://x/api.js',
        BOT_CHECK_MIN_SCORE: '2',
      },
      /BOT_CHECK_MIN_SCORE/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
