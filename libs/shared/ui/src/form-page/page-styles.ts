import type { CSSObject, Theme } from '@emotion/react';

/** The vertical rhythm of form pages; the shell's layout owns width and padding. */
export const pageCss = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.space(6),
  maxWidth: 640,
  width: '100%',
  margin: '0 auto',
  '& h1': { margin: 0, fontSize: '1.75rem', overflowWrap: 'anywhere' },
});

export const formCss = (theme: Theme): CSSObject => ({ display: 'grid', gap: theme.space(5) });

export const leadCss = { margin: 0 } as const;

export const noteCss = (theme: Theme): CSSObject => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: '0.875rem',
});

export const actionsCss = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.space(3),
  [theme.mq.wide]: { justifyContent: 'center', minWidth: 320 },
});
