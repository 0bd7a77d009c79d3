import { endpointTable, externalAuthPaths } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/use-test-app';

// Every development part on, so the dev endpoints have their routes too.
const test = useTestApp({ DEV_FIXTURES: '1', SMS_OUTBOX: '1', NODE_ENV: 'development' });

/**
 * Routes that are not calls of the contract: pages, static files (the test video's), the probe,
 * the OIDC provider's own endpoints and the external identities' navigations (the contract's
 * `externalAuthPaths`: documents answered by a redirect, never JSON).
 */
const notCalls = (url: string) =>
  url === '/' ||
  (Object.values(externalAuthPaths) as string[]).includes(url) ||
  url === '/*' ||
  url === '/healthz' ||
  url === '/readyz' ||
  url === '/zapi/internal/*' ||
  url === '/oidc-op/*' ||
  url === '/.well-known/openid-configuration' ||
  url.startsWith('/media/test-video/');

const key = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

describe('the endpoint table', () => {
  it('has a server route for every endpoint', () => {
    const routes = new Set(test.app.routeList.map(key));
    const missing = endpointTable()
      .map(({ method, path }) => key({ method, url: path }))
      .filter((endpoint) => !routes.has(endpoint));
    expect(missing).toEqual([]);
  });

  it('has an endpoint for every server route', () => {
    const endpoints = new Set(endpointTable().map(({ method, path }) => key({ method, url: path })));
    const unlisted = test.app.routeList
      .filter(({ url }) => !notCalls(url))
      .map(key)
      .filter((route) => !endpoints.has(route));
    expect(unlisted).toEqual([]);
  });

  it('names each method and path once', () => {
    const keys = endpointTable().map(({ method, path }) => key({ method, url: path }));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
