import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The real sandbox provider (apps/payment-sandbox) in a child process on a free loopback port, for
 * the payment module's specs: the server talks to it over HTTP exactly as in production. Started
 * from its sources with tsx, so the specs need no build.
 */
export interface RunningSandbox {
  readonly url: string;
  readonly secret: string;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../../../..');

export async function startPaymentSandbox(slowChargeMs = 1500): Promise<RunningSandbox> {
  const secret = 'server-spec-sandbox-secret';
  const child: ChildProcess = spawn(
    resolve(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'apps/payment-sandbox/tsconfig.json', 'apps/payment-sandbox/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PAYMENT_SANDBOX_PORT: '0',
        PAYMENT_SANDBOX_SECRET: secret,
        PAYMENT_SANDBOX_SLOW_CHARGE_MS: String(slowChargeMs),
      },
    },
  );
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /payment sandbox on (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the payment sandbox exited (${code})`)));
  });
  return {
    url,
    secret,
    stop: () =>
      new Promise<void>((resolveStopped) => {
        child.once('exit', () => resolveStopped());
        child.kill('SIGTERM');
      }),
  };
}

/** The server's settings that point it at a running sandbox. */
export const sandboxSettings = (sandbox: RunningSandbox, timeoutMs: number): Record<string, string> => ({
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_SANDBOX_URL: sandbox.url,
  PAYMENT_SANDBOX_SECRET: sandbox.secret,
  PAYMENT_PROVIDER_TIMEOUT_MS: String(timeoutMs),
});

/** What the provider's scripts do in the browser: the card goes to the sandbox only, tokens come back. */
export async function cardTokensAt(
  sandbox: RunningSandbox,
  ccNumber: string,
  securityCode = '123',
): Promise<{ token?: string; tokenKey?: string; tds2infoToken?: string; tds2infoTokenKey?: string }> {
  const post = async (path: string, body: unknown) =>
    (
      (await (
        await fetch(`${sandbox.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { tokenResponse: Record<string, string> }
    ).tokenResponse;
  const ids = { merchantId: 'sandbox-merchant', serviceId: 'sandbox-service' };
  const card = await post('/v1/tokens', { ...ids, ccNumber, ccExpiration: '203012', securityCode });
  const tds = await post('/v1/tds2info-tokens', { ...ids, browser: {} });
  return {
    token: card['token'],
    tokenKey: card['tokenKey'],
    tds2infoToken: tds['tds2infoToken'],
    tds2infoTokenKey: tds['tds2infoTokenKey'],
  };
}
