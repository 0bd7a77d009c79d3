import { css, type Theme } from '@emotion/react';

/** The vertical rhythm shared by this remote's pages; the shell's layout owns width and padding. */
export const pageCss = (theme: Theme) =>
  css({
    display: 'grid',
    gap: theme.space(6),
    '& h1': { margin: 0, fontSize: '1.75rem', overflowWrap: 'anywhere' },
  });

export const sectionHeadingCss = (theme: Theme) => css({ margin: `0 0 ${theme.space(3)}`, fontSize: '1.25rem' });
