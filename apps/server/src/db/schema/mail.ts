import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** The dev mailbox: what would have been sent when no SMTP_URL is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_store_created_idx').on(t.storeId, t.createdAt)],
);
