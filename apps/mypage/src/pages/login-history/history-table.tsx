import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../components/scroll-table';
import { historyColumns, type HistoryRow } from './history-labels';

/** The wide view: one row per login. */
export function HistoryTable({ rows }: { readonly rows: readonly HistoryRow[] }) {
  const { t } = useTranslation('mypage');
  return (
    <ScrollTable
      label={t('history.listLabel')}
      headers={historyColumns.map((column) => t(`history.column.${column}`))}
      cellCss={{ '& td': { whiteSpace: 'nowrap' } }}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <td>
            <time dateTime={row.createdAt}>{row.dateTime}</time>
          </td>
          <td
            css={(theme) => ({
              color: row.succeeded ? undefined : theme.colors.danger,
              fontWeight: row.succeeded ? undefined : 700,
            })}
          >
            {row.result}
          </td>
          <td>{row.loginMethod}</td>
          <td>{row.multiFactor}</td>
          <td>{row.device}</td>
          <td>{row.browser}</td>
          <td>{row.country}</td>
          <td>{row.ip}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
