// One run of the payment page monitor (monitor.mjs is its command): fetches every payment page as a
// browser's first request would, and the provider's scripts, and checks them with inventory.mjs.
import { changesSince, checkPaymentPage, paymentPagePatterns } from './inventory.mjs';

/** The sandbox adapter's script paths (apps/server modules/payment/sandbox-provider.ts). */
const providerScriptPaths = ['/js/token.js', '/js/tds2info.js'];

async function fetchBytes(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function firstPlanId(origin) {
  const response = await fetch(`${origin}/zapi/internal/plans/screen-data`, {
    headers: { accept: 'application/json' },
  });
  const plans = response.ok ? (await response.json()).plans : [];
  if (!plans?.length) throw new Error(`no plan on sale at ${origin}/plans: name one with --plan=`);
  return plans[0].planId;
}

/**
 * @typedef {object} MonitorSettings
 * @property {string} origin the site
 * @property {string} providerOrigin
 * @property {Record<string, string | undefined>} [integrity] pinned values by script path
 * @property {string[]} [allowedOrigins]
 * @property {string} [planId]
 * @property {Record<string, object> | null} baseline fingerprints by page pattern
 */

/**
 * One monitoring run. `integrity`: the values the server's settings pin, by script path. Answers each
 * page's problems and its changes since `baseline` (null: nothing recorded yet).
 * @param {MonitorSettings} settings
 */
export async function monitorPaymentPages({
  origin,
  providerOrigin,
  integrity = {},
  allowedOrigins = [],
  planId,
  baseline,
}) {
  const plan = planId ?? (await firstPlanId(origin));
  const providerScripts = await Promise.all(
    providerScriptPaths.map(async (path) => ({
      url: `${providerOrigin}${path}`,
      bytes: await fetchBytes(`${providerOrigin}${path}`),
      integrity: integrity[path] ?? null,
    })),
  );
  const pages = [];
  for (const pattern of paymentPagePatterns) {
    const pageUrl = `${origin}${pattern.replace(':planId', encodeURIComponent(plan))}`;
    const response = await fetch(pageUrl, { headers: { accept: 'text/html' }, redirect: 'manual' });
    const { problems, fingerprint } = checkPaymentPage({
      pageUrl,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      html: await response.text(),
      providerOrigin,
      allowedOrigins,
      providerScripts,
    });
    const recorded = baseline?.[pattern];
    pages.push({
      pattern,
      pageUrl,
      problems,
      fingerprint,
      changes: recorded ? changesSince(recorded, fingerprint) : [],
    });
  }
  return pages;
}
