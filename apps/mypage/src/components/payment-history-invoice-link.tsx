import { useTranslation } from 'react-i18next';
import type { PaymentHistoryRow } from './payment-history-rows';

/**
 * The invoice of a paid row, in a new tab (spec 000 §2): a plain link, not the router's, so the new
 * tab loads the invoice page on its own; `noopener` keeps the history page out of its reach (and
 * `noreferrer`, which implies it, for browsers that know only that).
 */
export function PaymentHistoryInvoiceLink({ row }: { readonly row: PaymentHistoryRow }) {
  const { t } = useTranslation('billing');
  if (!row.invoiceHref) return <>{t('history.noInvoice')}</>;
  return (
    <a href={row.invoiceHref} target="_blank" rel="noopener noreferrer" aria-label={row.invoiceLabel}>
      {t('history.invoiceLink')}
    </a>
  );
}
