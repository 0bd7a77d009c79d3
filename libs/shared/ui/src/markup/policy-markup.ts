// A policy's markup: its sanitiser, and the rule for "read to the end" (PolicyScrollBox loads both with
// import(), so DOMPurify ships in a chunk that only pages showing such a text fetch: the barrel of
// this lib reaches the shell and /plans, and DOMPurify's module has top-level code a bundler cannot
// drop). The OIDC consent page imports the sanitiser with the page, through `@vs/ui/markup`.
import { formattingTags, markupSanitizer } from './markup-sanitizer';

export { isPolicyReadToEnd } from '@vs/validation';

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

/**
 * Stored policy markup as HTML safe to insert (a policy's text, a store's OIDC precautions); every
 * link opens a new tab.
 */
export const sanitizePolicyMarkup = markupSanitizer({
  tags: policyTags,
  attributes: ['href', 'target', 'colspan', 'rowspan'],
  links: 'new-tab',
});
