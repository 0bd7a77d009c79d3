// Budgets and browser flags for the first-visit benchmark.
// Per route: the most JavaScript (gzipped) a first visit may load, and what it must reach as
// deployed (through docs/deploy.md's nginx with TLS and HTTP/2, which a judged run visits every
// budgeted route through, besides plain http): a Lighthouse mobile performance score (0–100) and a
// largest contentful paint (ms), Lighthouse's median of 3. /login's bytes are /plans' plus the form
// code.
const asDeployed = { performance: 95, lcpMs: 2500 };
export const budgets = [
  { path: '/plans', jsGzipBytes: 230 * 1024, ...asDeployed },
  { path: '/plans/monthly', jsGzipBytes: 245 * 1024, ...asDeployed },
  { path: '/login', jsGzipBytes: 255 * 1024, ...asDeployed },
  { path: '/signup', jsGzipBytes: 260 * 1024, ...asDeployed },
  // The account pages, measured logged in.
  { path: '/mypage', jsGzipBytes: 250 * 1024, ...asDeployed },
  { path: '/mypage/edit', jsGzipBytes: 260 * 1024, ...asDeployed },
  { path: '/mypage/login-history', jsGzipBytes: 250 * 1024, ...asDeployed },
  // Billing: the payment history (its invoice page is a new tab of it, the same remote and chunks).
  { path: '/mypage/payment-history', jsGzipBytes: 250 * 1024, ...asDeployed },
  // The member's contracts (the detail pages share its chunks; the bench member holds no contract).
  { path: '/mypage/plans', jsGzipBytes: 250 * 1024, ...asDeployed },
  // The purchase and payment-method pages (the provider's scripts load only on a card's submit).
  { path: '/plans/monthly/confirm', jsGzipBytes: 260 * 1024, ...asDeployed },
  { path: '/mypage/payment-method', jsGzipBytes: 260 * 1024, ...asDeployed },
  // Sign-up's plan step buys the same way: the plan list, its confirm and complete pages.
  { path: '/signup/plans', jsGzipBytes: 260 * 1024, ...asDeployed },
  { path: '/signup/plans/monthly/confirm', jsGzipBytes: 260 * 1024, ...asDeployed },
  { path: '/signup/plans/monthly/complete', jsGzipBytes: 260 * 1024, ...asDeployed },
  // What an OIDC client's user loads, from oidc-interaction's standalone page (no shell).
  { path: '/oidc/login', jsGzipBytes: 200 * 1024, ...asDeployed },
  { path: '/oidc/consent', jsGzipBytes: 200 * 1024, ...asDeployed },
];

/** The one Chromium path (CHROME_PATH first) and flags, shared with the Playwright journeys. */
export { chromiumArgs, chromiumPath } from '../browser/chromium.mjs';
