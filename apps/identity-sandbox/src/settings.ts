/** What the sandbox is told by its environment (IDENTITY_SANDBOX_*); README.md lists each setting. */
export interface SandboxSettings {
  readonly host: string;
  /** 0 picks a free port (the specs). */
  readonly port: number;
  /** The one client each provider knows: the site, as its relying party. */
  readonly clientId: string;
  /** The client's secret; LINE's ID tokens are signed with it (HS256). */
  readonly clientSecret: string;
  /**
   * The site's origins (a store answers on several hosts): each may receive answers at
   * `/auth/callback` and `/auth/callback/form`, and nowhere else.
   */
  readonly siteOrigins: readonly string[];
}

/**
 * The demo's client, public on purpose and for loopback only: the server's defaults are the same
 * (IDENTITY_SANDBOX_CLIENT_ID / IDENTITY_SANDBOX_CLIENT_SECRET in apps/server/src/config.ts).
 */
export const DEMO_CLIENT_ID = 'demo-video-store';
export const DEMO_CLIENT_SECRET = 'identity-sandbox-demo-secret-for-loopback-only';

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, key: string): string | undefined => env[key]?.trim() || undefined;

/** `http://a:1 http://b:2` or comma separated; each must be an http(s) origin. */
export function originsOf(list: string): string[] {
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) origin: ${entry}`);
      return url.origin;
    });
}

export function settingsFromEnv(env: Env): SandboxSettings {
  const port = Number(value(env, 'IDENTITY_SANDBOX_PORT') ?? 3050);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('IDENTITY_SANDBOX_PORT must be 0-65535');
  const clientSecret = value(env, 'IDENTITY_SANDBOX_CLIENT_SECRET') ?? DEMO_CLIENT_SECRET;
  // HS256 keys shorter than the hash say little; LINE's channel secrets are 32 characters.
  if (clientSecret.length < 32) throw new Error('IDENTITY_SANDBOX_CLIENT_SECRET must be at least 32 characters');
  return {
    host: value(env, 'IDENTITY_SANDBOX_HOST') ?? '127.0.0.1',
    port,
    clientId: value(env, 'IDENTITY_SANDBOX_CLIENT_ID') ?? DEMO_CLIENT_ID,
    clientSecret,
    // `npm start`'s demo store answers on both loopback names.
    siteOrigins: originsOf(
      value(env, 'IDENTITY_SANDBOX_SITE_ORIGINS') ?? 'http://localhost:3000 http://127.0.0.1:3000',
    ),
  };
}
