import { defineConfig } from 'vitest/config';

// The pure parts of the bench tool (no server, no browser): plain ESM specs beside the scripts.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['*.spec.mjs'] },
});
