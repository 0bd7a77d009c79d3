import { defineConfig } from 'vitest/config';

// The width check's own tests: plain ESM beside the script, on small git trees they write.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['*.spec.mjs'] },
});
