import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionProblems } from './production-problems';

const safeProduction = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.internal:25',
  CSRF_SECRET: 'c'.repeat(32),
  OTP_SEAL_KEY: Buffer.alloc(32, 7).toString('base64url'),
  PUBLIC_ORIGIN: 'https://store.example',
  DATABASE_URL: 'postgres://db.internal/store',
};

const problemsOf = (env: Record<string, string>) => productionProblems(loadConfig(env));

describe('productionProblems', () => {
  it('finds none in a safe production setting', () => {
    expect(problemsOf(safeProduction)).toEqual([]);
  });

  it('refuses the sandbox payment provider and its demo key unless told', () => {
    const sandbox = { ...safeProduction, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_URL: 'https://pay.internal' };
    expect(problemsOf(sandbox)).toEqual([
      'PAYMENT_PROVIDER is the sandbox: no real payment would be taken' +
        ' (set ALLOW_PAYMENT_SANDBOX=1 to run on it anyway).',
      'PAYMENT_TOKEN_SCRIPT_INTEGRITY and PAYMENT_TDS2_SCRIPT_INTEGRITY must both be set: the card pages load' +
        " the provider's scripts pinned by their integrity, so a changed script never runs there (PCI DSS 6.4.3).",
      'PAYMENT_SANDBOX_SECRET is not set: the demo key between the site and the provider is public.',
    ]);
    const pinned = {
      PAYMENT_TOKEN_SCRIPT_INTEGRITY: `sha384-${'a'.repeat(64)}`,
      PAYMENT_TDS2_SCRIPT_INTEGRITY: `sha384-${'b'.repeat(64)}`,
    };
    expect(
      problemsOf({ ...sandbox, ...pinned, ALLOW_PAYMENT_SANDBOX: '1', PAYMENT_SANDBOX_SECRET: 's'.repeat(32) }),
    ).toEqual([]);
    expect(
      problemsOf({
        ...sandbox,
        PAYMENT_TOKEN_SCRIPT_INTEGRITY: pinned.PAYMENT_TOKEN_SCRIPT_INTEGRITY,
        ALLOW_PAYMENT_SANDBOX: '1',
        PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
      }),
    ).toHaveLength(1);
    expect(productionProblems(loadConfig({ ...sandbox, DEMO: '1', ALLOW_DEMO_IN_PRODUCTION: '1' }))).toEqual([]);
  });

  it('refuses to start on a published release of a remote it holds no public key for', () => {
    const releases = mkdtempSync(join(tmpdir(), 'vs-problems-'));
    try {
      const published = (remotes: Record<string, unknown[]>) =>
        writeFileSync(join(releases, 'registry.json'), JSON.stringify({ remotes }));
      const env = { ...safeProduction, REMOTE_RELEASES: releases };
      expect(problemsOf(env)).toEqual([]);
      published({ mypage: [{ version: 'aaaaaa1' }], signup: [] });
      expect(problemsOf(env)).toEqual([
        `REMOTE_RELEASE_KEYS_MYPAGE not set: mypage published in ${releases} would be refused, with no public key` +
          " to verify the signature by (set the shipping team's key, or roll the release back:" +
          ' docs/deploy.md "Signing releases").',
      ]);
      const key = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x as string;
      expect(problemsOf({ ...env, REMOTE_RELEASE_KEYS_MYPAGE: key })).toEqual([]);
      expect(problemsOf({ ...env, DEMO: '1', ALLOW_DEMO_IN_PRODUCTION: '1' })).toEqual([]);
    } finally {
      rmSync(releases, { recursive: true, force: true });
    }
  });

  it('lists every unsafe setting at once, in plain words', () => {
    const unsafe = {
      NODE_ENV: 'production',
      SMS_OUTBOX: '1',
      DEV_FIXTURES: '1',
      COOKIE_SECURE: '0',
      TRUST_PROXY: 'true',
    };
    expect(problemsOf(unsafe)).toEqual([
      'SMTP_URL is not set: sign-up PINs and password resets could not be mailed.',
      'SMS_OUTBOX is on: text messages would be kept in a table instead of being sent.',
      'DEV_FIXTURES is on: anyone could create members through /dev/fixtures.',
      'CSRF_SECRET is not set: the CSRF key must come from the environment, not from the database.',
      'OTP_SEAL_KEY is not set: the key sealing OTP secrets must come from the environment, not from the database.',
      'COOKIE_SECURE is off: session cookies would travel over plain http.',
      "PUBLIC_ORIGIN is not set: links in mail need the site's own address.",
      'TRUST_PROXY trusts any X-Forwarded-For: every client could pick its own address' +
        ' and escape the per-address limits (give the number of proxies in front, e.g. 1, or their addresses).',
      'DATABASE_URL is not set: the embedded database is for trying the site out' +
        ' (set ALLOW_EMBEDDED_DATABASE=1 to run on it anyway).',
    ]);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: '' }, /^SMTP_URL is not set/],
    ['SMS_OUTBOX', { SMS_OUTBOX: '1' }, /^SMS_OUTBOX is on/],
    ['DEV_FIXTURES', { DEV_FIXTURES: '1' }, /^DEV_FIXTURES is on/],
    ['CSRF_SECRET', { CSRF_SECRET: '' }, /^CSRF_SECRET is not set/],
    ['OTP_SEAL_KEY', { OTP_SEAL_KEY: '' }, /^OTP_SEAL_KEY is not set/],
    ['COOKIE_SECURE', { COOKIE_SECURE: '0' }, /^COOKIE_SECURE is off/],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: '' }, /^PUBLIC_ORIGIN is not set/],
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, /^TRUST_PROXY trusts any X-Forwarded-For/],
    ['TRUST_PROXY=yes', { TRUST_PROXY: 'yes' }, /^TRUST_PROXY trusts any X-Forwarded-For/],
    ['the embedded database', { DATABASE_URL: '' }, /^DATABASE_URL is not set/],
  ])('refuses %s alone with its own message', (_name, change, message) => {
    const problems = problemsOf({ ...safeProduction, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each(['0', '1', '2', '10.0.0.5', '10.0.0.0/8, fd00::/8', 'loopback'])(
    'accepts TRUST_PROXY=%s: no proxy, a hop count or the proxies by address',
    (trustProxy) => {
      expect(problemsOf({ ...safeProduction, TRUST_PROXY: trustProxy })).toEqual([]);
    },
  );

  it('allows the embedded database when asked to explicitly', () => {
    expect(problemsOf({ ...safeProduction, DATABASE_URL: '', ALLOW_EMBEDDED_DATABASE: '1' })).toEqual([]);
  });

  it('finds none outside production or in the demo allowed under production', () => {
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        DEMO: '1',
        ALLOW_DEMO_IN_PRODUCTION: '1',
        SMS_OUTBOX: '1',
        DEV_FIXTURES: '1',
      }),
    ).toEqual([]);
  });

  it('refuses the demo under production unless allowed explicitly, and an unset NODE_ENV is production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DEMO: '1' })).toEqual([
      'DEMO=1 under NODE_ENV=production: the demo switches every production guard off (its mailbox page,' +
        ' SMS outbox, seeded stores and public client secrets). Set ALLOW_DEMO_IN_PRODUCTION=1 to run the demo anyway.',
    ]);
    expect(problemsOf({}).length).toBeGreaterThan(0);
  });
});
