import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'accent' | 'muted' | 'danger';

// Text colours the theme keeps at 4.5:1 on the page background, so a badge reads without its border.
const toneColor = (theme: Theme, tone: BadgeTone): string =>
  ({
    success: theme.colors.success,
    accent: theme.colors.accentText,
    muted: theme.colors.textMuted,
    danger: theme.colors.danger,
  })[tone];

/** A short state in words (a plan's status, a link's state), outlined in its tone's colour. */
export function Badge({ tone, children }: { readonly tone: BadgeTone; readonly children: ReactNode }) {
  return (
    <span
      css={(theme) => ({
        display: 'inline-block',
        padding: `${theme.space(0.5)} ${theme.space(2)}`,
        border: '1px solid currentColor',
        borderRadius: theme.radius,
        fontSize: '0.875rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color: toneColor(theme, tone),
      })}
    >
      {children}
    </span>
  );
}
