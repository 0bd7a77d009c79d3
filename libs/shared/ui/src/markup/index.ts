// A secondary entry (`@vs/ui/markup`): DOMPurify has top-level code a bundler cannot drop, so only the
// pages that show stored markup (import it directly or through import()) load it, never the barrel's.
export { formattingTags, markupSanitizer, type MarkupRules } from './markup-sanitizer';
export { sanitizePolicyMarkup } from './policy-markup';
