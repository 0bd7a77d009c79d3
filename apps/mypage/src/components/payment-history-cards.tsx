import { useTranslation } from 'react-i18next';
import { PaymentHistoryInvoiceLink } from './payment-history-invoice-link';
import type { PaymentHistoryRow } from './payment-history-rows';

/** The narrow view: one card per charge, every column as a term and its value. */
export function PaymentHistoryCards({ rows }: { readonly rows: readonly PaymentHistoryRow[] }) {
  const { t } = useTranslation('billing');
  return (
    <ul
      aria-label={t('history.listLabel')}
      css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}
    >
      {rows.map((row) => (
        <li
          key={row.key}
          css={(theme) => ({
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            padding: theme.space(3),
          })}
        >
          <dl
            css={(theme) => ({
              margin: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: `${theme.space(1)} ${theme.space(3)}`,
              '& dt': { fontWeight: 700 },
              '& dd': { margin: 0, overflowWrap: 'anywhere' },
            })}
          >
            <dt>{t('history.column.date')}</dt>
            <dd>
              <time dateTime={row.createdAt}>{row.dateTime}</time>
            </dd>
            <dt>{t('history.column.planName')}</dt>
            <dd>{row.planName}</dd>
            <dt>{t('history.column.paymentMethod')}</dt>
            <dd>{row.paymentMethod}</dd>
            <dt>{t('history.column.amount')}</dt>
            <dd>
              {row.amount}
              {row.tax ? (
                <small css={(theme) => ({ display: 'block', color: theme.colors.textMuted })}>{row.tax}</small>
              ) : null}
            </dd>
            <dt>{t('history.column.invoice')}</dt>
            <dd>
              <PaymentHistoryInvoiceLink row={row} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
