import type { ReactNode } from 'react';
import { Logo } from './logo';
import { useScrolled } from './use-scrolled';

/** The banner landmark: logo left, an optional slot (the profile menu) right; shadow once scrolled. */
export function SiteHeader({ end }: { end?: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled || undefined}
      css={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: theme.colors.background,
        borderBottom: `1px solid ${scrolled ? 'transparent' : theme.colors.surface}`,
        boxShadow: scrolled ? '0 2px 8px rgba(0, 0, 0, 0.15)' : 'none',
        transition: 'box-shadow 0.2s',
      })}
    >
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(4),
          maxWidth: 1200,
          margin: '0 auto',
          padding: `${theme.space(2)} ${theme.space(4)}`,
          minHeight: 60,
        })}
      >
        <Logo />
        {end}
      </div>
    </header>
  );
}
