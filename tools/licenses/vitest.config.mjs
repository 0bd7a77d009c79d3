import { defineConfig } from 'vitest/config';

// The licence tools' own tests: plain ESM beside the scripts, on small package trees they write.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['*.spec.mjs'] },
});
