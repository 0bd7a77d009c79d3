import { createPublicKey } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { RemoteName } from '@vs/routes';

/**
 * Environment read and validated once at boot: a typo in an env var stops the server with a clear
 * message instead of surfacing later as a strange runtime error.
 */
export type NodeEnv = 'development' | 'test' | 'production';

/**
 * A reCAPTCHA v3 shaped verification service (BOT_CHECK_*). The four URLs and keys come together or
 * not at all; without them the bot check is off for every store.
 */
export interface BotCheckConfig {
  /** BOT_CHECK_VERIFY_URL: where the server POSTs tokens (e.g. https://www.google.com/recaptcha/api/siteverify). */
  readonly verifyUrl: string;
  /** BOT_CHECK_SECRET: the server's key, sent only to the verify URL. */
  readonly secret: string;
  /** BOT_CHECK_SITE_KEY: the public key the login page passes to `grecaptcha.execute`. */
  readonly siteKey: string;
  /** BOT_CHECK_SCRIPT_URL: the client script; its origin is added to the pages' CSP. */
  readonly scriptUrl: string;
  /** BOT_CHECK_MIN_SCORE: 0–1, default 0.5; a lower score is treated as a bot. */
  readonly minScore: number;
}

/**
 * The payment provider (PAYMENT_*): today the built-in sandbox (apps/payment-sandbox) on its own
 * origin; a real provider's adapter joins it behind the same port (modules/payment).
 */
export interface PaymentConfig {
  readonly provider: 'sandbox';
  /** PAYMENT_SANDBOX_URL: the provider's origin, as both this server and the browser reach it. */
  readonly origin: string;
  /** PAYMENT_SANDBOX_SECRET: this server's key for the provider's server-to-server calls. */
  readonly secret: string;
  /** PAYMENT_MERCHANT_ID / PAYMENT_SERVICE_ID: the public ids the page's token script sends. */
  readonly merchantId: string;
  readonly serviceId: string;
  /** PAYMENT_PROVIDER_TIMEOUT_MS: how long a call to the provider may take (10000 by default). */
  readonly timeoutMs: number;
  /**
   * PAYMENT_TOKEN_SCRIPT_INTEGRITY / PAYMENT_TDS2_SCRIPT_INTEGRITY: the Subresource Integrity values the
   * provider publishes for its two scripts (PCI DSS 6.4.3); the browser then refuses a changed script.
   */
  readonly tokenScriptIntegrity: string | null;
  readonly tds2ScriptIntegrity: string | null;
  /** ALLOW_PAYMENT_SANDBOX=1: a production server (not the demo) may take payments through the sandbox. */
  readonly allowSandbox: boolean;
}

/** The demo's key between the site and the sandbox on loopback; production needs its own. */
export const SANDBOX_DEMO_SECRET = 'sandbox-demo-secret-for-loopback-only';

/**
 * The sandbox identity providers (apps/identity-sandbox, IDENTITY_SANDBOX_*), which the demo store
 * offers as "LINE" and "Google" in the demo mode only (dev/demo-identity-providers.plugin.ts).
 */
export interface IdentitySandboxConfig {
  /** IDENTITY_SANDBOX_URL: its origin, as both this server and the browser reach it; issuers are `<url>/line` …. */
  readonly origin: string;
  /** IDENTITY_SANDBOX_CLIENT_ID / IDENTITY_SANDBOX_CLIENT_SECRET: the site's client there (the sandbox's too). */
  readonly clientId: string;
  readonly clientSecret: string;
}

/** The demo's client at the identity sandbox on loopback, public like the demo's OpenID clients (its defaults). */
export const IDENTITY_SANDBOX_DEMO_CLIENT = {
  clientId: 'demo-video-store',
  clientSecret: 'identity-sandbox-demo-secret-for-loopback-only',
} as const;

