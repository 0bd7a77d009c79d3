// Loaded with import() from PolicyScrollBox only, so DOMPurify (and the validation lib's rule) ship
// in a chunk of their own that only pages showing a policy fetch: the barrel of this lib reaches
// the shell and /plans, and DOMPurify's module has top-level code a bundler cannot drop.
import { isPolicyReadToEnd } from '@vs/validation';
import { formattingTags, markupSanitizer } from './markup/markup-sanitizer';

export { isPolicyReadToEnd };

/** Formatting a policy may use: headings inside the text, lists, tables, links. No script, style, forms, media. */
const policyTags = [
  ...formattingTags,
  'div',
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

/** Stored policy markup as HTML safe to insert; every link in a policy opens a new tab. */
export const sanitizePolicyMarkup = markupSanitizer({
  tags: policyTags,
  attributes: ['href', 'target', 'colspan', 'rowspan'],
  links: 'new-tab',
});
