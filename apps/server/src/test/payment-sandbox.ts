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
