// Budgets and browser flags for the first-visit benchmark.
// Per route: the most JavaScript (gzipped) a first visit may load and the Lighthouse mobile
// performance score (0–100) it must reach. /login's budget is /plans' plus the form code (issue 9).
export const budgets = [
  { path: '/plans', jsGzipBytes: 230 * 1024, performance: 90 },
  { path: '/login', jsGzipBytes: 255 * 1024, performance: 90 },
];

/** The one list of Chromium's path and flags, shared with the Playwright journeys. */
export { default as chromiumSetup } from '../browser/chromium.json' with { type: 'json' };