export interface AppConfig {
  readonly nodeEnv: NodeEnv;
  /**
   * DEMO=1 (`npm start`, the journeys, the benchmarks): the try-it-out mode, a mode of its own rather
   * than "production without SMTP". Only here, besides development, do the demo's parts exist (the
   * mailbox page, the SMS outbox) and may development switches run under NODE_ENV=production.
   */
  readonly demo: boolean;
  /**
   * ALLOW_DEMO_IN_PRODUCTION=1: DEMO=1 may run under NODE_ENV=production (the launchers of `npm start`,
   * the journeys and the benchmarks, which run the production build); the server warns at start.
   */
  readonly allowDemoInProduction: boolean;
  /**
   * Whether an empty database gets the demo stores (their plans, campaign codes and public OIDC client
   * secrets): in development, tests and the demo; in production only with ALLOW_DEMO_DATA=1 (a
   * production-like rig such as `npm run scale`), which also lets a production server start with them.
   */
  readonly demoData: boolean;
  readonly port: number;
  readonly host: string;
  /** A real PostgreSQL when set; otherwise embedded PGlite in {@link dataDir}. */
  readonly databaseUrl: string | null;
  /** ALLOW_EMBEDDED_DATABASE=1: a production server may run on PGlite (a single small store, on purpose). */
  readonly allowEmbeddedDatabase: boolean;
  /** PGlite's folder; `memory://` keeps the database in memory (tests). */
  readonly dataDir: string;
  /** nodemailer SMTP URL; unset → mails land in the mail_outbox table (dev mailbox). */
  readonly smtpUrl: string | null;
  /**
   * The mailbox pages (/dev/mailbox, /dev/mailbox.json) showing mail_outbox: outside production, and
   * in the demo when mail lands in the outbox (with SMTP_URL set the mail is elsewhere, the page empty).
   */
  readonly devMailbox: boolean;
  /**
   * Text messages land in the sms_outbox table, shown at /dev/sms.json: on outside production, in the
   * demo, and whenever SMS_OUTBOX=1 (refused in production outside the demo). Off → no SMS provider,
   * so the SMS factor is not offered.
   */
  readonly smsOutbox: boolean;
  /**
   * POST /dev/fixtures/member creates members in states no page can make yet (DEV_FIXTURES=1 only,
   * set by the journeys' server; never on by default, not even in development).
   */
  readonly devFixtures: boolean;
  /** The folder holding `shell/` and `<remote>/` builds; hosting is on when `shell/index.html` exists. */
  readonly webDist: string;
  /**
   * REMOTE_RELEASES: the folder of published remote releases and their registry.json (tools/deploy),
   * served at /releases/; `<webDist>/releases` unless told otherwise.
   */
  readonly remoteReleases: string;
  /** REMOTE_REGISTRY_POLL_MS: how often the registry file is checked for a publish (1000 by default). */
  readonly remoteRegistryPollMs: number;
  /**
   * REMOTE_RELEASE_KEYS_<REMOTE>: per remote, the ed25519 public keys (32 bytes in base64url, space
   * separated: two while rotating) that may sign its releases (tools/deploy/signing.mjs). A release is
   * served only when its signature verifies against its own remote's keys (modules/web/release-signature.ts).
   */
  readonly remoteReleaseKeys: RemoteReleaseKeys;
  /** Used in absolute links (mail) and accepted as an Origin for state-changing requests. */
  readonly publicOrigin: string | null;
  /** HMAC key of the CSRF token; unset → generated once and persisted in the database (not in production). */
  readonly csrfSecret: string | null;
  /**
   * OTP_SEAL_KEY, 32 bytes in base64url, sealing the members' OTP secrets and keying the backup codes'
   * digests (a derived pepper); unset → generated once and kept in the database (not in production).
   * Validated here; mfa/otp-secret-seal.ts reads it.
   */
  readonly otpSealKey: string | null;
  /** OTP_SEAL_KEY_PREVIOUS: the key before a rotation; it still opens (and at boot reseals) what it sealed. */
  readonly otpSealKeyPrevious: string | null;
  /** Secure cookies with the `__Host-` prefix; on outside development unless COOKIE_SECURE says otherwise. */
  readonly secureCookies: boolean;
  /** Remote entries point at the Vite dev servers (DEV_REMOTES=1 or development). */
  readonly devRemotes: boolean;
  /**
   * Whose X-Forwarded-* (client address, host, proto) to believe (TRUST_PROXY): nobody (false), the
   * nearest `n` proxies (a hop count), or the proxies at these addresses, CIDRs or proxy-addr's names
   * (loopback, linklocal, uniquelocal). 'any' (TRUST_PROXY=true) believes every hop, so any client could
   * pick its own address: production refuses it (production-problems.ts).
   */
  readonly trustProxy: TrustProxy;
  /** CLEANUP_INTERVAL_SECONDS: how often each periodic cleanup (expired rows) runs, over all processes. */
  readonly cleanupIntervalSeconds: number;
  /**
   * BILLING_SCHEDULE: the renewal job runs every minute through the job queue (pg-boss), one run at a
   * time over all processes; on by default, off under NODE_ENV=test (the specs run the job themselves).
   */
  readonly billingSchedule: boolean;
  readonly logLevel: string;
  /** The bot-check verifier; null when BOT_CHECK_* is unset (stores that enable the check get none). */
  readonly botCheck: BotCheckConfig | null;
  /** PAYMENT_PROVIDER unset → null: no store can take a payment method. */
  readonly payment: PaymentConfig | null;
  /** IDENTITY_SANDBOX_URL unset → null; read in the demo mode only (the demo store's providers). */
  readonly identitySandbox: IdentitySandboxConfig | null;
  /**
   * Development only (spec 000 §9): the staging playback source the test-video player plays instead of
   * the test video shipped with the server (modules/playback). Ignored outside development.
   */
  readonly playbackStagingUrl: string | null;
}

