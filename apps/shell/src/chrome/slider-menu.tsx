import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from './menu-items';
import { MenuLinkItems } from './menu-link-items';

/** Spec 000 §9: each scroll button moves the slider by 160 px. */
export const sliderStepPx = 160;

const arrowCss = {
  flexShrink: 0,
  width: 44,
  height: 44,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  fontSize: '1.25rem',
  cursor: 'pointer',
} as const;

/** Narrow screens (< 1000 px): one horizontally scrolling row with back/forward buttons. */
export function SliderMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('layout');
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const node = track.current;
    if (!node) return;
    setEdges({ start: node.scrollLeft <= 0, end: node.scrollLeft + node.clientWidth >= node.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scroll = (direction: -1 | 1) => track.current?.scrollBy({ left: direction * sliderStepPx, behavior: 'smooth' });

  return (
    <nav
      aria-label={t('menu.label')}
      data-menu="slider"
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        borderBottom: `1px solid ${theme.colors.surface}`,
        [theme.mq.wide]: { display: 'none' },
      })}
    >
      <button
        type="button"
        css={arrowCss}
        aria-label={t('menu.scrollBack')}
        disabled={edges.start}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul
        ref={track}
        onScroll={measure}
        css={{
          display: 'flex',
          gap: 4,
          listStyle: 'none',
          margin: 0,
          padding: '4px 0',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          flex: 1,
        }}
      >
        <MenuLinkItems items={items} />
      </ul>
      <button
        type="button"
        css={arrowCss}
        aria-label={t('menu.scrollForward')}
        disabled={edges.end}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
