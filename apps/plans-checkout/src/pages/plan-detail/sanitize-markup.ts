// Imported only from the plan-detail page, so DOMPurify ships in that page's chunk and never in
// the plan list's (docs/decisions.md).
import DOMPurify from 'dompurify';

/**
 * Formatting the store may use in a plan description. No headings (they would break the page's
 * outline), no images, forms, styles or event handlers.
 */
const allowedTags = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'span',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
];
const allowedAttributes = ['href', 'target'];

let hooked = false;

/** A link that opens a new tab must not hand the opener to the other site. */
function hardenLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
}

/** The stored description as HTML safe to insert: only the tags above; URLs limited to DOMPurify's safe schemes. */
export function sanitizeMarkup(markup: string): string {
  hardenLinks();
  return DOMPurify.sanitize(markup, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ADD_ATTR: ['rel'],
  });
}

/** Text without any tag is shown with its own line breaks rather than run together. */
export function looksLikeMarkup(text: string): boolean {
  return /<[a-z!/][^>]*>/i.test(text);
}
