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

/** The account menu's entries, the same in the side menu and the slider. */
export function MenuLinkItems({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink to={item.to} end={item.end} css={menuLinkCss}>
            {t(`menu.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </>
  );
}
