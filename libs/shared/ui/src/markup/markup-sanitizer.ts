import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** The formatting any stored markup may use: paragraphs, emphasis, lists, quotes and links. */
export const formattingTags = [
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
] as const;

export interface MarkupRules {
  /** The allow-list of tags; the text inside any other tag is kept, the tag is not. */
  readonly tags: readonly string[];
  readonly attributes: readonly string[];
  /**
   * `new-tab`: every link opens a new tab. `as-written`: a link keeps `target="_blank"` only, any
   * other target goes. Either way a new tab is never handed the opener.
   */
  readonly links: 'new-tab' | 'as-written';
}

/**
 * A sanitiser for stored markup under `rules`, on a DOMPurify instance of its own: hooks are per
 * instance, so one kind of markup's link rule never reaches another's in the same page. URLs are
 * limited to DOMPurify's safe schemes; no script, style, event handler, form or media survives.
 */
export function markupSanitizer(rules: MarkupRules): (markup: string) => string {
  const options = { ALLOWED_TAGS: [...rules.tags], ALLOWED_ATTR: [...rules.attributes], ADD_ATTR: ['rel'] };
  // Made on first use, where the page's window exists (a module may be imported before it does).
  let purifier: Purifier | undefined;
  return (markup) => {
    purifier ??= withLinkRule(DOMPurify(), rules.links);
    return purifier.sanitize(markup, options);
  };
}

function withLinkRule(purifier: Purifier, links: MarkupRules['links']): Purifier {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (links === 'new-tab') node.setAttribute('target', '_blank');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purifier;
}
