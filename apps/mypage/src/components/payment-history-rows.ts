import type { ChargedPaymentMethod, PaymentHistoryItem } from '@vs/contract';
import { formatJpy, formatJstDate, useLanguage } from '@vs/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicePath } from '../paths';

/** One charge as the member reads it; `invoiceHref` only when there is an amount to invoice (spec 000 §2). */
export interface PaymentHistoryRow {
  readonly key: string;
  readonly createdAt: string;
  /** YYYY/MM/DD HH:mm:ss in Japan time. */
  readonly dateTime: string;
  readonly planName: string;
  readonly paymentMethod: string;
  readonly amount: string;
  /** 'incl. tax ¥90 (10%)', or null for a free row. */
  readonly tax: string | null;
  readonly invoiceHref: string | null;
  readonly invoiceLabel: string;
}

/** The charged method in words: the card's brand and last digits, the method's name, or a dash. */
export function useChargedMethodName(): (method: ChargedPaymentMethod | null) => string {
  const { t } = useTranslation('payment');
  return (method) => {
    if (!method) return t('billing:history.noMethod');
    if (method.credit)
      return t('list.card', {
        brand: t(`brands.${method.credit.cardbrandCode}`),
        last4: method.credit.cardNumberSuffix,
      });
    return t(`types.${method.paymentMethodType}`);
  };
}

export function usePaymentHistoryRows(items: readonly PaymentHistoryItem[]): readonly PaymentHistoryRow[] {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const methodName = useChargedMethodName();
  return useMemo(
    () =>
      items.map((item) => {
        const dateTime = formatJstDate(item.createdAt, 'history');
        const paid = item.billingAmount > 0;
        return {
          key: item.earningsId,
          createdAt: item.createdAt,
          dateTime,
          planName: item.planName,
          paymentMethod: methodName(item.accountPaymentMethod),
          amount: paid ? formatJpy(item.billingAmount, language) : t('history.free'),
          tax: paid ? t('history.taxIncluded', { tax: formatJpy(item.taxAmount, language), rate: item.taxRate }) : null,
          invoiceHref: paid ? invoicePath(item.earningsId) : null,
          invoiceLabel: t('history.invoiceLinkLabel', { date: dateTime, plan: item.planName }),
        };
      }),
    // methodName is rebuilt each render from the same t; the language and items decide the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, language, t],
  );
}
