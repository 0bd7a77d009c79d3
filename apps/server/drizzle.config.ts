import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server applies them at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
