import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own database (PGlite in memory, or its own PostgreSQL database). On
    // PostgreSQL two files run at once (the database works in its own processes); PGlite works inside
    // the worker, so two of them on two cores starve the long specs. Files share one module graph per
    // worker instead of importing the whole server again each (that import was most of the run's
    // CPU); the specs mock no module, and the one that sets environment variables restores them.
    isolate: false,
    maxWorkers: process.env['TEST_DATABASE_URL'] ? 2 : 1,
  },
});
