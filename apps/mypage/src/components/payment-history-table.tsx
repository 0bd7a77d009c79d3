import { useTranslation } from 'react-i18next';
import { PaymentHistoryInvoiceLink } from './payment-history-invoice-link';
import type { PaymentHistoryRow } from './payment-history-rows';
import { ScrollTable } from './scroll-table';

const columns = ['date', 'planName', 'paymentMethod', 'amount', 'invoice'] as const;

/** The wide view: one row per charge. */
export function PaymentHistoryTable({ rows }: { readonly rows: readonly PaymentHistoryRow[] }) {
  const { t } = useTranslation('billing');
  return (
    <ScrollTable
      label={t('history.listLabel')}
      headers={columns.map((column) => t(`history.column.${column}`))}
      cellCss={{ '& td': { verticalAlign: 'top' }, '& td:nth-of-type(4)': { textAlign: 'end', whiteSpace: 'nowrap' } }}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <td css={{ whiteSpace: 'nowrap' }}>
            <time dateTime={row.createdAt}>{row.dateTime}</time>
          </td>
          <td>{row.planName}</td>
          <td>{row.paymentMethod}</td>
          <td>
            {row.amount}
            {row.tax ? (
              <small css={(theme) => ({ display: 'block', color: theme.colors.textMuted })}>{row.tax}</small>
            ) : null}
          </td>
          <td css={{ whiteSpace: 'nowrap' }}>
            <PaymentHistoryInvoiceLink row={row} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
