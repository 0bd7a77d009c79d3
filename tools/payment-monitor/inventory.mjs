// What a served payment page may contain (PCI DSS 6.4.3 inventory, 11.6.1 change detection), as a pure
// function of what was fetched: the document's headers and HTML, and the provider's scripts' bytes.
// docs/security.md "Payment pages" is the inventory in words; monitor.mjs fetches and reports.
import { createHash } from 'node:crypto';

/** The pages that take a card (@vs/routes paymentPagePatterns; inventory.spec.mjs keeps them equal). */
export const paymentPagePatterns = ['/mypage/payment-method', '/plans/:planId', '/signup/plans'];

/** The headers every payment page must carry, with their one right value. */
const requiredHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/** Directives whose sources are checked, and those that must be exactly `'none'`. */
const originDirectives = ['default-src', 'script-src', 'connect-src', 'form-action', 'frame-src'];
const noneDirectives = ['frame-ancestors', 'object-src', 'base-uri'];
const unsafeScriptSources = new Set(["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'blob:', 'http:', 'https:']);

export function parseCsp(header) {
  const directives = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

/** @typedef {{ kind: 'src', url: string } | { kind: 'inline', type: string }} PageScript */

/**
 * Every `<script>` and module preload of the document: where it loads from, or its type when inline.
 * @returns {PageScript[]}
 */
export function scriptsOf(html, pageUrl) {
  /** @type {PageScript[]} */
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attributeOf(attributes, 'src');
    if (src !== null) scripts.push({ kind: 'src', url: new URL(src, pageUrl).href });
    else if (body?.trim()) scripts.push({ kind: 'inline', type: attributeOf(attributes, 'type') ?? 'text/javascript' });
  }
  for (const [, attributes] of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (!/\brel=["']?modulepreload\b/i.test(attributes)) continue;
    const href = attributeOf(attributes, 'href');
    if (href !== null) scripts.push({ kind: 'src', url: new URL(href, pageUrl).href });
  }
  return scripts;
}

function attributeOf(attributes, name) {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : null;
}

export const sha384Of = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * @typedef {object} FetchedPage
 * @property {string} pageUrl
 * @property {number} status
 * @property {Record<string, string>} headers lower-case names
 * @property {string} html
 * @property {string} providerOrigin
 * @property {string[]} [allowedOrigins]
 * @property {{ url: string, bytes: Buffer | null, integrity: string | null }[]} providerScripts
 */

/**
 * Checks one fetched payment page against the inventory: our origin and the provider's (plus the
 * operator's `allowedOrigins`: a CDN of the remote releases, the bot-check service), nothing else.
 * `providerScripts`: [{ url, bytes, integrity }] with the integrity the settings pin (or null).
 * Answers the problems found (empty: as expected) and the fingerprint that a baseline compares.
 * @param {FetchedPage} page
 */
export function checkPaymentPage({
  pageUrl,
  status,
  headers,
  html,
  providerOrigin,
  allowedOrigins = [],
  providerScripts,
}) {
  const problems = [];
  const own = new URL(pageUrl).origin;
  const allowed = new Set([own, providerOrigin, ...allowedOrigins]);
  if (status !== 200) problems.push(`answered ${status}, not 200`);
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) problems.push('is not an HTML document');

  const cspHeader = headers['content-security-policy'];
  const csp = parseCsp(cspHeader);
  if (!cspHeader) problems.push('has no Content-Security-Policy');
  const scriptSources = csp['script-src'] ?? csp['default-src'] ?? [];
  if (!scriptSources.includes(providerOrigin)) problems.push(`script-src does not name the provider ${providerOrigin}`);
  for (const source of scriptSources) if (unsafeScriptSources.has(source)) problems.push(`script-src allows ${source}`);
  for (const directive of originDirectives)
    for (const source of csp[directive] ?? []) {
      if (source.startsWith("'") || source === 'data:' || source === 'blob:') continue;
      if (!allowed.has(originOrSelf(source))) problems.push(`${directive} allows ${source}, outside the inventory`);
    }
  for (const directive of noneDirectives)
    if ((csp[directive] ?? []).join(' ') !== "'none'") problems.push(`${directive} is not 'none'`);

  for (const [name, value] of Object.entries(requiredHeaders))
    if (headers[name] !== value) problems.push(`${name} is ${headers[name] ?? 'missing'}, not ${value}`);
  if (pageUrl.startsWith('https:') && !headers['strict-transport-security'])
    problems.push('has no Strict-Transport-Security over https');

  const scripts = scriptsOf(html, pageUrl);
  for (const script of scripts) {
    if (script.kind === 'inline' && script.type !== 'application/json')
      problems.push(`runs an inline script (type ${script.type})`);
    if (script.kind === 'src' && !allowed.has(new URL(script.url).origin))
      problems.push(`loads a script from ${new URL(script.url).origin}, outside the inventory`);
  }

  const providerHashes = {};
  for (const { url, bytes, integrity } of providerScripts) {
    if (bytes === null) {
      problems.push(`the provider's script ${url} did not load`);
      continue;
    }
    providerHashes[url] = sha384Of(bytes);
    if (integrity && !integrity.split(' ').includes(providerHashes[url]))
      problems.push(`the provider's script ${url} changed: ${providerHashes[url]} is not the pinned ${integrity}`);
  }

  const fingerprint = {
    csp: Object.fromEntries(Object.entries(csp).map(([name, values]) => [name, [...values].sort()])),
    headers: Object.fromEntries(
      [
        ...Object.keys(requiredHeaders),
        'referrer-policy',
        'cross-origin-opener-policy',
        'strict-transport-security',
      ].map((name) => [name, headers[name] ?? null]),
    ),
    // Our own bundles are renamed by every release; what may not change unnoticed is where scripts come from.
    scriptOrigins: [...new Set(scripts.flatMap((s) => (s.kind === 'src' ? [new URL(s.url).origin] : [])))].sort(),
    inlineScriptTypes: [...new Set(scripts.flatMap((s) => (s.kind === 'inline' ? [s.type] : [])))].sort(),
    providerScripts: providerHashes,
  };
  return { problems, fingerprint };
}

function originOrSelf(source) {
  try {
    return new URL(source).origin;
  } catch {
    return source;
  }
}

/** What differs between a recorded fingerprint and today's, one line per changed field. */
export function changesSince(baseline, current) {
  const changes = [];
  const walk = (before, after, path) => {
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
    if (isObject(before) && isObject(after)) {
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
        walk(before[key], after[key], [...path, key]);
      return;
    }
    changes.push(`${path.join(' › ')}: ${JSON.stringify(before) ?? 'absent'} → ${JSON.stringify(after) ?? 'absent'}`);
  };
  walk(baseline, current, []);
  return changes;
}
