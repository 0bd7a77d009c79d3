import type { SavedPaymentMethod } from '@vs/contract';
import { useTranslation } from 'react-i18next';

/** 'Visa (last 4 digits 1111)' for a card, the type's name ('PayPay') for a linked method: My Page's wording. */
export function useMethodLabel(): (method: SavedPaymentMethod) => string {
  const { t } = useTranslation('payment');
  return (method) =>
    method.credit
      ? t('list.card', { brand: t(`brands.${method.credit.cardbrandCode}`), last4: method.credit.cardNumberSuffix })
      : t(`types.${method.paymentMethodType}`);
}
