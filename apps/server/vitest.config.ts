import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own database; running files one at a time keeps PGlite's memory and
    // a real PostgreSQL's connection count small.
    fileParallelism: false,
  },
});
