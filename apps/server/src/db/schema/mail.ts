import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * Every mail the server sends is first a row here, written by the request that asks for it. With
 * SMTP_URL a background sender delivers the rows whose `send_at` has come and deletes them; without
 * it the rows stay (send_at null) and are the dev mailbox.
 */
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
    /**
     * When the sender may (next) take the row: queued, retried after a failure, or leased while sending.
     * Null: the mailbox's.
     */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** Delivery attempts so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('mail_outbox_store_created_idx').on(t.storeId, t.createdAt),
    index('mail_outbox_send_at_idx').on(t.sendAt),
  ],
);
