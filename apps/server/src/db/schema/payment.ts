import type { CardBrandCode, PaymentMethodType } from '@vs/contract';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stores } from './stores';

/**
 * A member's saved payment method (spec 000 §3 "Payment method"). A card is kept as the provider's
 * reference plus what the member may see (brand, last four digits, expiry): never the number.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<PaymentMethodType>().notNull(),
    /** Which adapter made it ('sandbox'): a reference means something only to its own provider. */
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    cardBrand: text('card_brand').$type<CardBrandCode>(),
    cardLast4: text('card_last4'),
    /** YYYYMM */
    cardExpireDate: text('card_expire_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_methods_account_idx').on(table.accountId)],
);
