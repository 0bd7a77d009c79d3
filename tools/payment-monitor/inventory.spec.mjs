import { describe, expect, it } from 'vitest';
import { paymentPagePatterns as routePatterns } from '@vs/routes';
import { changesSince, checkPaymentPage, paymentPagePatterns, sha384Of } from './inventory.mjs';

const provider = 'https://pay.example';
const tokenJs = Buffer.from('window.com_sbps_system = {};');
const csp = [
  "default-src 'self'",
  `script-src 'self' ${provider}`,
  "style-src 'self' 'unsafe-inline'",
  `connect-src 'self' ${provider}`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  `form-action 'self' ${provider}`,
  "object-src 'none'",
].join('; ');
const goodHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const goodHtml = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<script type="application/json" id="vs-screen-data">{"plan":1}</script>
</head><body><div id="root"></div></body></html>`;

const check = (overrides = {}) =>
  checkPaymentPage({
    pageUrl: 'https://shop.example/plans/monthly',
    status: 200,
    headers: goodHeaders,
    html: goodHtml,
    providerOrigin: provider,
    providerScripts: [{ url: `${provider}/js/token.js`, bytes: tokenJs, integrity: sha384Of(tokenJs) }],
    ...overrides,
  });
const withCsp = (policy) => ({ headers: { ...goodHeaders, 'content-security-policy': policy } });

describe('the payment page inventory', () => {
  it('watches every page that takes a card', () => {
    expect(paymentPagePatterns).toEqual([...routePatterns]);
  });

  it('finds nothing wrong with a page that loads only our bundles and names only the provider', () => {
    expect(check().problems).toEqual([]);
  });

  it('flags a tag manager, an inline-script allowance or any other origin in the policy', () => {
    const gtm = csp.replace(`script-src 'self'`, "script-src 'self' https://www.googletagmanager.com");
    expect(check(withCsp(gtm)).problems).toEqual([
      'script-src allows https://www.googletagmanager.com, outside the inventory',
    ]);
    expect(check(withCsp(csp.replace(`script-src 'self'`, "script-src 'self' 'unsafe-inline'"))).problems).toEqual([
      "script-src allows 'unsafe-inline'",
    ]);
    expect(
      check(withCsp(csp.replace(`form-action 'self'`, "form-action 'self' https://evil.example"))).problems,
    ).toEqual(['form-action allows https://evil.example, outside the inventory']);
  });

  it('flags a policy that lost the provider, framing or the base-uri lock, or no policy at all', () => {
    expect(check(withCsp(csp.replace(` ${provider}`, ''))).problems).toContain(
      `script-src does not name the provider ${provider}`,
    );
    expect(check(withCsp(csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))).problems).toEqual([
      "frame-ancestors is not 'none'",
    ]);
    expect(check(withCsp('')).problems).toContain('has no Content-Security-Policy');
  });

  it('flags a script tag from elsewhere and an inline script that would run', () => {
    const injected = goodHtml.replace(
      '</head>',
      '<script src="https://skimmer.example/c.js"></script><script>fetch("//x")</script></head>',
    );
    expect(check({ html: injected }).problems).toEqual([
      'loads a script from https://skimmer.example, outside the inventory',
      'runs an inline script (type text/javascript)',
    ]);
  });

  it('flags a provider script whose bytes no longer match the pinned integrity, and one that did not load', () => {
    const changed = Buffer.from('window.com_sbps_system = {}; steal();');
    const pinned = sha384Of(tokenJs);
    const { problems } = check({
      providerScripts: [
        { url: `${provider}/js/token.js`, bytes: changed, integrity: pinned },
        { url: `${provider}/js/tds2info.js`, bytes: null, integrity: null },
      ],
    });
    expect(problems).toEqual([
      `the provider's script ${provider}/js/token.js changed: ${sha384Of(changed)} is not the pinned ${pinned}`,
      `the provider's script ${provider}/js/tds2info.js did not load`,
    ]);
  });

  it('flags missing security headers, and HSTS only over https', () => {
    const rest = Object.fromEntries(
      Object.entries(goodHeaders).filter(([name]) => !['x-frame-options', 'strict-transport-security'].includes(name)),
    );
    expect(check({ headers: rest }).problems).toEqual([
      'x-frame-options is missing, not DENY',
      'has no Strict-Transport-Security over https',
    ]);
    expect(check({ headers: rest, pageUrl: 'http://127.0.0.1:3000/plans/monthly' }).problems).toEqual([
      'x-frame-options is missing, not DENY',
    ]);
  });

  it('tells what changed since the recorded run: the policy and the provider scripts, not our bundle names', () => {
    const before = check().fingerprint;
    const renamed = check({ html: goodHtml.replaceAll('-abc.js', '-xyz.js') }).fingerprint;
    expect(changesSince(before, renamed)).toEqual([]);
    const other = Buffer.from('window.com_sbps_system = { v: 2 };');
    const after = check({
      ...withCsp(csp.replace(`connect-src 'self'`, "connect-src 'self' https://cdn.example")),
      providerScripts: [{ url: `${provider}/js/token.js`, bytes: other, integrity: null }],
    }).fingerprint;
    expect(changesSince(before, after)).toEqual([
      `csp › connect-src: ["'self'","${provider}"] → ["'self'","https://cdn.example","${provider}"]`,
      `providerScripts › ${provider}/js/token.js: "${sha384Of(tokenJs)}" → "${sha384Of(other)}"`,
    ]);
  });
});
