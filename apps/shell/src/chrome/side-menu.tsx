import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from './menu-items';

export function menuLinkCss(theme: Theme) {
  return css({
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${theme.space(4)}`,
    borderRadius: theme.radius,
    color: theme.colors.text,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '&[aria-current="page"]': { background: theme.colors.accent, color: theme.colors.onAccent, fontWeight: 700 },
    '&:hover:not([aria-current="page"])': { background: theme.colors.surface },
  });
}

/** Wide screens (≥ 1000 px): a vertical list beside the page. Hidden below by CSS. */
export function SideMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('menu.label')} data-menu="side" css={(theme) => ({ display: 'none', [theme.mq.wide]: { display: 'block', width: 240, flexShrink: 0 } })}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.end} css={menuLinkCss}>
              {t(`menu.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
