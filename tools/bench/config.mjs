// Budgets and browser flags for the first-visit benchmark.
// Per route: the most JavaScript (gzipped) a first visit may load and the Lighthouse mobile
// performance score (0–100) it must reach. /login's budget is /plans' plus the form code (issue 9).
export const budgets = [
  { path: '/plans', jsGzipBytes: 230 * 1024, performance: 90 },
  { path: '/login', jsGzipBytes: 255 * 1024, performance: 90 },
  // Issue 18: the purchase and payment-method pages (the provider's scripts load only on a card's submit).
  { path: '/plans/monthly/confirm', jsGzipBytes: 260 * 1024, performance: 90 },
  { path: '/mypage/payment-method', jsGzipBytes: 260 * 1024, performance: 90 },
  // Sign-up's plan step buys the same way (issue 18): the plan list, its confirm and complete pages.
  { path: '/signup/plans', jsGzipBytes: 260 * 1024, performance: 90 },
  { path: '/signup/plans/monthly/confirm', jsGzipBytes: 260 * 1024, performance: 90 },
  { path: '/signup/plans/monthly/complete', jsGzipBytes: 260 * 1024, performance: 90 },
  // Issue 17: what an OIDC client's user loads, from oidc-interaction's standalone page (no shell).
  { path: '/oidc/login', jsGzipBytes: 200 * 1024, performance: 90 },
  { path: '/oidc/consent', jsGzipBytes: 200 * 1024, performance: 90 },
];

/** The one Chromium path (CHROME_PATH first) and flags, shared with the Playwright journeys. */
export { chromiumArgs, chromiumPath } from '../browser/chromium.mjs';