export type TrustProxy = false | number | readonly string[] | 'any';

export type RemoteReleaseKeys = Readonly<Partial<Record<RemoteName, readonly string[]>>>;

/** The setting naming each remote's release keys. */
export const remoteReleaseKeySettings: Readonly<Record<RemoteName, string>> = {
  'auth-login': 'REMOTE_RELEASE_KEYS_AUTH_LOGIN',
  signup: 'REMOTE_RELEASE_KEYS_SIGNUP',
  'oidc-interaction': 'REMOTE_RELEASE_KEYS_OIDC_INTERACTION',
  mypage: 'REMOTE_RELEASE_KEYS_MYPAGE',
  'plans-checkout': 'REMOTE_RELEASE_KEYS_PLANS_CHECKOUT',
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function optional(env: Env, key: string): string | null {
  const value = env[key]?.trim();
  return value ? value : null;
}

/** Development (its switches, its outboxes) only when NODE_ENV says so: an unset NODE_ENV is production. */
function parseNodeEnv(value: string | null): NodeEnv {
  const env = value ?? 'production';
  if (env === 'development' || env === 'test' || env === 'production') return env;
  throw new ConfigError(`NODE_ENV must be development, test or production, got "${env}"`);
}

function parsePort(value: string | null): number {
  if (value === null) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseSeconds(key: string, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new ConfigError(`${key} must be a number of seconds, got "${value}"`);
  return seconds;
}

function parsePollMs(value: string | null): number {
  if (value === null) return 1000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 10)
    throw new ConfigError(`REMOTE_REGISTRY_POLL_MS must be 10 or more, got "${value}"`);
  return ms;
}

function parseBool(key: string, value: string | null): boolean | null {
  if (value === null) return null;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${key} must be 1/0/true/false, got "${value}"`);
}

function parseUrl(key: string, value: string, protocols: readonly string[]): string;
function parseUrl(key: string, value: string | null, protocols: readonly string[]): string | null;
function parseUrl(key: string, value: string | null, protocols: readonly string[]): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${key} is not a URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${key} must use ${protocols.join(' or ')}`);
  return value;
}

function parseOtpSealKey(key: 'OTP_SEAL_KEY' | 'OTP_SEAL_KEY_PREVIOUS', value: string | null): string | null {
  if (value !== null && Buffer.from(value, 'base64url').length !== 32)
    throw new ConfigError(`${key} must be 32 bytes in base64url`);
  return value;
}

function parseOrigin(value: string | null): string | null {
  const url = parseUrl('PUBLIC_ORIGIN', value, ['http:', 'https:']);
  return url === null ? null : new URL(url).origin;
}

