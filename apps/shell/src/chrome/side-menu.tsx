import { useTranslation } from 'react-i18next';
import { MenuLinkItems } from './menu-link-items';
import type { MenuItem } from './menu-items';

/** Wide screens (≥ 1000 px): a vertical list beside the page. Hidden below by CSS. */
export function SideMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <nav
      aria-label={t('menu.label')}
      data-menu="side"
      css={(theme) => ({ display: 'none', [theme.mq.wide]: { display: 'block', width: 240, flexShrink: 0 } })}
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        <MenuLinkItems items={items} />
      </ul>
    </nav>
  );
}
