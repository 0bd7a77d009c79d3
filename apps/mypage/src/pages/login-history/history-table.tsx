import { VisuallyHidden } from '@vs/ui';
import { useTranslation } from 'react-i18next';
import { historyColumns, type HistoryRow } from './history-labels';

/** The wide view: one row per login. Scrolls sideways inside its own focusable region if it must. */
export function HistoryTable({ rows }: { readonly rows: readonly HistoryRow[] }) {
  const { t } = useTranslation('mypage');
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
            whiteSpace: 'nowrap',
          },
        })}
      >
        <caption>
          <VisuallyHidden>{t('history.listLabel')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {historyColumns.map((column) => (
              <th key={column} scope="col">
                {t(`history.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
