import { defineConfig } from 'vitest/config';

// The checker's own tests: plain ESM beside the script, no database, no app.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['*.spec.mjs'] },
});
