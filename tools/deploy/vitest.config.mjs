import { defineConfig } from 'vitest/config';

// The deploy tool's own tests: plain ESM beside the scripts, on small builds they write.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['*.spec.mjs'] },
});
