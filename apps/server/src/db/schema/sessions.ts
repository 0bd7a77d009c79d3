import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * Server-side sessions. `id` is the sha256 of the cookie's random token, so a leaked table does not
 * hand out live cookies. `expiresAt` is the earlier of the idle and the absolute deadline.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expires_at_idx').on(t.expiresAt),
    // A member's sessions: their list on My Page, and ending the others (password, factors, list).
    index('sessions_store_account_idx').on(t.storeId, sql`(${t.data}->>'accountId')`),
  ],
);
