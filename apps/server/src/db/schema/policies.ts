import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** A store's policy (terms, privacy). Consent is given to a revision, so the text lives there. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** External policies live at `dataSource` (a URL) instead of being rendered here. */
    isExternal: boolean('is_external').notNull().default(false),
    dataSource: text('data_source'),
  },
  (t) => [uniqueIndex('policies_store_key_idx').on(t.storeId, t.key)],
);

export const policyRevisions = pgTable(
  'policy_revisions',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** Stored markup, sanitised by the page before it is shown. */
    renderData: text('render_data').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.revision] })],
);
