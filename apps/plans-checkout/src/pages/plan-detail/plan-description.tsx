import { useMemo } from 'react';
import { looksLikeMarkup, sanitizeMarkup } from './sanitize-markup';

/**
 * The stored description in full. Markup is sanitised (allow-list of formatting tags) before it is
 * inserted; text without markup keeps its own line breaks.
 */
export function PlanDescription({ markup }: { readonly markup: string }) {
  const html = useMemo(() => (looksLikeMarkup(markup) ? sanitizeMarkup(markup) : null), [markup]);
  const style = {
    overflowWrap: 'anywhere',
    '& p': { margin: '0 0 0.75em' },
    '& a': { textDecoration: 'underline' },
  } as const;
  if (html === null) return <p css={{ ...style, whiteSpace: 'pre-line', margin: 0 }}>{markup}</p>;
  return (
    <div
      css={(theme) => ({
        ...style,
        '& a': { color: theme.colors.accentText, textDecoration: 'underline' },
        '& a:focus-visible': { outline: `3px solid ${theme.colors.accentText}`, outlineOffset: 2 },
      })}
      // Safe: sanitizeMarkup keeps only an allow-list of formatting tags and safe link URLs.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
