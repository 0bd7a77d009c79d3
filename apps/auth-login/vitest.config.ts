import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  // Component tests render whole pages in jsdom: on a busy 2-core machine (CI) 5 s is too tight.
  test: { environment: 'jsdom', testTimeout: 15_000, include: ['src/**/*.spec.{ts,tsx}'], passWithNoTests: true },
});
