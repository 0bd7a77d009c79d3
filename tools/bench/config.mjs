// Budgets and browser flags for the first-visit benchmark.
export const budgets = {
  /** The /plans first visit may load at most this much JavaScript, gzipped. */
  plansJsGzipBytes: 230 * 1024,
  /** Lighthouse mobile performance score (0–100) /plans must reach. */
  plansPerformance: 90,
};

/** The one list of Chromium's path and flags, shared with the Playwright journeys. */
export { default as chromiumSetup } from '../browser/chromium.json' with { type: 'json' };
