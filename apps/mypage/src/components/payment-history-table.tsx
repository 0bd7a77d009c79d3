import { VisuallyHidden } from '@vs/ui';
import { useTranslation } from 'react-i18next';
import { PaymentHistoryInvoiceLink } from './payment-history-invoice-link';
import type { PaymentHistoryRow } from './payment-history-rows';

const columns = ['date', 'planName', 'paymentMethod', 'amount', 'invoice'] as const;

/** The wide view: one row per charge. Scrolls sideways inside its own focusable region if it must. */
export function PaymentHistoryTable({ rows }: { readonly rows: readonly PaymentHistoryRow[] }) {
  const { t } = useTranslation('billing');
  return (
    // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={t('history.listLabel')} tabIndex={0} css={{ overflowX: 'auto' }}>
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': {
            padding: theme.space(2),
            borderBottom: `1px solid ${theme.colors.border}`,
            textAlign: 'start',
            verticalAlign: 'top',
          },
          '& td:nth-of-type(4)': { textAlign: 'end', whiteSpace: 'nowrap' },
        })}
      >
        <caption>
          <VisuallyHidden>{t('history.listLabel')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" css={{ whiteSpace: 'nowrap' }}>
                {t(`history.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
