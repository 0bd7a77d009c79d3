// Loaded with import() from PolicyScrollBox only, so DOMPurify (and the validation lib's rule) ship
// in a chunk of their own that only pages showing a policy fetch: the barrel of this lib reaches
// the shell and /plans, and DOMPurify's module has top-level code a bundler cannot drop.
import { isPolicyReadToEnd } from '@vs/validation';
import DOMPurify from 'dompurify';

export { isPolicyReadToEnd };

/** Formatting a policy may use: headings inside the text, lists, tables, links. No script, style, forms, media. */
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
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];
const allowedAttributes = ['href', 'target', 'colspan', 'rowspan'];

let hooked = false;

function hardenLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    // Every link in a policy opens a new tab without handing over the opener.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** Stored policy markup as HTML safe to insert (allow-list; URLs limited to DOMPurify's safe schemes). */
export function sanitizePolicyMarkup(markup: string): string {
  hardenLinks();
  return DOMPurify.sanitize(markup, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: allowedAttributes, ADD_ATTR: ['rel'] });
}
