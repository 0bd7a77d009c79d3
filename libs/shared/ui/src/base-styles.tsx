import { Global } from '@emotion/react';

/**
 * The few page-wide rules: box sizing, readable body text from the theme, and a focus ring that is
 * always visible for keyboard users (WCAG 2.4.7) in the store's accent, adjusted for contrast.
 */
export function BaseStyles() {
  return (
    <Global
      styles={(theme) => ({
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.font.family,
          color: theme.colors.text,
          background: theme.colors.background,
          lineHeight: 1.6,
          WebkitTextSizeAdjust: '100%',
        },
        a: { color: theme.colors.accentText },
        ':focus-visible': { outline: `3px solid ${theme.colors.accentText}`, outlineOffset: 2 },
        img: { maxWidth: '100%' },
      })}
    />
  );
}
