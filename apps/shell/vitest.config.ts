import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    // Whole components in jsdom: on a busy 2-core machine (CI) 5 s is too tight.
    testTimeout: 15_000,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // The federation runtime only works inside a federated build; tests load remotes from a stub.
    alias: {
      '@module-federation/runtime': new URL('./src/testing/federation-runtime-stub.ts', import.meta.url).pathname,
    },
    passWithNoTests: true,
  },
});
