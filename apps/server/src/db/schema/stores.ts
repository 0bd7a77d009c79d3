import type { AuthCodeSetting, StoreColors, StoreFooters, StoreImages, StoreStatus } from '@vs/contract';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per white-label store. Nested settings are jsonb typed by the contract, so the row maps
 * to StoreSettingData without a translation layer; they are read whole and edited rarely.
 */
export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  serviceName: text('service_name').notNull(),
  serviceDescription: text('service_description').notNull().default(''),
  theme: text('theme').notNull().default('default'),
  gtmId: text('gtm_id'),
  images: jsonb('images').$type<StoreImages>().notNull(),
  colors: jsonb('colors').$type<StoreColors>().notNull(),
  footers: jsonb('footers').$type<StoreFooters>().notNull(),
  enablePoweredByPvs: boolean('enable_powered_by_pvs').notNull().default(false),
  authCodeSetting: jsonb('auth_code_setting').$type<AuthCodeSetting[]>().notNull().default([]),
  smtpDomain: text('smtp_domain'),
  status: jsonb('status').$type<StoreStatus>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host name (lower-case, no port) → store; a store may answer on several hosts. */
export const storeHosts = pgTable(
  'store_hosts',
  {
    host: text('host').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [index('store_hosts_store_id_idx').on(t.storeId)],
);
