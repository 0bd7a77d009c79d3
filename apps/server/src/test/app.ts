import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';

/** NODE_ENV=test defaults, with web hosting off unless a test points WEB_DIST at a fake dist folder. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent-web-dist', ...env });
}

/** Builds an app on the file's shared database; `extend` may add probe routes before it is ready. */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  options: Pick<BuildAppOptions, 'now' | 'logger' | 'purchasePayments'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(env),
    database,
    logger: options.logger ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.purchasePayments ? { purchasePayments: options.purchasePayments } : {}),
  });
  extend?.(app);
  await app.ready();
  return app;
}

/** `name=value; …` from a response's Set-Cookie headers, for the next request. */
export function cookieHeaderOf(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const cookie of response.cookies) jar.set(cookie.name, cookie.value);
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface CsrfContext {
  readonly cookie: string;
  readonly token: string;
}

/** What a page has after loading root screen-data: the session cookie and the readable CSRF cookie. */
export async function csrfContext(app: FastifyInstance, host = 'localhost'): Promise<CsrfContext> {
  const response = await app.inject({ method: 'GET', url: '/zapi/internal/root/screen-data', headers: { host } });
  const token = response.cookies.find((cookie) => cookie.name === '__Host-vs-csrf')?.value;
  if (!token) throw new Error('no __Host-vs-csrf cookie');
  return { cookie: cookieHeaderOf(response), token };
}
