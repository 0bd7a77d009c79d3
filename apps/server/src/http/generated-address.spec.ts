import { routeTable } from '@vs/routes';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../test/browser';
import { loggedInMember } from '../test/member-fixtures';
import { useTestApp } from '../test/use-test-app';

/** Path segments a hostile client puts where a page expects an id. */
const SEGMENTS = ['x', '%00', 'a%00b', '%0d%0a', '%E2%80%AE', '%ff', '..%2f..', 'a'.repeat(300)];

/**
 * Return targets that a naive check passes and a browser folds into another origin: dot segments,
 * backslashes, tabs and newlines, percent-encoded once or twice, and a NUL.
 */
const HOSTILE_TARGETS = [
  '/.//evil.example',
  '/..//evil.example',
  '/mypage/../..//evil.example',
  '/./\\evil.example',
  '/%2E//evil.example',
  '/.%2F%2Fevil.example',
  '/.%252F%252Fevil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0A/evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  '/mypage%00',
];

const REDIRECT_PARAMETERS = ['redirect', 'redirectTo', 'returnTo', 'next'];

/** Every string answered under a redirect-like key, anywhere in the answer. */
function redirectsIn(value: unknown, found: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return found;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string' && /redirect|returnTo/i.test(key)) found.push(child);
    else redirectsIn(child, found);
  }
  return found;
}

const origin = 'http://localhost';

/** Where a browser at our origin ends when it follows `target`, and whether a router would read a host. */
function leaves(target: string): boolean {
  const landed = new URL(target, origin);
  return landed.origin !== origin || landed.pathname.startsWith('//');
}

/**
 * Every page's screen data (and so every page's HTML, which computes it), with hostile path segments
 * and hostile return targets in every redirect parameter, logged in and out: never a 500, and never a
 * redirect answer that leaves the site.
 */
describe('generated addresses over every page route', () => {
  const t = useTestApp();

  const check = async (browser: TestBrowser, failures: string[]) => {
    let n = 0;
    for (const route of routeTable) {
      for (const target of HOSTILE_TARGETS) {
        const segment = SEGMENTS[n++ % SEGMENTS.length] as string;
        const page = route.path === '/' ? '/home' : route.path.replace(/:[A-Za-z0-9_]+/g, segment);
        const query = REDIRECT_PARAMETERS.map((name) => `${name}=${encodeURIComponent(target)}`).join('&');
        const response: LightMyRequestResponse = await browser.get(`/zapi/internal${page}/screen-data?${query}`);
        if (response.statusCode >= 500) failures.push(`${page} ${JSON.stringify(target)}: ${response.statusCode}`);
        if (response.headers['content-type']?.toString().startsWith('application/json')) {
          for (const redirect of redirectsIn(response.json()))
            if (leaves(redirect)) failures.push(`${page} ${JSON.stringify(target)} answered ${redirect}`);
        }
      }
    }
    return n;
  };

  it('answers no 500 and no off-site redirect, logged out', async () => {
    const failures: string[] = [];
    const cases = await check(await new TestBrowser(t.app, 'localhost', {}, '10.7.0.1').open(), failures);
    expect(failures).toEqual([]);
    expect(cases).toBe(routeTable.length * HOSTILE_TARGETS.length);
  }, 120_000);

  it('answers no 500 and no off-site redirect, logged in', async () => {
    const failures: string[] = [];
    const { browser } = await loggedInMember(t.app, t.db, 'generated.address@example.com');
    await check(browser, failures);
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a NUL byte anywhere in the address with 400, the OpenID Connect provider included', async () => {
    const browser = await new TestBrowser(t.app, 'localhost', {}, '10.7.0.2').open();
    for (const url of [
      '/zapi/internal/plans/%00/screen-data',
      '/zapi/internal/login/screen-data?redirect=%2Fmypage%00',
      '/oidc-op/auth?client_id=demo-web%00&response_type=code&scope=openid',
      '/plans/%00',
    ]) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    }
  });
});
