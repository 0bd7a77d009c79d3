import { paymentMethodTypes, type ChargedPaymentMethod, type PaymentHistoryItem } from '@vs/contract';
import type { CardBrandCode } from '@vs/validation';
import type { ChargedMethod } from '../../db/schema';
import type { ChargedRow } from './history.repository';

const knownTypes: ReadonlySet<string> = new Set(paymentMethodTypes);

/** The method as the charge stored it; one this product cannot name (an old row) shows as none. */
export function chargedMethodOf(method: ChargedMethod | null): ChargedPaymentMethod | null {
  if (!method || !knownTypes.has(method.paymentMethodType)) return null;
  const credit =
    method.cardbrandCode && method.cardNumberSuffix
      ? { cardbrandCode: method.cardbrandCode as CardBrandCode, cardNumberSuffix: method.cardNumberSuffix }
      : null;
  return { paymentMethodType: method.paymentMethodType as ChargedPaymentMethod['paymentMethodType'], credit };
}

/** Spec 000 §3 "Payment history item": the ledger row in the contract's words (earningsId = the attempt's id). */
export function historyItemOf(row: ChargedRow): PaymentHistoryItem {
  return {
    earningsId: row.id,
    createdAt: row.createdAt.toISOString(),
    planName: row.planName,
    accountPaymentMethod: chargedMethodOf(row.paymentMethod ?? null),
    billingAmount: row.amountJpy,
    netBillingAmount: row.amountJpy - row.taxAmount,
    taxAmount: row.taxAmount,
    taxRate: row.taxRate,
  };
}
