import type { ApiErrorBody } from '@vs/contract';
import { requestIdHeaderName } from '@vs/contract';
import { fixtureMemberLoggedIn } from '../screens/fixture-members';
import { expect, test } from '../support/fixtures';

/** `script-src 'self'; frame-ancestors 'none'` → { 'script-src': ["'self'"], … } */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

test.describe('security headers and refusals', () => {
  test('pages and data answers carry a request id; pages carry a CSP without inline script', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/plans');
    const headers = response?.headers() ?? {};
    expect(headers[requestIdHeaderName], 'x-request-id on the document').toBeTruthy();

    const csp = headers['content-security-policy'];
    expect(csp, 'a Content-Security-Policy header').toBeTruthy();
    const policy = directives(csp ?? '');
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
    expect(scriptSrc, 'script-src (or default-src)').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');

    const data = await request.get('/zapi/internal/plans/screen-data');
    expect(data.headers()[requestIdHeaderName], 'x-request-id on screen-data').toBeTruthy();
    const missing = await request.get('/no-such-page-e2e');
    expect(missing.headers()[requestIdHeaderName], 'x-request-id on a 404').toBeTruthy();
    // Each answer gets its own id.
    expect(data.headers()[requestIdHeaderName]).not.toBe(missing.headers()[requestIdHeaderName]);
  });

  test('a POST without the CSRF header is refused with the catalogue shape', async ({ request, baseURL }) => {
    // Same origin and a well-formed body, so the only thing wrong is the missing x-csrf-token header.
    const response = await request.post('/zapi/signup/email', {
      headers: { origin: new URL(baseURL ?? '').origin },
      data: { type: 'signUp', email: `csrf-${Date.now()}@example.com` },
    });
    expect(response.status()).toBe(403);
    const body = (await response.json()) as ApiErrorBody;
    expect(body).toMatchObject({ status: 403, code: 'CSRF_INVALID' });
    expect(typeof body.message).toBe('string');
    expect(body.requestId).toBe(response.headers()[requestIdHeaderName]);
  });

  test('the dev mailbox does not exist in production', async ({ request, page }) => {
    const api = await request.get('/dev/mailbox');
    expect(api.status()).toBe(404);
    const doc = await page.goto('/dev/mailbox');
    expect(doc?.status()).toBe(404);
  });

  test('a logged-in member sent to a return target that folds into another host stays on the site', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await fixtureMemberLoggedIn(page, 'redirect');
    // Each resolves, by the URL parser's dot segments, to the path '//127.0.0.2:8666/x': another host.
    for (const target of ['/.//127.0.0.2:8666/x', '/..//127.0.0.2:8666/x', '/mypage/../..//127.0.0.2:8666/x']) {
      for (const path of ['/login', '/mypage/re-consent']) {
        await page.goto(`${path}?redirect=${encodeURIComponent(target)}`);
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).origin, `${path} ${target}`).toBe(origin);
        expect(new URL(page.url()).pathname.startsWith('//'), `${path} ${target}`).toBe(false);
      }
    }
  });
});
