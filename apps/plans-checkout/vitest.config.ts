import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: {
    tsconfigPaths: true,
    // The build makes the real list (tools/mf/license-list-plugin.ts); the page's spec renders a small one.
    alias: { 'virtual:vs-license-list': `${import.meta.dirname}/src/testing/license-list-fixture.ts` },
  },
  // Component tests render whole pages in jsdom: on a busy 2-core machine (CI) 5 s is too tight.
  test: { environment: 'jsdom', testTimeout: 15_000, include: ['src/**/*.spec.{ts,tsx}'], passWithNoTests: true },
});
