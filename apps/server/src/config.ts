/**
 * Environment read and validated once at boot: a typo in an env var stops the server with a clear
 * message instead of surfacing later as a strange runtime error.
 */
export type NodeEnv = 'development' | 'test' | 'production';

export interface AppConfig {
  readonly nodeEnv: NodeEnv;
  readonly port: number;
  readonly host: string;
  /** A real PostgreSQL when set; otherwise embedded PGlite in {@link dataDir}. */
  readonly databaseUrl: string | null;
  /** PGlite's folder; `memory://` keeps the database in memory (tests). */
  readonly dataDir: string;
  /** nodemailer SMTP URL; unset → mails land in the mail_outbox table (dev mailbox). */
  readonly smtpUrl: string | null;
  /** The folder holding `shell/` and `<remote>/` builds; hosting is on when `shell/index.html` exists. */
  readonly webDist: string;
  /** Used in absolute links (mail) and accepted as an Origin for state-changing requests. */
  readonly publicOrigin: string | null;
  /** HMAC key of the CSRF token; unset → generated once and persisted in the database. */
  readonly csrfSecret: string | null;
  /** Secure cookies with the `__Host-` prefix; on outside development unless COOKIE_SECURE says otherwise. */
  readonly secureCookies: boolean;
  /** Remote entries point at the Vite dev servers (DEV_REMOTES=1 or development). */
  readonly devRemotes: boolean;
  /** Trust X-Forwarded-* (host, proto, client address) from a reverse proxy: TRUST_PROXY=1. */
  readonly trustProxy: boolean;
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function optional(env: Env, key: string): string | null {
  const value = env[key]?.trim();
  return value ? value : null;
}

function parseNodeEnv(value: string | null): NodeEnv {
  const env = value ?? 'development';
  if (env === 'development' || env === 'test' || env === 'production') return env;
  throw new ConfigError(`NODE_ENV must be development, test or production, got "${env}"`);
}

function parsePort(value: string | null): number {
  if (value === null) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseBool(key: string, value: string | null): boolean | null {
  if (value === null) return null;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${key} must be 1/0/true/false, got "${value}"`);
}

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

function parseOrigin(value: string | null): string | null {
  const url = parseUrl('PUBLIC_ORIGIN', value, ['http:', 'https:']);
  return url === null ? null : new URL(url).origin;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = parseNodeEnv(optional(env, 'NODE_ENV'));
  const csrfSecret = optional(env, 'CSRF_SECRET');
  if (csrfSecret !== null && csrfSecret.length < 32) throw new ConfigError('CSRF_SECRET must be at least 32 characters');
  return {
    nodeEnv,
    port: parsePort(optional(env, 'PORT')),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: parseUrl('DATABASE_URL', optional(env, 'DATABASE_URL'), ['postgres:', 'postgresql:']),
    dataDir: optional(env, 'DATA_DIR') ?? './.data/pglite',
    smtpUrl: parseUrl('SMTP_URL', optional(env, 'SMTP_URL'), ['smtp:', 'smtps:']),
    webDist: optional(env, 'WEB_DIST') ?? 'dist/apps',
    publicOrigin: parseOrigin(optional(env, 'PUBLIC_ORIGIN')),
    csrfSecret,
    secureCookies: parseBool('COOKIE_SECURE', optional(env, 'COOKIE_SECURE')) ?? nodeEnv !== 'development',
    devRemotes: parseBool('DEV_REMOTES', optional(env, 'DEV_REMOTES')) ?? nodeEnv === 'development',
    trustProxy: parseBool('TRUST_PROXY', optional(env, 'TRUST_PROXY')) ?? false,
    logLevel: optional(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