/** proxy-addr's names for whole address ranges, accepted in a TRUST_PROXY list. */
const trustProxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (trustProxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Where a proxy in front of the server may sit: loopback, private (RFC 1918, shared CGNAT space,
 * IPv6 unique local) and link-local addresses. A range reaching beyond them (0.0.0.0/1, a public
 * address) would let a client on the internet name its own address in X-Forwarded-For.
 */
const proxyNetworks = (
  [
    ['127.0.0.0', 8, 'ipv4'],
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['100.64.0.0', 10, 'ipv4'],
    ['169.254.0.0', 16, 'ipv4'],
    ['::1', 128, 'ipv6'],
    ['fc00::', 7, 'ipv6'],
    ['fe80::', 10, 'ipv6'],
  ] as const
).map(([network, prefix, type]) => {
  const block = new BlockList();
  block.addSubnet(network, prefix, type);
  return { type, block };
});

/** The first and last address of `address/prefix`, as text. */
function rangeEnds(address: string, prefix: number, family: 4 | 6): [string, string] {
  const bits = family === 4 ? 32 : 128;
  const value =
    family === 4 ? address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(part), 0n) : ipv6Value(address);
  const hostBits = BigInt(bits - prefix);
  const first = (value >> hostBits) << hostBits;
  const last = first + (1n << hostBits) - 1n;
  const text = (n: bigint) =>
    family === 4
      ? [24n, 16n, 8n, 0n].map((shift) => String((n >> shift) & 255n)).join('.')
      : Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - i * 16)) & 0xffffn).toString(16)).join(':');
  return [text(first), text(last)];
}

function ipv6Value(address: string): bigint {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const missing = 8 - groups(head).length - (tail === undefined ? 0 : groups(tail).length);
  const all = [...groups(head), ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...groups(tail ?? '')];
  return all.reduce((sum, group) => (sum << 16n) + BigInt(parseInt(group || '0', 16)), 0n);
}

/** Whether a TRUST_PROXY entry (an address, a CIDR range or a range name) lies wholly in {@link proxyNetworks}. */
function isProxyNetwork(entry: string): boolean {
  if (trustProxyRangeNames.includes(entry)) return true;
  const [address = '', prefixText] = entry.split('/');
  const family = isIP(address) as 4 | 6;
  // An IPv4 address written in IPv6 form ('::ffff:10.0.0.5') is judged as IPv4.
  if (family === 6 && /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address))
    return prefixText === undefined && isProxyNetwork(address.slice(7));
  if (family === 6 && address.includes('.')) return false;
  const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
  const [first, last] = rangeEnds(address, prefix, family);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // Both ends in ONE network: a range from 10.x to 192.168.x would span public space between.
  return proxyNetworks.some((n) => n.type === type && n.block.check(first, type) && n.block.check(last, type));
}

