import { defineConfig } from 'vitest/config';

// The payment page monitor's rules: plain ESM beside the scripts, on pages written in the specs.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: { environment: 'node', include: ['*.spec.mjs'] },
});
