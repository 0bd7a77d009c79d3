import type {} from '@vs/theming';
import type { Theme } from '@emotion/react';
import type { CSSObject } from '@emotion/react';

/**
 * One look for text inputs and selects. Returned as a plain object (no module-level `css()` call),
 * so a chunk that never renders a form pays nothing for it.
 */
export function inputCss(theme: Theme, invalid = false): CSSObject {
  return {
    display: 'block',
    width: '100%',
    minHeight: 44, // WCAG 2.5.5 target size
    padding: `${theme.space(2)} ${theme.space(3)}`,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.colors.background,
    // #8a8a8a on white is 3.5:1, above the 3:1 that WCAG 1.4.11 asks of a control's boundary.
    border: `${invalid ? 2 : 1}px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radius,
    '&:focus-visible': { outline: `3px solid ${theme.colors.accentText}`, outlineOffset: 1 },
    '&[readonly]': { background: theme.colors.surface },
  };
}

export function labelCss(theme: Theme): CSSObject {
  return { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2), fontWeight: 700 };
}
