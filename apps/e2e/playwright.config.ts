import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { chromiumArgs, journeyChromiumPath } from '../../tools/browser/chromium.mjs';

/**
 * Journeys against the production build: the Fastify server from dist/ serving every app, on a
 * fresh embedded database per run, in Debian's Chromium (its headless shell when installed) or the one
 * CHROME_PATH names (browsers are never downloaded here).
 *
 * Timeouts bound a stuck journey; they check no speed (the benchmarks under tools/ do). CI's machine has
 * run the same journeys about three times slower than a quiet one of the same kind, hence its longer bound.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const workspaceRoot = resolve(__dirname, '../..');

export default defineConfig({
  testDir: './src/journeys',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  // The slowest files at the end of a run: where the journeys' time goes.
  reportSlowTests: { max: 12, threshold: 30_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: journeyChromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node apps/e2e/src/support/serve-dist.mjs',
    cwd: workspaceRoot,
    env: { E2E_PORT: String(port) },
    url: `${baseURL}/zapi/internal/root/screen-data`,
    reuseExistingServer: false,
    // A first boot migrates and seeds the embedded database: over a minute on a machine under load.
    timeout: 180_000,
    stdout: 'ignore', // the server's request log would drown the report; start-up errors still show on stderr
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
