import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-generated secrets that must survive restarts and be shared by every server process
 * (the CSRF HMAC key when CSRF_SECRET is not set).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
