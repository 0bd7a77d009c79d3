// Brings the emotion Theme augmentation (VsTheme) into this lib's type program.
import type {} from '@vs/theming';
import { css, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** One look for <button> and <a>, so a link that acts as a button cannot drift from it. */
export function buttonCss(theme: Theme, variant: ButtonVariant, disabled: boolean) {
  const c = theme.colors;
  return css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(2),
    minHeight: 44, // WCAG 2.5.5 target size
    padding: `0 ${theme.space(5)}`,
    borderRadius: theme.radius,
    border: `2px solid ${variant === 'text' ? 'transparent' : c.accent}`,
    background: variant === 'primary' ? c.accent : 'transparent',
    color: variant === 'primary' ? c.onAccent : c.accentText,
    font: 'inherit',
    fontWeight: 700,
    textDecoration: variant === 'text' ? 'underline' : 'none',
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.55 : 1,
    '&:focus-visible': { outline: `3px solid ${c.accentText}`, outlineOffset: 2 },
  });
}
