// Imported only from the plan-detail page, so DOMPurify ships in that page's chunk and never in
// the plan list's (docs/decisions.md).
import { formattingTags, markupSanitizer } from '@vs/ui/markup';

/**
 * The stored description as HTML safe to insert: formatting only. No headings (they would break the
 * page's outline), no images, forms, styles or event handlers; a link opens a new tab only when the
 * store wrote it so.
 */
export const sanitizeMarkup = markupSanitizer({
  tags: formattingTags,
  attributes: ['href', 'target'],
  links: 'as-written',
});

/** Text without any tag is shown with its own line breaks rather than run together. */
export function looksLikeMarkup(text: string): boolean {
  return /<[a-z!/][^>]*>/i.test(text);
}
