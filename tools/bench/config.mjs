// Budgets and browser flags for the first-visit benchmark.
export const budgets = {
  /** The /plans first visit may load at most this much JavaScript, gzipped. */
  plansJsGzipBytes: 230 * 1024,
  /** Lighthouse mobile performance score (0–100) /plans must reach. */
  plansPerformance: 90,
};

/** Debian's Chromium cannot use a sandbox or GPU here; nothing may phone home during a measurement. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
