import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageItems } from './page-numbers';

export interface PaginationProps {
  readonly current: number;
  readonly last: number;
  /** The address of page N (the list's own `?page=N`). */
  readonly pathOf: (page: number) => string;
}

/** Numbered links to a list's pages (login, payment history); the current one is marked for assistive technology. */
export function Pagination({ current, last, pathOf }: PaginationProps) {
  const { t } = useTranslation('mypage');
  return (
    <nav aria-label={t('history.pages')}>
      <ul
        css={(theme) => ({
          margin: 0,
          padding: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(2),
          justifyContent: 'center',
        })}
      >
        {pageItems(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" css={{ padding: '10px 4px' }}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pathOf(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('history.page', { page: item })}
                css={(theme) => ({
                  display: 'inline-flex',
                  minWidth: 44,
                  minHeight: 44,
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: theme.radius,
                  border: `1px solid ${theme.colors.border}`,
                  textDecoration: 'none',
                  '&[aria-current="page"]': {
                    background: theme.colors.accent,
                    color: theme.colors.onAccent,
                    borderColor: theme.colors.accent,
                    fontWeight: 700,
                  },
                })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
