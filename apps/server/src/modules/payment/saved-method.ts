import type { SavedPaymentMethod } from '@vs/contract';
import type { PaymentMethodRow } from './payment-methods.repository';

/** What a member sees of a saved method (its type, and a card's brand, last four and expiry), never more. */
export const savedMethodOf = (row: PaymentMethodRow): SavedPaymentMethod => ({
  accountPaymentMethodId: row.id,
  paymentMethodType: row.type,
  credit:
    row.cardBrand && row.cardLast4 && row.cardExpireDate
      ? { cardbrandCode: row.cardBrand, cardNumberSuffix: row.cardLast4, expireDate: row.cardExpireDate }
      : null,
});