function parseTrustProxy(value: string | null): TrustProxy {
  if (value === null || ['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  if (['true', 'yes'].includes(value.toLowerCase())) return 'any';
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0)
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses, got "${wrong.join(', ')}"`,
    );
  const outside = entries.filter((entry) => !isProxyNetwork(entry));
  if (outside.length > 0)
    throw new ConfigError(
      `TRUST_PROXY may only name proxies on loopback, private or link-local addresses (any other range lets` +
        ` a client on the internet pick its own address), got "${outside.join(', ')}"`,
    );
  return entries;
}

export const botCheckKeys = [
  'BOT_CHECK_VERIFY_URL',
  'BOT_CHECK_SECRET',
  'BOT_CHECK_SITE_KEY',
  'BOT_CHECK_SCRIPT_URL',
] as const;

const isLoopback = (url: URL): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

function parseBotCheck(env: Env, nodeEnv: NodeEnv): BotCheckConfig | null {
  const [verifyUrl, secret, siteKey, scriptUrl] = botCheckKeys.map((key) => optional(env, key));
  const minScoreText = optional(env, 'BOT_CHECK_MIN_SCORE');
  if ([verifyUrl, secret, siteKey, scriptUrl, minScoreText].every((value) => value === null)) return null;
  if (!verifyUrl || !secret || !siteKey || !scriptUrl) {
    throw new ConfigError(`the bot check needs all of ${botCheckKeys.join(', ')}`);
  }
  const minScore = minScoreText === null ? 0.5 : Number(minScoreText);
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1)
    throw new ConfigError(`BOT_CHECK_MIN_SCORE must be 0-1, got "${minScoreText}"`);
  const verify = new URL(parseUrl('BOT_CHECK_VERIFY_URL', verifyUrl, ['http:', 'https:']));
  // The secret travels with every verification: in production only over https, or to a loopback fake.
  if (nodeEnv === 'production' && verify.protocol === 'http:' && !isLoopback(verify))
    throw new ConfigError('BOT_CHECK_VERIFY_URL must use https: in production');
  return {
    verifyUrl,
    secret,
    siteKey,
    scriptUrl: parseUrl('BOT_CHECK_SCRIPT_URL', scriptUrl, ['http:', 'https:']),
    minScore,
  };
}

/** One or more `sha256-`/`sha384-`/`sha512-` base64 hashes separated by spaces (the integrity attribute's syntax). */
function parseIntegrity(name: string, value: string | null): string | null {
  if (value === null) return null;
  const hashes = value.split(/\s+/);
  if (!hashes.every((hash) => /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(hash)))
    throw new ConfigError(`${name} must be Subresource Integrity hashes such as sha384-<base64>, got "${value}"`);
  return hashes.join(' ');
}

function parseReleaseKeys(env: Env): RemoteReleaseKeys {
  const keys: Partial<Record<RemoteName, readonly string[]>> = {};
  for (const [remote, setting] of Object.entries(remoteReleaseKeySettings) as [RemoteName, string][]) {
    const value = optional(env, setting);
    if (value === null) continue;
    const list = value.split(/[\s,]+/).filter(Boolean);
    for (const key of list) {
      let valid = /^[A-Za-z0-9_-]{43}$/.test(key);
      try {
        if (valid) createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key }, format: 'jwk' });
      } catch {
        valid = false;
      }
      if (!valid)
        throw new ConfigError(
          `${setting} must be ed25519 public keys (32 bytes in base64url, as tools/deploy/release-key.mjs prints` +
            ` them), got "${key}"`,
        );
    }
    keys[remote] = list;
  }
  return keys;
}

function parsePayment(env: Env): PaymentConfig | null {
  const provider = optional(env, 'PAYMENT_PROVIDER');
  if (provider === null) return null;
  if (provider !== 'sandbox') throw new ConfigError(`PAYMENT_PROVIDER must be sandbox, got "${provider}"`);
  const url = optional(env, 'PAYMENT_SANDBOX_URL');
  if (url === null) throw new ConfigError('PAYMENT_PROVIDER=sandbox needs PAYMENT_SANDBOX_URL');
  const timeoutText = optional(env, 'PAYMENT_PROVIDER_TIMEOUT_MS');
  const timeoutMs = timeoutText === null ? 10_000 : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new ConfigError(`PAYMENT_PROVIDER_TIMEOUT_MS must be 100 or more, got "${timeoutText}"`);
  return {
    provider,
    origin: new URL(parseUrl('PAYMENT_SANDBOX_URL', url, ['http:', 'https:'])).origin,
    secret: optional(env, 'PAYMENT_SANDBOX_SECRET') ?? SANDBOX_DEMO_SECRET,
    merchantId: optional(env, 'PAYMENT_MERCHANT_ID') ?? 'sandbox-merchant',
    serviceId: optional(env, 'PAYMENT_SERVICE_ID') ?? 'sandbox-service',
    timeoutMs,
    tokenScriptIntegrity: parseIntegrity(
      'PAYMENT_TOKEN_SCRIPT_INTEGRITY',
      optional(env, 'PAYMENT_TOKEN_SCRIPT_INTEGRITY'),
    ),
    tds2ScriptIntegrity: parseIntegrity(
      'PAYMENT_TDS2_SCRIPT_INTEGRITY',
      optional(env, 'PAYMENT_TDS2_SCRIPT_INTEGRITY'),
    ),
    allowSandbox: parseBool('ALLOW_PAYMENT_SANDBOX', optional(env, 'ALLOW_PAYMENT_SANDBOX')) ?? false,
  };
}

function parseIdentitySandbox(env: Env): IdentitySandboxConfig | null {
  const url = parseUrl('IDENTITY_SANDBOX_URL', optional(env, 'IDENTITY_SANDBOX_URL'), ['http:', 'https:']);
  if (url === null) return null;
  return {
    origin: new URL(url).origin,
    clientId: optional(env, 'IDENTITY_SANDBOX_CLIENT_ID') ?? IDENTITY_SANDBOX_DEMO_CLIENT.clientId,
    clientSecret: optional(env, 'IDENTITY_SANDBOX_CLIENT_SECRET') ?? IDENTITY_SANDBOX_DEMO_CLIENT.clientSecret,
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = parseNodeEnv(optional(env, 'NODE_ENV'));
  const csrfSecret = optional(env, 'CSRF_SECRET');
  if (csrfSecret !== null && csrfSecret.length < 32)
    throw new ConfigError('CSRF_SECRET must be at least 32 characters');
  const demo = parseBool('DEMO', optional(env, 'DEMO')) ?? false;
  const smtpUrl = parseUrl('SMTP_URL', optional(env, 'SMTP_URL'), ['smtp:', 'smtps:']);
  const webDist = optional(env, 'WEB_DIST') ?? 'dist/apps';
  const allowDemoData = parseBool('ALLOW_DEMO_DATA', optional(env, 'ALLOW_DEMO_DATA')) ?? false;
  return {
    nodeEnv,
    demo,
    allowDemoInProduction: parseBool('ALLOW_DEMO_IN_PRODUCTION', optional(env, 'ALLOW_DEMO_IN_PRODUCTION')) ?? false,
    demoData: nodeEnv !== 'production' || demo || allowDemoData,
    port: parsePort(optional(env, 'PORT')),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: parseUrl('DATABASE_URL', optional(env, 'DATABASE_URL'), ['postgres:', 'postgresql:']),
    allowEmbeddedDatabase: parseBool('ALLOW_EMBEDDED_DATABASE', optional(env, 'ALLOW_EMBEDDED_DATABASE')) ?? false,
    dataDir: optional(env, 'DATA_DIR') ?? './.data/pglite',
    smtpUrl,
    devMailbox: nodeEnv !== 'production' || (demo && smtpUrl === null),
    smsOutbox: parseBool('SMS_OUTBOX', optional(env, 'SMS_OUTBOX')) ?? (nodeEnv !== 'production' || demo),
    devFixtures: parseBool('DEV_FIXTURES', optional(env, 'DEV_FIXTURES')) ?? false,
    webDist,
    remoteReleases: optional(env, 'REMOTE_RELEASES') ?? `${webDist}/releases`,
    remoteRegistryPollMs: parsePollMs(optional(env, 'REMOTE_REGISTRY_POLL_MS')),
    remoteReleaseKeys: parseReleaseKeys(env),
    publicOrigin: parseOrigin(optional(env, 'PUBLIC_ORIGIN')),
    csrfSecret,
    otpSealKey: parseOtpSealKey('OTP_SEAL_KEY', optional(env, 'OTP_SEAL_KEY')),
    otpSealKeyPrevious: parseOtpSealKey('OTP_SEAL_KEY_PREVIOUS', optional(env, 'OTP_SEAL_KEY_PREVIOUS')),
    secureCookies: parseBool('COOKIE_SECURE', optional(env, 'COOKIE_SECURE')) ?? nodeEnv !== 'development',
    devRemotes: parseBool('DEV_REMOTES', optional(env, 'DEV_REMOTES')) ?? nodeEnv === 'development',
    trustProxy: parseTrustProxy(optional(env, 'TRUST_PROXY')),
    cleanupIntervalSeconds: parseSeconds('CLEANUP_INTERVAL_SECONDS', optional(env, 'CLEANUP_INTERVAL_SECONDS'), 900),
    billingSchedule: parseBool('BILLING_SCHEDULE', optional(env, 'BILLING_SCHEDULE')) ?? nodeEnv !== 'test',
    logLevel: optional(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    botCheck: parseBotCheck(env, nodeEnv),
    payment: parsePayment(env),
    identitySandbox: parseIdentitySandbox(env),
    playbackStagingUrl:
      nodeEnv === 'development'
        ? parseUrl('PLAYBACK_STAGING_URL', optional(env, 'PLAYBACK_STAGING_URL'), ['http:', 'https:'])
        : null,
  };
}
