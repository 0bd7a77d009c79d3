import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { historyColumns, type HistoryRow } from './history-labels';

const detailColumns = historyColumns.filter((column) => column !== 'dateTime' && column !== 'result');

/** The narrow view: one card per login showing when and how it ended; the button opens the rest. */
export function HistoryCards({ rows }: { readonly rows: readonly HistoryRow[] }) {
  const { t } = useTranslation('mypage');
  return (
    <ul
      aria-label={t('history.listLabel')}
      css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}
    >
      {rows.map((row) => (
        <HistoryCard key={row.key} row={row} />
      ))}
    </ul>
  );
}

function HistoryCard({ row }: { readonly row: HistoryRow }) {
  const { t } = useTranslation('mypage');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li css={(theme) => ({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius })}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        css={(theme) => ({
          display: 'flex',
          width: '100%',
          minHeight: 44,
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(3),
          padding: theme.space(3),
          border: 0,
          background: 'none',
          font: 'inherit',
          color: 'inherit',
          textAlign: 'start',
          cursor: 'pointer',
          '&:focus-visible': { outline: `3px solid ${theme.colors.accentText}` },
        })}
      >
        <span>
          <time dateTime={row.createdAt}>{row.dateTime}</time>{' '}
          <span css={(theme) => ({ color: row.succeeded ? undefined : theme.colors.danger, fontWeight: 700 })}>
            {row.result}
          </span>
        </span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      {/* Rendered only while open: with `hidden`, the list's own `display: grid` would still show it. */}
      {open ? (
        <dl
          id={detailsId}
          css={(theme) => ({
            margin: 0,
            padding: `0 ${theme.space(3)} ${theme.space(3)}`,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: `${theme.space(1)} ${theme.space(3)}`,
          })}
        >
          {detailColumns.map((column) => (
            <div key={column} css={{ display: 'contents' }}>
              <dt css={{ fontWeight: 700 }}>{t(`history.column.${column}`)}</dt>
              <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{row[column]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
